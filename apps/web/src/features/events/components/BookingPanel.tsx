import type { TEvent, TEventSlot, TQuestion, TTicketType } from '@engagex/contracts';
import { Suspense, useEffect, useRef, useState } from 'react';
import { lazy } from '@/i18n/lazy';
import { Card, Skeleton } from '@/ui/Card';
import { HeldOrNew } from './HeldOrNew';

/**
 * A booking in progress (`?booking=`) is the rarer arrival: its steps, with the ticket's QR code, load only then
 * (decision 081).
 */
const BookingProgress = lazy(() => import('./BookingProgress').then((m) => ({ default: m.BookingProgress })));

/**
 * Booking on the event page: pick a show and seats → the seats are held (15 minutes, counted down) → pay with
 * credits or at the gateway's checkout → the ticket. The booking in progress is in the URL (`?booking=`), so a
 * reload, or "Pay now" from My bookings, lands on the same step. Coming back without it, the user's live holds
 * for the event come first: a second booking is offered only on purpose ("Book more seats").
 */
export function BookingPanel({
  event,
  initialSlots,
  ticketTypes,
  questions,
  bookingId,
  onBookingChange,
}: {
  event: TEvent;
  initialSlots: TEventSlot[];
  /** The types on offer and the questions asked per attendee, from the event detail (decision 078). */
  ticketTypes?: TTicketType[] | undefined;
  questions?: TQuestion[] | undefined;
  bookingId: string | null;
  onBookingChange: (bookingId: string | null) => void;
}) {
  // When a step replaces the panel's content, focus follows to its new heading (not on a fresh page load).
  const [moves, setMoves] = useState(0);
  const panel = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const root = panel.current;
    if (moves === 0 || !root) return;
    const focusHeading = () => {
      const heading = root.querySelector<HTMLElement>('h2');
      heading?.focus();
      return heading !== null;
    };
    if (focusHeading()) return;
    // A step whose code is still loading (decision 081): its heading takes focus when it arrives.
    const observer = new MutationObserver(() => {
      if (focusHeading()) observer.disconnect();
    });
    observer.observe(root, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, [moves]);
  const moved = () => setMoves((n) => n + 1);
  const change = (id: string | null) => {
    moved();
    onBookingChange(id);
  };
  return (
    <div ref={panel}>
      <Card className="flex flex-col gap-5 p-5 [&_h2]:outline-none">
        {bookingId ? (
          <Suspense fallback={<Skeleton className="h-32" />}>
            <BookingProgress
              realm={event.realm}
              bookingId={bookingId}
              onDone={() => change(null)}
              onStep={moved}
            />
          </Suspense>
        ) : (
          <HeldOrNew
            event={event}
            initialSlots={initialSlots}
            ticketTypes={ticketTypes}
            questions={questions}
            onOpen={change}
            onStep={moved}
          />
        )}
      </Card>
    </div>
  );
}
