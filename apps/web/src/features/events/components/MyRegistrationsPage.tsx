import type { TContestant } from '@engagex/contracts';
import { Trophy } from 'lucide-react';
import { Suspense, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { lazy } from '@/i18n/lazy';
import { useCurrentUser } from '@/lib/account';
import { pageFrom, withPage } from '@/lib/page-param';
import { realmFromParam } from '@/lib/realm';
import { useRealmWithItems } from '@/lib/use-realm-with-items';
import { buttonClasses } from '@/ui/Button';
import { Skeleton } from '@/ui/Card';
import { cx } from '@/ui/cx';
import { Pagination } from '@/ui/Pagination';
import { EmptyState } from '@/ui/states';
import { myRegistrationsQueryOptions, useMyRegistrations } from '../api/list-my-registrations';
import { listPath } from '../paths';
import { t } from '../registration/messages';
import { EventsHeader } from './EventsHeader';
import { ErrorNotice } from './feedback';
import { RealmTabs } from './RealmTabs';
import { RegistrationCard } from './RegistrationCard';
import type { RegistrationDialogKind } from './RegistrationDialogs';
import { RegistrationStats } from './RegistrationStats';

const RegistrationDialogs = lazy(() => import('./RegistrationDialogs'));

/** /events/registrations: the user's competition entries, their figures, their history, and what each allows. */
export function MyRegistrationsPage() {
  const [params, setParams] = useSearchParams();
  const realm = realmFromParam(params.get('realm'));
  const page = pageFrom(params);
  const list = useMyRegistrations(realm, page);
  const me = useCurrentUser();
  // An admin's GET /contestants lists everybody's entries; only the user's own count here.
  const deciding = useRealmWithItems(
    (side) => myRegistrationsQueryOptions(side, 1),
    (entry) => !me.data || entry.userId === me.data.id,
  );
  const [dialog, setDialog] = useState<{ kind: RegistrationDialogKind; contestant: TContestant } | null>(
    null,
  );
  const [open, setOpen] = useState(false);

  // An admin's GET /contestants lists everybody's entries; this page is about one's own.
  const items = list.data?.items.filter((c) => !me.data || c.userId === me.data.id) ?? [];

  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col gap-6">
      <title>{t('mine.pageTitle')}</title>
      <EventsHeader title={t('myRegistrations')} description={t('mine.description')} />
      <RealmTabs realm={realm} label={t('mine.realms')} />

      <RegistrationStats
        realm={realm}
        items={items}
        complete={Boolean(list.data && list.data.totalPages <= 1)}
      />

      {list.isPending || deciding ? (
        <div aria-busy="true" className="flex flex-col gap-4">
          <span role="status" className="sr-only">
            {t('mine.loading')}
          </span>
          {[0, 1].map((key) => (
            <Skeleton key={key} className="h-56 rounded-2xl" />
          ))}
        </div>
      ) : list.isError ? (
        <ErrorNotice title={t('mine.fetchFailed')} error={list.error} onRetry={() => void list.refetch()} />
      ) : items.length === 0 ? (
        <EmptyState
          framed
          icon={<Trophy className="size-6" />}
          title={t('mine.emptyTitle')}
          text={t('mine.emptyText')}
          action={
            <Link to={`${listPath(realm)}?competitions=1`} className={buttonClasses()}>
              {t('mine.find')}
            </Link>
          }
        />
      ) : (
        <>
          <ul className={cx('flex flex-col gap-4', list.isPlaceholderData && 'opacity-60')}>
            {items.map((contestant) => (
              <li key={contestant.id}>
                <RegistrationCard
                  contestant={contestant}
                  realm={realm}
                  onOpen={(kind) => {
                    setDialog({ kind, contestant });
                    setOpen(true);
                  }}
                />
              </li>
            ))}
          </ul>
          <Pagination
            label={t('mine.pages')}
            page={list.data.page}
            totalPages={list.data.totalPages}
            busy={list.isPlaceholderData}
            onPageChange={(next) => setParams((current) => withPage(current, next), { replace: true })}
          />
        </>
      )}

      {dialog && (
        <Suspense fallback={null}>
          <RegistrationDialogs
            kind={dialog.kind}
            contestant={dialog.contestant}
            realm={realm}
            open={open}
            onOpenChange={setOpen}
          />
        </Suspense>
      )}
    </div>
  );
}
