import type { TBooking, TRealm } from '@engagex/contracts';
import { ArrowLeft, TicketX } from 'lucide-react';
import { Link } from 'react-router';
import { isApiError } from '@/lib/api-error';
import { eventTitle } from '@/lib/content-text';
import { buttonClasses } from '@/ui/Button';
import { Card, Skeleton } from '@/ui/Card';
import { EmptyState } from '@/ui/states';
import { useBooking } from '../api/get-booking';
import { t } from '../later/messages';
import { OfflineNotice } from '../offline/OfflineTickets';
import { isOffline, useTicketWallet } from '../offline/use-ticket-wallet';
import { bookingsPath } from '../paths';
import { EventsHeader } from './EventsHeader';
import { ErrorNotice } from './feedback';
import { TicketView } from './TicketView';

/**
 * /events/bookings/:bookingId: one ticket on a page of its own, to keep open at the door. Without a network it
 * shows the copy this device saved; while the server is still answering, that copy shows at once.
 */
export function TicketPage({ realm, bookingId }: { realm: TRealm; bookingId: string }) {
  const booking = useBooking(realm, bookingId);
  const wallet = useTicketWallet();
  const saved = wallet?.tickets.find((ticket) => ticket.booking.id === bookingId)?.booking;
  const offline = isOffline(booking);
  const back = (
    <Link to={bookingsPath(realm)} className={buttonClasses({ variant: 'ghost', className: 'self-start' })}>
      <ArrowLeft aria-hidden className="size-4" /> {t('bookings.all')}
    </Link>
  );

  let body: React.ReactNode;
  if (offline) {
    body = (
      <>
        <OfflineNotice savedAt={wallet?.savedAt ?? null} />
        {saved ? (
          <TicketCard booking={saved} saved />
        ) : (
          <EmptyState
            framed
            icon={<TicketX className="size-6" />}
            title={t('ticket.notSaved.title')}
            text={t('ticket.notSaved.text')}
          />
        )}
      </>
    );
  } else if (booking.data) {
    body =
      booking.data.status === 'confirmed' ? (
        <TicketCard booking={booking.data} realm={realm} />
      ) : (
        <EmptyState
          framed
          icon={<TicketX className="size-6" />}
          title={t('ticket.none.title')}
          text={t('ticket.none.text', { status: booking.data.status })}
        />
      );
  } else if (booking.isError) {
    body =
      isApiError(booking.error) && booking.error.code === 404 ? (
        <EmptyState
          framed
          icon={<TicketX className="size-6" />}
          title={t('ticket.notFound.title')}
          text={t('ticket.notFound.text')}
        />
      ) : (
        <ErrorNotice
          title={t('ticket.failed')}
          error={booking.error}
          onRetry={() => void booking.refetch()}
        />
      );
  } else if (saved) {
    body = <TicketCard booking={saved} saved />;
  } else {
    body = (
      <div aria-busy="true">
        <span role="status" className="sr-only">
          {t('ticket.loading')}
        </span>
        <Skeleton className="h-[32rem] rounded-2xl" />
      </div>
    );
  }

  return (
    <div className="mx-auto flex w-full max-w-xl flex-col gap-6">
      <title>{t('ticket.pageTitle')}</title>
      <EventsHeader title={t('ticket.title')} description={t('ticket.showAtEntrance')} />
      {body}
      {back}
    </div>
  );
}

function TicketCard({ booking, realm, saved }: { booking: TBooking; realm?: TRealm; saved?: boolean }) {
  return (
    <Card aria-labelledby="ticket-title" role="article" className="flex flex-col gap-4 p-4 sm:p-6">
      <h2 id="ticket-title" className="text-center text-lg font-semibold">
        {eventTitle(booking.event)}
      </h2>
      <TicketView booking={booking} realm={realm} saved={saved} printAlone />
    </Card>
  );
}
