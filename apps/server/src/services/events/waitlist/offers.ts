/**
 * Offering freed seats to a show's waitlist (decision 042): an offer is a held booking of the entry's
 * own, its seats taken through seats.ts like any hold, so `seats_taken` keeps counting offers, holds and tickets and
 * capacity is never exceeded. Called by seats.ts whenever seats come back (and by a capacity raise), in the same
 * transaction, so no path that frees seats can forget the line. Changes when who is offered what does.
 */

import { randomUUID } from 'node:crypto';
import { DEFAULT_WAITLIST_OFFER_MINUTES } from '@engagex/contracts';
import type { Transaction } from 'kysely';
import { recordActivity } from '../../../platform/activity.js';
import type { DB } from '../../../platform/db/schema.js';
import { say } from '../../../platform/i18n/say.js';
import { readOrderFacts } from '../bookings/order.js';
import { giveShowSeatsBack, takeSeats, takeTypeSeats } from '../bookings/seats.js';
import { newTicketCode, writeLines } from '../bookings/tickets.js';
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

/** The event's types, in display order, as an offer prices them. */
const offerTypes = async (trx: Transaction<DB>, eventId: string) =>
  (await readOrderFacts(trx, eventId, undefined)).types;

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
    .select(['id', 'user_id', 'seats', 'ticket_type_id'])
    .where('slot_id', '=', slotId)
    .where('status', '=', 'waiting')
    .where('seats', '<=', free)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  // Most releases find nobody waiting: the types are read only for a line to offer to.
  if (line.length === 0) return [];
  const expiresAt = offerExpiry(now);
  const offered: string[] = [];
  const types = await offerTypes(trx, show.event_id);
  for (const entry of line) {
    if (free === 0) break;
    if (entry.seats > free) continue;
    // The type waited for (decision 078); an entry from before types waits for the event's first.
    const type = types.find((candidate) => candidate.id === entry.ticket_type_id) ?? types[0];
    if (!type) break;
    // Cannot fail on the locked row with room counted above; checked anyway, as every taker of seats is.
    if (!(await takeSeats(trx, slotId, entry.seats))) break;
    // The type's quota may still be full though the show has room: the entry waits on, the next may fit.
    if (!(await takeTypeSeats(trx, slotId, [{ ticketTypeId: type.id, seats: entry.seats }]))) {
      await giveShowSeatsBack(trx, slotId, entry.seats);
      continue;
    }
    free -= entry.seats;
    const total = type.price_credits * entry.seats;
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
        price_credits: type.price_credits,
        total_credits: total,
        payment_method: null,
        payment_status: 'PENDING',
        waitlist_entry_id: entry.id,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await writeLines(trx, booking.id, {
      lines: [{ type, quantity: entry.seats, unitPrice: type.price_credits, unitDiscount: 0 }],
      tickets: Array.from({ length: entry.seats }, (_, index) => ({
        id: randomUUID(),
        code: newTicketCode(),
        typeId: type.id,
        position: index + 1,
        price: type.price_credits,
        name: null,
        email: null,
        answers: {},
      })),
    });
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
      free: total === 0,
      expiresAt,
    });
    offered.push(entry.id);
  }
  return offered;
}
