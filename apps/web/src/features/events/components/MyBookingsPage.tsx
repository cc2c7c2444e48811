import type { TBooking, TRealm } from '@engagex/contracts';
import { Ticket } from 'lucide-react';
import { Suspense, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { lazy } from '@/i18n/lazy';
import { pageFrom, withPage } from '@/lib/page-param';
import { realmFromParam } from '@/lib/realm';
import { useRealmWithItems } from '@/lib/use-realm-with-items';
import { buttonClasses } from '@/ui/Button';
import { Skeleton } from '@/ui/Card';
import { cx } from '@/ui/cx';
import { Pagination } from '@/ui/Pagination';
import { EmptyState } from '@/ui/states';
import { myBookingsQueryOptions, useMyBookings } from '../api/list-my-bookings';
import { t } from '../later/messages';
import { OfflineTickets } from '../offline/OfflineTickets';
import { isOffline, useTicketWallet } from '../offline/use-ticket-wallet';
import { listPath } from '../paths';
import { BookingCard } from './BookingCard';
import type { BookingDialogKind } from './BookingDialogs';
import { EventsHeader } from './EventsHeader';
import { ErrorNotice } from './feedback';
import { MyWaitlists } from './MyWaitlists';
import { RealmTabs } from './RealmTabs';

const BookingDialogs = lazy(() => import('./BookingDialogs'));

/**
 * /events/bookings: the signed-in user's bookings of one realm, newest first, with what each allows. Opened
 * without a realm it shows the one that has the user's bookings.
 */
export function MyBookingsPage() {
  const [params, setParams] = useSearchParams();
  const realm = realmFromParam(params.get('realm'));
  const page = pageFrom(params);
  const bookings = useMyBookings(realm, page);
  const other = useMyBookings(realm === 'events' ? 'cultural-events' : 'events', 1);
  const deciding = useRealmWithItems((side) => myBookingsQueryOptions(side, 1));
  const [dialog, setDialog] = useState<{ kind: BookingDialogKind; booking: TBooking } | null>(null);
  const [open, setOpen] = useState(false);
  // Saved on this device at each visit, shown when the server cannot be reached.
  const wallet = useTicketWallet();

  const counts = {
    [realm]: bookings.data?.total,
    [realm === 'events' ? 'cultural-events' : 'events']: other.data?.total,
  } as Partial<Record<TRealm, number>>;

  const show = (kind: BookingDialogKind, booking: TBooking) => {
    setDialog({ kind, booking });
    setOpen(true);
  };

  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col gap-6">
      <title>{t('bookings.pageTitle')}</title>
      <EventsHeader title={t('sections.bookings')} description={t('bookings.description')} />
      <RealmTabs realm={realm} label={t('bookings.catalogue')} counts={counts} />
      <MyWaitlists realm={realm} />

      {isOffline(bookings) ? (
        <OfflineTickets saved={wallet} />
      ) : bookings.isPending || deciding ? (
        <div aria-busy="true" className="flex flex-col gap-4">
          <span role="status" className="sr-only">
            {t('bookings.loading')}
          </span>
          {[0, 1, 2].map((key) => (
            <Skeleton key={key} className="h-40 rounded-2xl" />
          ))}
        </div>
      ) : bookings.isError ? (
        <ErrorNotice
          title={t('bookings.failed')}
          error={bookings.error}
          onRetry={() => void bookings.refetch()}
        />
      ) : bookings.data.items.length === 0 ? (
        <EmptyState
          framed
          icon={<Ticket className="size-6" />}
          title={t('bookings.empty.title')}
          text={t('bookings.empty.text')}
          action={
            <Link to={listPath(realm)} className={buttonClasses()}>
              {t('bookings.empty.find')}
            </Link>
          }
        />
      ) : (
        <>
          <ul className={cx('flex flex-col gap-4', bookings.isPlaceholderData && 'opacity-60')}>
            {bookings.data.items.map((booking) => (
              <li key={booking.id}>
                <BookingCard booking={booking} realm={realm} onOpen={(kind) => show(kind, booking)} />
              </li>
            ))}
          </ul>
          <Pagination
            label={t('bookings.pages')}
            page={bookings.data.page}
            totalPages={bookings.data.totalPages}
            busy={bookings.isPlaceholderData}
            onPageChange={(next) => setParams((current) => withPage(current, next), { replace: true })}
          />
        </>
      )}

      {dialog && (
        <Suspense fallback={null}>
          <BookingDialogs
            kind={dialog.kind}
            booking={
              // The list's fresh copy once it is read again: a ticket cancelled or renamed in the open dialog shows.
              bookings.data?.items.find((fresh) => fresh.id === dialog.booking.id) ?? dialog.booking
            }
            realm={realm}
            open={open}
            onOpenChange={setOpen}
          />
        </Suspense>
      )}
    </div>
  );
}
