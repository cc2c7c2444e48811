/**
 * What a waitlist tells the people in it (decision 042): seats offered to them, and a line closed before they were
 * offered any. Written in the transaction of the change (decision 041). Changes when their wording does.
 */
import type { Transaction } from 'kysely';
import type { DB } from '../../../platform/db/schema.js';
import { deadlineText } from '../../../platform/moments.js';
import { type Notice, notify } from '../../../platform/notifications/outbox.js';
import { bookingFacts, bookingText } from '../bookings/booking-notices.js';
import { seatsText } from '../bookings/hold-terms.js';
import { bookingsPage, eventCancelledText, whenText } from '../notices.js';

/**
 * Seats offered: what they are, the show's time and the offer's expiry in the event's own zone, and what to do
 * (pay, or accept a free one) before then. Once per entry: an entry is offered at most once.
 */
export async function tellOffered(
  trx: Transaction<DB>,
  offer: { bookingId: string; entryId: string; free: boolean; expiresAt: Date },
) {
  const [row] = await bookingFacts(trx, [offer.bookingId]);
  if (!row) return;
  const todo = offer.free ? 'Accept them' : 'Pay for them';
  await notify(trx, {
    userId: row.user_id,
    kind: 'waitlist-offer',
    title: `Seats for you: ${row.title}`,
    // The offer's expiry is the reader's own deadline, in their zone; the show's time in the event's (decision 053).
    body: (reader) =>
      `From the waitlist: ${bookingText(row, reader)} are held for you until ${deadlineText(offer.expiresAt, reader, row.time_zone)}. ${todo} in My bookings before then, or they go to the next person in line.`,
    link: bookingsPage(row.realm),
    onceKey: `waitlist-offer:${offer.entryId}`,
  });
}

export type ClosedEntry = {
  id: string;
  user_id: string;
  seats: number;
  realm: 'events' | 'cultural-events';
  title: string;
  time_zone: string;
  starts_at: Date;
};

/** Waiting entries closed before any seats were offered: by the organiser, or with their cancelled event. */
export async function tellClosed(
  trx: Transaction<DB>,
  entries: ClosedEntry[],
  why: 'closed' | { cancelledBecause: string },
) {
  const notices = entries.map(
    (entry): Notice => ({
      userId: entry.user_id,
      kind: 'waitlist-closed',
      title: `Waitlist closed: ${entry.title}`,
      body: (reader) =>
        `${why === 'closed' ? 'The organiser closed the waitlist, so your' : `${eventCancelledText(entry.title, why.cancelledBecause)} Your`} place in line for ${seatsText(entry.seats)} on ${whenText(entry.starts_at, entry.time_zone, reader)} has ended. No seats will be offered and nothing was charged.`,
      link: bookingsPage(entry.realm),
      onceKey: `waitlist-closed:${entry.id}`,
    }),
  );
  await notify(trx, notices);
}
