/**
 * Joining and leaving a show's waitlist (decision 042). Both run with the slot row locked, as every
 * offer does, so a join never slips past seats being freed and offered, and a leave never races its own offer.
 * Changes when who may join or leave does.
 */
import type { TRealm, TWaitlistEntry } from '@engagex/contracts';
import type { Database } from '../../../platform/db/database.js';
import type { Executor } from '../../../platform/db/transaction.js';
import { AppError, notFound } from '../../../platform/errors.js';
import { say } from '../../../platform/i18n/say.js';
import { cancelLocked, releaseLapsedHolds } from '../bookings/lifecycle.js';
import { lockForChange, lockSlots } from '../bookings/locking.js';
import { typesAvailable } from '../bookings/seats.js';
import { getEntry } from './reads.js';

const isUniqueViolation = (error: unknown) => (error as { code?: unknown }).code === '23505';

/**
 * A user joins the line of a sold-out show. Refused, changing nothing the user asked for, for an unknown or draft
 * event or slot, a cancelled event, a started show, a closed waitlist, a user already in line or holding an offer for
 * the show, a ticket type the event does not offer, and when the seats fit now: lapsed holds are released first
 * (which may offer seats to those already in line), and seats of the type still free for them are to be booked, not
 * waited for (a type's quota may be used up while the show still has seats).
 */
async function joinLine(
  db: Database,
  realm: TRealm,
  input: {
    userId: string;
    eventId: string;
    slotId: string;
    seats: number;
    ticketTypeId?: string | undefined;
  },
): Promise<TWaitlistEntry> {
  // A refusal found after lapsed holds were released is answered after that release commits.
  const outcome = await db.transaction().execute(async (trx) => {
    const event = await trx
      .selectFrom('events')
      .select(['id', 'status'])
      .where('id', '=', input.eventId)
      .where('realm', '=', realm)
      .executeTakeFirst();
    if (!event || event.status === 'draft') throw notFound('Event');
    if (event.status === 'cancelled') throw new AppError('BUSINESS_RULE', 'This event has been cancelled');
    const slot = (await lockSlots(trx, [input.slotId])).get(input.slotId);
    if (!slot || slot.event_id !== event.id) throw notFound('Slot');
    if (slot.starts_at.getTime() <= Date.now())
      throw new AppError('BUSINESS_RULE', 'This show has already started');
    if (slot.waitlist_closed_at) throw new AppError('BUSINESS_RULE', 'The waitlist for this show is closed');
    const mine = await trx
      .selectFrom('waitlist_entries')
      .select('status')
      .where('slot_id', '=', slot.id)
      .where('user_id', '=', input.userId)
      .where('status', 'in', ['waiting', 'offered'])
      .executeTakeFirst();
    if (mine) return { refused: alreadyIn(mine.status) };
    const typeId = await typeWaitedFor(trx, event.id, input.ticketTypeId);
    await releaseLapsedHolds(trx, [slot.id]);
    const now = await trx
      .selectFrom('event_slots')
      .select(['capacity', 'seats_taken'])
      .where('id', '=', slot.id)
      .executeTakeFirstOrThrow();
    // What the type can still sell here: the show's free seats, or fewer when the type's quota is nearly used.
    const ofType = (await typesAvailable(trx, [slot.id])).find((row) => row.ticket_type_id === typeId);
    const free = ofType?.available ?? now.capacity - now.seats_taken;
    if (free >= input.seats)
      return {
        refused: new AppError(
          'CONFLICT',
          say('Seats are available; book them instead ({seats, plural, one {# seat} other {# seats}} free)', {
            seats: free,
          }),
        ),
      };
    const entry = await trx
      .insertInto('waitlist_entries')
      .values({
        realm,
        event_id: event.id,
        slot_id: slot.id,
        user_id: input.userId,
        seats: input.seats,
        ticket_type_id: typeId,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return { entryId: entry.id };
  });
  if ('refused' in outcome) throw outcome.refused;
  return getEntry(db, realm, outcome.entryId, input.userId);
}

/**
 * The type a join waits for (decision 078): the one named, if it is a type of this event a buyer can see; else the
 * event's first visible type, as a booking of plain seats takes. A hidden type is bookable only with a code that
 * unlocks it, and an offer carries no code: nobody waits for one, and to a buyer it is as unknown as another
 * event's type.
 */
async function typeWaitedFor(trx: Executor, eventId: string, ticketTypeId: string | undefined) {
  let query = trx
    .selectFrom('ticket_types')
    .select('id')
    .where('event_id', '=', eventId)
    .where('hidden', '=', false);
  if (ticketTypeId) query = query.where('id', '=', ticketTypeId);
  const type = await query.orderBy('display_order').orderBy('created_at').orderBy('id').executeTakeFirst();
  if (!type) throw notFound('Ticket type');
  return type.id;
}

function alreadyIn(status: string) {
  return new AppError(
    'CONFLICT',
    status === 'offered'
      ? 'Seats from this waitlist are already held for you: pay for them or release them'
      : 'You are already on the waitlist for this show',
  );
}

/** POST …/waitlist; a unique-index refusal (a second join racing the first) answers as a later join would. */
export async function joinWaitlist(db: Database, realm: TRealm, input: Parameters<typeof joinLine>[2]) {
  try {
    return await joinLine(db, realm, input);
  } catch (error) {
    if (isUniqueViolation(error)) throw alreadyIn('waiting');
    throw error;
  }
}

/**
 * A user leaves a line they are in. A waiting entry becomes `left`. An offered entry's held booking is released
 * through the normal cancel path (cancelLocked), which ends the entry as `declined` and offers the seats to the next
 * in line. Any other status (booked, lapsed, declined, left, closed) is refused: there is nothing to leave.
 */
export async function leaveWaitlist(
  db: Database,
  realm: TRealm,
  input: { userId: string; entryId: string },
): Promise<TWaitlistEntry> {
  const seen = await db
    .selectFrom('waitlist_entries')
    .select('slot_id')
    .where('id', '=', input.entryId)
    .where('realm', '=', realm)
    .where('user_id', '=', input.userId)
    .executeTakeFirst();
  if (!seen) throw notFound('Waitlist entry');
  // An offer is a held booking and may have been transferred to another show: its slot is locked with the line's,
  // both in id order (decision 024), before the booking is, so leaving never waits on a slot out of order.
  const offerSlot = await db
    .selectFrom('bookings')
    .select('slot_id')
    .where('waitlist_entry_id', '=', input.entryId)
    .executeTakeFirst();
  const slotIds = [seen.slot_id, ...(offerSlot ? [offerSlot.slot_id] : [])];
  await db.transaction().execute(async (trx) => {
    await lockSlots(trx, slotIds);
    // An offer past its time is released as lapsed first, as the sweep would: it is no longer there to give back.
    await releaseLapsedHolds(trx, slotIds);
    const entry = await trx
      .selectFrom('waitlist_entries')
      .select(['id', 'status'])
      .where('id', '=', input.entryId)
      .executeTakeFirstOrThrow();
    if (entry.status === 'waiting') {
      await trx
        .updateTable('waitlist_entries')
        .set({ status: 'left', ended_at: new Date() })
        .where('id', '=', entry.id)
        .execute();
      return;
    }
    if (entry.status !== 'offered')
      throw new AppError(
        'CONFLICT',
        say('This waitlist entry is already {status}', { status: entry.status }),
      );
    const offer = await trx
      .selectFrom('bookings')
      .select('id')
      .where('waitlist_entry_id', '=', entry.id)
      .executeTakeFirstOrThrow();
    const { booking } = await lockForChange(
      trx,
      realm,
      { bookingId: offer.id, userId: input.userId },
      'cancel',
    );
    await cancelLocked(trx, booking, {
      reason: 'Left the waitlist',
      actorId: input.userId,
      refundTo: 'original',
    });
  });
  return getEntry(db, realm, input.entryId, input.userId);
}
