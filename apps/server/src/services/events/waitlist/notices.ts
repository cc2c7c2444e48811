/**
 * What a waitlist tells the people in it (decision 042): seats offered to them, and a line closed before they were
 * offered any. Written in the transaction of the change (decision 041). Changes when their wording does.
 */
import type { Transaction } from 'kysely';
import type { DB } from '../../../platform/db/schema.js';
import { say, written } from '../../../platform/i18n/say.js';
import { deadlineText } from '../../../platform/moments.js';
import { type Notice, notify } from '../../../platform/notifications/outbox.js';
import { bookingFacts, bookingSaid } from '../bookings/booking-notices.js';
import { bookingsPage, eventCancelledSaid, whenText } from '../notices.js';

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
  const event = written(row.title, { 'hi-IN': row.title_hi });
  await notify(trx, {
    userId: row.user_id,
    kind: 'waitlist-offer',
    title: say('Seats for you: {event}', { event }),
    // The offer's expiry is the reader's own deadline, in their zone; the show's time in the event's (decision 053).
    body: (reader, language) => {
      const facts = {
        booking: bookingSaid(row, reader, language),
        deadline: deadlineText(offer.expiresAt, reader, row.time_zone, language),
      };
      return offer.free
        ? say(
            'From the waitlist: {booking} are held for you until {deadline}. Accept them in My bookings before then, or they go to the next person in line.',
            facts,
          )
        : say(
            'From the waitlist: {booking} are held for you until {deadline}. Pay for them in My bookings before then, or they go to the next person in line.',
            facts,
          );
    },
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
      title: say('Waitlist closed: {event}', { event: entry.title }),
      body: (reader, language) => {
        const place = {
          seats: entry.seats,
          when: whenText(entry.starts_at, entry.time_zone, reader, language),
        };
        return why === 'closed'
          ? say(
              'The organiser closed the waitlist, so your place in line for {seats, plural, one {# seat} other {# seats}} on {when} has ended. No seats will be offered and nothing was charged.',
              place,
            )
          : say(
              '{cancelled} Your place in line for {seats, plural, one {# seat} other {# seats}} on {when} has ended. No seats will be offered and nothing was charged.',
              { ...place, cancelled: eventCancelledSaid(entry.title, why.cancelledBecause) },
            );
      },
      link: bookingsPage(entry.realm),
      onceKey: `waitlist-closed:${entry.id}`,
    }),
  );
  await notify(trx, notices);
}
