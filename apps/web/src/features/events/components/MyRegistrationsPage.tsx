import type { TContestant, TRealm } from '@engagex/contracts';
import { Ban, CalendarDays, Clock, Coins, MapPin, Music, Trophy, Users } from 'lucide-react';
import { lazy, type ReactNode, Suspense, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useCurrentUser } from '@/lib/account';
import { pageFrom, withPage } from '@/lib/page-param';
import { realmFromParam } from '@/lib/realm';
import { useRealmWithItems } from '@/lib/use-realm-with-items';
import { Button, buttonClasses } from '@/ui/Button';
import { Card, Skeleton } from '@/ui/Card';
import { cx } from '@/ui/cx';
import { Pagination } from '@/ui/Pagination';
import { EmptyState } from '@/ui/states';
import { useRegistrationStats } from '../api/get-registration-stats';
import { myRegistrationsQueryOptions, useMyRegistrations } from '../api/list-my-registrations';
import { formatCount, formatCredits, formatDay, formatStamp, plural } from '../format';
import { entryPaidText, entryRefundText, feesPaidText } from '../money';
import { eventPath, listPath } from '../paths';
import { statsOf } from '../registration-stats';
import { EventsHeader } from './EventsHeader';
import { ErrorNotice } from './feedback';
import { RealmTabs } from './RealmTabs';
import type { RegistrationDialogKind } from './RegistrationDialogs';
import { CONTESTANT_STATUS, ContestantStatusBadge } from './StatusBadges';

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
      <title>My registrations · EngageX</title>
      <EventsHeader
        title="My registrations"
        description="Your entries in competitions: fees, the jury's review and every change along the way."
      />
      <RealmTabs realm={realm} label="Registration catalogue" />

      <Stats realm={realm} items={items} complete={Boolean(list.data && list.data.totalPages <= 1)} />

      {list.isPending || deciding ? (
        <div aria-busy="true" className="flex flex-col gap-4">
          <span role="status" className="sr-only">
            Loading your registrations…
          </span>
          {[0, 1].map((key) => (
            <Skeleton key={key} className="h-56 rounded-2xl" />
          ))}
        </div>
      ) : list.isError ? (
        <ErrorNotice
          title="Failed to fetch your registrations"
          error={list.error}
          onRetry={() => void list.refetch()}
        />
      ) : items.length === 0 ? (
        <EmptyState
          framed
          icon={<Trophy className="size-6" />}
          title="No registrations yet"
          text="Sing, dance, recite or make people laugh: competitions take solo acts and groups."
          action={
            <Link to={`${listPath(realm)}?competitions=1`} className={buttonClasses()}>
              Find a competition
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
            label="Registration pages"
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

/** The events server's /my-stats; for cultural entries the same figures from the list when it is complete. */
function Stats({ realm, items, complete }: { realm: TRealm; items: TContestant[]; complete: boolean }) {
  const server = useRegistrationStats(realm === 'events');
  const stats = realm === 'events' ? server.data : complete ? statsOf(items) : undefined;
  if (realm === 'events' && server.isPending) {
    return (
      <div aria-hidden className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        {[0, 1, 2, 3].map((key) => (
          <Skeleton key={key} className="h-20 rounded-2xl" />
        ))}
      </div>
    );
  }
  if (!stats || stats.total === 0) return null;
  const tiles: [string, string, string][] = [
    ['Entries', formatCount(stats.total), `${formatCount(stats.upcoming)} upcoming`],
    [
      'In review',
      formatCount(stats.inReview),
      stats.pendingPayment > 0 ? `${stats.pendingPayment} fee due` : 'with the jury',
    ],
    [
      'Approved',
      formatCount(stats.approved),
      stats.rejected > 0 ? `${stats.rejected} not selected` : 'ready to perform',
    ],
    // Each currency paid in on its own ("₹1,000 · 50 credits"): rupees and credits are never added up.
    [
      'Fees paid',
      feesPaidText(stats),
      stats.cancelled > 0 ? `${stats.cancelled} cancelled` : 'net of refunds',
    ],
  ];
  return (
    <section aria-label="Registration figures" className="grid grid-cols-2 gap-3 sm:grid-cols-4">
      {tiles.map(([label, value, note]) => (
        <Card key={label} className="p-4">
          <p className="text-xs font-semibold tracking-wide text-ink-muted uppercase">{label}</p>
          <p
            className={cx(
              'mt-1 font-bold text-ink tabular-nums',
              // Two currencies ("₹1,000 · 50 credits") take two lines of a phone's tile at the figures' size.
              value.includes(' · ') ? 'text-lg leading-snug' : 'text-2xl',
            )}
          >
            {/* A line breaks between figures, never inside one ("50 / credits"). */}
            {value.split(' · ').map((part, index) => (
              <span key={part}>
                {index > 0 && ' · '}
                <span className="whitespace-nowrap">{part}</span>
              </span>
            ))}
          </p>
          <p className="text-xs text-ink-muted">{note}</p>
        </Card>
      ))}
    </section>
  );
}

const CATEGORY: Record<string, string> = { 'stand-up': 'Stand-up' };
const categoryLabel = (value: string) => CATEGORY[value] ?? value.charAt(0).toUpperCase() + value.slice(1);

function RegistrationCard({
  contestant,
  realm,
  onOpen,
}: {
  contestant: TContestant;
  realm: TRealm;
  onOpen: (kind: RegistrationDialogKind) => void;
}) {
  const { status } = contestant;
  const titleId = `registration-${contestant.id}`;
  const started = Date.parse(contestant.event.startsAt) <= Date.now();
  const canCancel = status !== 'cancelled' && status !== 'rejected' && !(started && status === 'approved');
  const canAdd =
    contestant.isGroupPerformance &&
    (status === 'pending_payment' || (status === 'registered' && contestant.feeCredits === 0));
  const members = 1 + contestant.additionalContestants.length;

  return (
    <Card role="article" aria-labelledby={titleId} className="overflow-hidden">
      <div className="grid gap-5 p-4 sm:p-5 md:grid-cols-[minmax(0,1fr)_18rem]">
        <div className="min-w-0">
          <div className="flex flex-wrap items-center gap-2">
            <ContestantStatusBadge status={status} />
            <span className="text-xs text-ink-muted">Registered {formatStamp(contestant.createdAt)}</span>
          </div>
          <h2 id={titleId} className="mt-2 text-lg font-semibold">
            <Link to={eventPath(realm, contestant.eventId)} className="hover:underline">
              {contestant.event.title}
            </Link>
          </h2>
          <p className="mt-1 flex flex-wrap gap-x-4 gap-y-1 text-sm text-ink-muted">
            <span className="inline-flex items-center gap-1.5">
              <CalendarDays aria-hidden className="size-4" />{' '}
              {formatDay(contestant.event.startsAt, contestant.event.timeZone)}
            </span>
            <span className="inline-flex items-center gap-1.5">
              <MapPin aria-hidden className="size-4" /> {contestant.event.districtName}
            </span>
          </p>
          <p className="mt-3 rounded-xl bg-surface-muted px-3.5 py-2.5 text-sm text-ink">
            {status === 'cancelled' && contestant.withdrawnBy === 'organiser'
              ? 'The organiser withdrew this competition, so your entry is cancelled.'
              : CONTESTANT_STATUS[status].text}
          </p>
          <dl className="mt-4 grid gap-3 text-sm sm:grid-cols-2">
            <Fact icon={<Music className="size-4" />} term="Act">
              {contestant.performance.title}
              <span className="block text-ink-muted">
                {categoryLabel(contestant.performance.category)} · {contestant.performance.durationMinutes}{' '}
                min
              </span>
            </Fact>
            <Fact icon={<Users className="size-4" />} term="Performers">
              {contestant.isGroupPerformance ? `Group of ${members}` : 'Solo'}
              {contestant.additionalContestants.length > 0 && (
                <span className="block text-ink-muted">
                  {contestant.personalDetails.fullName},{' '}
                  {contestant.additionalContestants.map((m) => m.fullName).join(', ')}
                </span>
              )}
            </Fact>
            <Fact icon={<Coins className="size-4" />} term="Entry fee">
              {entryPaidText(contestant)}
              <span className="block text-ink-muted">
                {contestant.paymentStatus === 'COMPLETED'
                  ? 'Paid'
                  : contestant.paymentStatus === 'REFUNDED'
                    ? entryRefundText(contestant)
                    : contestant.feeCredits === 0
                      ? 'Nothing to pay'
                      : 'Not paid yet'}
              </span>
            </Fact>
            {contestant.notes && (
              <Fact icon={<Trophy className="size-4" />} term="Jury's note">
                {contestant.notes}
              </Fact>
            )}
          </dl>
        </div>
        <Timeline contestant={contestant} />
      </div>
      {(status === 'pending_payment' || canCancel || canAdd) && (
        <div className="flex flex-wrap gap-2 border-t border-line px-4 py-3 sm:px-5">
          {status === 'pending_payment' && (
            <Button size="sm" onClick={() => onOpen('pay')} icon={<Coins aria-hidden className="size-4" />}>
              Pay {formatCredits(contestant.feeCredits)}
            </Button>
          )}
          {canAdd && (
            <Button
              variant="secondary"
              size="sm"
              onClick={() => onOpen('members')}
              icon={<Users aria-hidden className="size-4" />}
            >
              Add members
            </Button>
          )}
          {canCancel && (
            <Button
              variant="danger"
              size="sm"
              className="ml-auto"
              onClick={() => onOpen('cancel')}
              icon={<Ban aria-hidden className="size-4" />}
            >
              Withdraw entry
            </Button>
          )}
        </div>
      )}
    </Card>
  );
}

/** The status history, newest last, as the jury and the contestant moved it. */
function Timeline({ contestant }: { contestant: TContestant }) {
  const history = [...contestant.history].sort((a, b) => Date.parse(a.changedAt) - Date.parse(b.changedAt));
  return (
    <section
      aria-label="Status history"
      className="self-start rounded-2xl border border-line bg-surface-muted/40 p-4"
    >
      <h3 className="flex items-center gap-2 text-sm font-semibold text-ink">
        <Clock aria-hidden className="size-4 text-ink-muted" /> History
      </h3>
      {history.length === 0 ? (
        <p className="mt-2 text-sm text-ink-muted">No changes yet.</p>
      ) : (
        <ol className="mt-3 flex flex-col">
          {history.map((entry, index) => {
            const last = index === history.length - 1;
            return (
              <li key={`${entry.changedAt}-${entry.to}`} className="relative flex gap-3 pb-4 last:pb-0">
                {!last && (
                  <span aria-hidden className="absolute top-4 bottom-0 left-[5px] w-0.5 bg-line-strong" />
                )}
                <span
                  aria-hidden
                  data-palette={CONTESTANT_STATUS[entry.to].tone}
                  className={cx(
                    'relative z-10 mt-1 size-3 shrink-0 rounded-full bg-tone-solid',
                    last && 'ring-4 ring-tone-soft',
                  )}
                />
                <div className="min-w-0 text-sm">
                  <p className={cx('font-medium', last ? 'text-ink' : 'text-ink-muted')}>
                    {CONTESTANT_STATUS[entry.to].label}
                  </p>
                  <p className="text-xs text-ink-muted">
                    <time dateTime={entry.changedAt}>{formatStamp(entry.changedAt)}</time>
                  </p>
                  {entry.notes && <p className="mt-0.5 text-xs text-ink-muted">“{entry.notes}”</p>}
                </div>
              </li>
            );
          })}
        </ol>
      )}
      <p className="sr-only">{plural(history.length, 'change')}</p>
    </section>
  );
}

function Fact({ icon, term, children }: { icon: ReactNode; term: string; children: ReactNode }) {
  return (
    <div className="relative min-w-0 pl-6.5">
      <dt className="text-xs font-semibold tracking-wide text-ink-muted uppercase">
        <span aria-hidden className="absolute top-0.5 left-0 text-ink-muted">
          {icon}
        </span>
        {term}
      </dt>
      <dd className="mt-0.5 font-medium text-ink">{children}</dd>
    </div>
  );
}
