/**
 * Holding seats (POST …/bookings): the grouped statement first, the step-by-step transaction for anything it could
 * not take, and the Idempotency-Key that makes a retry answer the first hold (decision 033). Changes when how a
 * hold is attempted or replayed does.
 */
import { randomUUID } from 'node:crypto';
import type { TBooking, TRealm } from '@engagex/contracts';
import type { Database } from '../../../platform/db/database.js';
import { GroupCommit } from '../../../platform/db/group-commit.js';
import { AppError, notFound } from '../../../platform/errors.js';
import { requestHash } from '../../../platform/idempotency.js';
import { refuseHoldUnlessAdmitted } from '../waiting-room/gate.js';
import { holdSeatsStepByStep } from './hold-step-by-step.js';
import type { HoldKey, HoldRequest } from './hold-terms.js';
import { holdSeatsTogether, type QueuedHold } from './hold-together.js';
import { linesOfOrder } from './lines.js';
import { priceOrder, promoProblem, readOrderFacts, recentOrderFacts } from './order.js';
import { type BookingView, getBooking, toBooking } from './reads.js';

/**
 * Holds on one slot are group-committed (platform/db/group-commit.ts): while two statements for the slot are in
 * flight, newcomers queue in the process and the next statement takes seats for all of them at once. Two holds
 * with one Idempotency-Key never share a statement (the second would fail the whole lot on the unique index).
 */
const slotHolds = new GroupCommit<QueuedHold, BookingView | null>({
  inFlight: 2,
  batchLimit: 32,
  writeTogether: holdSeatsTogether,
  conflictKey: (hold) => (hold.idempotency ? `key:${hold.userId}:${hold.idempotency.key}` : hold.nonce),
});

/** The hold first made with this user's Idempotency-Key, or null. */
async function heldWithKey(db: Database, realm: TRealm, userId: string, key: string) {
  return db
    .selectFrom('bookings')
    .select(['id', 'request_hash'])
    .where('realm', '=', realm)
    .where('user_id', '=', userId)
    .where('idempotency_key', '=', key)
    .executeTakeFirst();
}

/**
 * A retry with a key already used: the same request answers the booking the first one made (as it stands now:
 * a retry after the hold was paid sees it paid), a different request with the key is refused, changing nothing.
 */
async function replayHold(
  db: Database,
  realm: TRealm,
  input: { userId: string; first: { id: string; request_hash: string | null }; hash: string },
) {
  if (input.first.request_hash !== input.hash) {
    throw new AppError(
      'BUSINESS_RULE',
      'This Idempotency-Key was already used for a different booking request; send a new key',
      [{ path: 'headers.idempotency-key', message: 'Already used for a different request' }],
    );
  }
  return getBooking(db, realm, { bookingId: input.first.id, userId: input.userId, admin: false });
}

const isUniqueViolation = (error: unknown) => (error as { code?: unknown }).code === '23505';

/** An event with no ticket types: why it cannot be booked (not found, a draft, cancelled), else nothing on sale. */
async function assertEventOnSale(db: Database, realm: TRealm, eventId: string) {
  const event = await db
    .selectFrom('events')
    .select('status')
    .where('id', '=', eventId)
    .where('realm', '=', realm)
    .executeTakeFirst();
  if (!event || event.status === 'draft') throw notFound('Event');
  if (event.status === 'cancelled') throw new AppError('BUSINESS_RULE', 'This event has been cancelled');
}

/**
 * A hold: the seats are taken and the booking written, or nothing is; a free event's booking is confirmed at once.
 * Most holds succeed, so they are tried first together with the other holds queued on the slot
 * (holdSeatsTogether); any refusal is worked out by the step-by-step path, which also frees lapsed holds before it
 * says "Sold out".
 *
 * With an Idempotency-Key (Stripe's and the IETF draft's header), a retry after a timeout or a 503 never holds
 * seats twice: the key is stored with the booking under a unique index, so a copy that races the first, on
 * any process, fails its insert (its seats rolled back with it) and answers the first booking instead.
 */
export async function holdSeats(
  db: Database,
  realm: TRealm,
  input: HoldRequest & { idempotencyKey?: string | undefined },
): Promise<{ booking: TBooking; replayed: boolean }> {
  const { idempotencyKey, ...request } = input;
  const idempotency: HoldKey = idempotencyKey
    ? { key: idempotencyKey, hash: requestHash({ ...request, realm }) }
    : null;
  const replay = async () => {
    if (!idempotency) return null;
    const first = await heldWithKey(db, realm, request.userId, idempotency.key);
    return first ? replayHold(db, realm, { userId: request.userId, first, hash: idempotency.hash }) : null;
  };
  const before = await replay();
  if (before) return { booking: before, replayed: true };
  // The waiting room (decision 080) after the replay: a retry answers the hold its admission made, even once the
  // admission ran out, as it takes no seat. A new hold on a room's event without an admission stops here.
  await refuseHoldUnlessAdmitted(db, request.eventId, request.userId);
  // The order is priced and its answers checked before anything is held (decision 078): a refusal holds nothing.
  const now = new Date();
  // Without a code, the facts this process read a moment ago will do for the grouped statement (order.ts says
  // why); a hold that goes step by step is priced again on facts read now.
  const recent = !request.promoCode;
  const facts = recent
    ? await recentOrderFacts(db, request.eventId)
    : await readOrderFacts(db, request.eventId, request.promoCode);
  if (request.promoCode) {
    const problem = promoProblem(facts.promo, now);
    if (problem) throw problem;
  }
  if (facts.types.length === 0) await assertEventOnSale(db, realm, request.eventId);
  const order = priceOrder(facts, request, now);
  const hold = { userId: request.userId, eventId: request.eventId, slotId: request.slotId, order };
  const [line] = order.lines;
  const stepByStep = async () =>
    recent
      ? {
          ...hold,
          order: priceOrder(await readOrderFacts(db, request.eventId, undefined), request, new Date()),
        }
      : hold;
  try {
    // One type without a code: the grouped statement, queued per show and type.
    if (line && order.lines.length === 1 && !order.promoCodeId) {
      const held = await slotHolds.write(`${realm}:${request.eventId}:${request.slotId}:${line.type.id}`, {
        ...hold,
        db,
        realm,
        idempotency,
        nonce: randomUUID(),
      });
      // The statement wrote the order's items and tickets as they are: the answer needs no read of them.
      if (held) return { booking: toBooking(held, linesOfOrder(realm, order, held, null)), replayed: false };
    }
    const bookingId = await holdSeatsStepByStep(db, realm, await stepByStep(), idempotency);
    return {
      booking: await getBooking(db, realm, { bookingId, userId: request.userId, admin: false }),
      replayed: false,
    };
  } catch (error) {
    const raced = idempotency && isUniqueViolation(error) ? await replay() : null;
    if (raced) return { booking: raced, replayed: true };
    throw error;
  }
}
