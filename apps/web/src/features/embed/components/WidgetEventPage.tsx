/**
 * The booking widget's page (decision 095): an event's shows, ticket types and booking, as the event page has them,
 * in a compact frame without the portal's navigation, sized to its content for the page around it. Before sign-in it
 * shows the event from the public read (decision 097); the session is the frame's own, in memory: the visitor signs
 * in through a popup on the portal's origin, and pays by card in a window of the portal's own (decision 105). Changes
 * when the widget shows something new.
 */
import type { TBooking, TRealm } from '@engagex/contracts';
import { CalendarDays } from 'lucide-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { useEvent } from '@/features/events/api/get-event';
import { PayByCardElsewhereContext } from '@/features/events/checkout-elsewhere';
import { BookingPanel } from '@/features/events/components/BookingPanel';
import { useCurrentUser } from '@/lib/account';
import { isApiError } from '@/lib/api-error';
import { realmFromParam } from '@/lib/realm';
import { isRecordId } from '@/lib/record-id';
import { getAuthToken } from '@/lib/storage';
import { Card, Skeleton } from '@/ui/Card';
import { EmptyState, LoadError } from '@/ui/states';
import { useWidgetEvent } from '../api/get-widget-event';
import { widgetCheckoutHref } from '../checkout-href';
import { openCheckoutWindow, openLinksInNewTab, reportHeight } from '../frame';
import { t } from '../messages';
import { PayInWindow } from './PayInWindow';
import { SignInToBook } from './SignInToBook';
import { WidgetHeader, WidgetPreview } from './WidgetPreview';

/** `/embed/events/:eventId?realm=`: the realm as embed.js names it, the events realm when it names none. */
export function WidgetEventRoute() {
  const { eventId } = useParams();
  const [params] = useSearchParams();
  const widget = useRef<HTMLElement>(null);
  useEffect(() => (widget.current ? reportHeight(widget.current) : undefined), []);
  return (
    <main ref={widget} onClickCapture={openLinksInNewTab} className="flex flex-col gap-4 p-3">
      {isRecordId(eventId) ? (
        <WidgetEvent key={eventId} realm={realmFromParam(params.get('realm'))} eventId={eventId} />
      ) : (
        <NotAvailable />
      )}
      <a
        href="/"
        target="_blank"
        rel="noopener"
        className="self-center text-xs text-ink-muted underline-offset-2 hover:underline"
      >
        {t('poweredBy')}
      </a>
    </main>
  );
}

function WidgetEvent({ realm, eventId }: { realm: TRealm; eventId: string }) {
  const [signedIn, setSignedIn] = useState(() => getAuthToken() !== null);
  const onSignedIn = () => setSignedIn(true);
  return signedIn ? (
    <WidgetBooking realm={realm} eventId={eventId} />
  ) : (
    <WidgetSignedOut realm={realm} eventId={eventId} onSignedIn={onSignedIn} />
  );
}

/**
 * Before sign-in: the event from the public read (decision 097). An event it does not answer for (a cancelled one,
 * one no site frames, a page opened by hand) still offers the sign-in, after which the event page's own read says.
 */
function WidgetSignedOut({
  realm,
  eventId,
  onSignedIn,
}: {
  realm: TRealm;
  eventId: string;
  onSignedIn: () => void;
}) {
  const query = useWidgetEvent(realm, eventId);
  if (query.isPending) return <Skeleton className="h-64 rounded-2xl" />;
  if (query.isSuccess) return <WidgetPreview widget={query.data} onSignedIn={onSignedIn} />;
  const notFound = isApiError(query.error) && query.error.code === 404;
  return (
    <>
      {!notFound && (
        <LoadError title={t('failed')} error={query.error} onRetry={() => void query.refetch()} />
      )}
      <WidgetSignIn onSignedIn={onSignedIn} />
    </>
  );
}

function WidgetSignIn({ onSignedIn }: { onSignedIn: () => void }) {
  return (
    <Card className="flex flex-col items-start gap-3 p-5">
      <h1 className="text-lg font-semibold">{t('signIn.heading')}</h1>
      <p className="text-sm text-ink-muted">{t('signIn.text')}</p>
      <SignInToBook onSignedIn={onSignedIn} />
    </Card>
  );
}

/**
 * A card payment under way in its own window: which booking, the window (null when the browser did not let it open,
 * so the link opens a tab instead, which the frame cannot watch), which try.
 */
type Paying = { bookingId: string; opened: Window | null; attempt: number };

function WidgetBooking({ realm, eventId }: { realm: TRealm; eventId: string }) {
  const query = useEvent(realm, eventId);
  const [params, setParams] = useSearchParams();
  const [paying, setPaying] = useState<Paying | null>(null);
  // Whose hold it is, for the window to check its own session against (decision 110): the frame's user's id.
  const holder = useCurrentUser().data?.id;
  const setBooking = useCallback(
    (id: string | null) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          if (id) next.set('booking', id);
          else next.delete('booking');
          return next;
        },
        { replace: true, preventScrollReset: true },
      ),
    [setParams],
  );
  // The checkout page may not be framed: paying by card opens it in a window, from the click itself (decision 105).
  const payByCard = useCallback(
    (booking: TBooking) => {
      const opened = openCheckoutWindow(widgetCheckoutHref(realm, booking.id, { popup: true, holder }));
      setPaying((current) => ({
        bookingId: booking.id,
        opened,
        attempt: (current?.attempt ?? 0) + 1,
      }));
    },
    [realm, holder],
  );
  const bookingId = paying?.bookingId;
  const settled = useCallback(() => {
    setPaying(null);
    if (bookingId) setBooking(bookingId);
  }, [bookingId, setBooking]);
  // Seats let go from the waiting card: the booking panel starts again from the seats.
  const released = useCallback(() => {
    setPaying(null);
    setBooking(null);
  }, [setBooking]);

  if (query.isPending) return <Skeleton className="h-64 rounded-2xl" />;
  if (query.isError) {
    if (isApiError(query.error) && query.error.code === 404) return <NotAvailable />;
    return <LoadError title={t('failed')} error={query.error} onRetry={() => void query.refetch()} />;
  }
  const { event, slots, ticketTypes, questions } = query.data;
  return (
    <article aria-labelledby="widget-title" className="flex flex-col gap-3">
      <WidgetHeader event={event} />
      <section aria-label={t('booking')}>
        {paying ? (
          <Card className="flex flex-col gap-5 p-5 [&_h2]:outline-none">
            <PayInWindow
              key={paying.attempt}
              realm={realm}
              bookingId={paying.bookingId}
              opened={paying.opened}
              holder={holder}
              onSettled={settled}
              onReleased={released}
              onTryAgain={payByCard}
              onOtherWay={() => setPaying(null)}
            />
          </Card>
        ) : (
          <PayByCardElsewhereContext.Provider value={payByCard}>
            <BookingPanel
              event={event}
              initialSlots={slots}
              ticketTypes={ticketTypes}
              questions={questions}
              bookingId={params.get('booking')}
              onBookingChange={setBooking}
            />
          </PayByCardElsewhereContext.Provider>
        )}
      </section>
    </article>
  );
}

function NotAvailable() {
  return (
    <EmptyState
      framed
      icon={<CalendarDays className="size-6" />}
      title={t('notFound.title')}
      text={t('notFound.text')}
    />
  );
}
