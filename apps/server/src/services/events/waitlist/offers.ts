/**
 * Offering freed seats to a show's waitlist (decision 042): an offer is a held booking of the entry's
 * own, its seats taken through seats.ts like any hold, so `seats_taken` keeps counting offers, holds and tickets and
 * capacity is never exceeded. Called by seats.ts whenever seats come back (and by a capacity raise), in the same
 * transaction, so no path that frees seats can forget the line. Changes when who is offered what does.
 */

import { DEFAULT_WAITLIST_OFFER_MINUTES } from '@engagex/contracts';
import type { Transaction } from 'kysely';
import { recordActivity } from '../../../platform/activity.js';
import type { DB } from '../../../platform/db/schema.js';
import { say } from '../../../platform/i18n/say.js';
import { takeSeats } from '../bookings/seats.js';
import { tellOffered } from './notices.js';

/**
 * How long an offer stays held. Seats are freed deep inside the booking core (seats.ts), where no app or config is
 * at hand, so the events service sets it once from WAITLIST_OFFER_MINUTES when it starts (services/events/index.ts).
 */
let offerMinutes = DEFAULT_WAITLIST_OFFER_MINUTES;
export function setOfferMinutes(minutes: number) {
  offerMinutes = minutes;
}
export const offerExpiry = (now: Date) => new Date(now.getTime() + offerMinutes * 60_000);

/** The show as an offer needs it, read on the slot row the caller locked. */
async function offerableShow(trx: Transaction<DB>, slotId: string) {
  return trx
    .selectFrom('event_slots as s')
    .innerJoin('events as e', 'e.id', 's.event_id')
    .select([
      's.id',
      's.capacity',
      's.seats_taken',
      's.starts_at',
      's.waitlist_closed_at',
      'e.id as event_id',
      'e.realm',
      'e.status',
      'e.title',
      'e.price_credits',
    ])
    .where('s.id', '=', slotId)
    .executeTakeFirst();
}

/**
 * With the slot row locked by the caller and its freed seats already back: while the event is on sale, the show has
 * not started and its waitlist is open, each waiting entry, in line order (created_at, id), whose seats fit what is
 * free is offered them as a held booking. An entry that does not fit is skipped, not a wall: the next one that fits
 * is offered (decision 042). Seats that fit nobody waiting stay on open sale. Answers the entries offered.
 */
export async function offerFreedSeats(trx: Transaction<DB>, slotId: string): Promise<string[]> {
  const show = await offerableShow(trx, slotId);
  const now = new Date();
  if (show?.status !== 'published' || show.waitlist_closed_at !== null) return [];
  if (show.starts_at.getTime() <= now.getTime()) return [];
  let free = show.capacity - show.seats_taken;
  if (free <= 0) return [];
  const line = await trx
    .selectFrom('waitlist_entries')
    .select(['id', 'user_id', 'seats'])
    .where('slot_id', '=', slotId)
    .where('status', '=', 'waiting')
    .where('seats', '<=', free)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  const expiresAt = offerExpiry(now);
  const offered: string[] = [];
  for (const entry of line) {
    if (free === 0) break;
    if (entry.seats > free) continue;
    // Cannot fail on the locked row with room counted above; checked anyway, as every taker of seats is.
    if (!(await takeSeats(trx, slotId, entry.seats))) break;
    free -= entry.seats;
    const booking = await trx
      .insertInto('bookings')
      .values({
        realm: show.realm,
        event_id: show.event_id,
        slot_id: slotId,
        user_id: entry.user_id,
        seats: entry.seats,
        status: 'held',
        hold_expires_at: expiresAt,
        price_credits: show.price_credits,
        payment_method: null,
        payment_status: 'PENDING',
        waitlist_entry_id: entry.id,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx
      .updateTable('waitlist_entries')
      .set({ status: 'offered', offered_at: now })
      .where('id', '=', entry.id)
      .execute();
    await recordActivity(trx, {
      userId: entry.user_id,
      kind: 'event_booked',
      title: say('Offered {seats, plural, one {# seat} other {# seats}} from the waitlist for {event}', {
        seats: entry.seats,
        event: show.title,
      }),
      moduleId: 'events',
      reference: `booking:${booking.id}`,
    });
    await tellOffered(trx, {
      bookingId: booking.id,
      entryId: entry.id,
      free: show.price_credits === 0,
      expiresAt,
    });
    offered.push(entry.id);
  }
  return offered;
}
