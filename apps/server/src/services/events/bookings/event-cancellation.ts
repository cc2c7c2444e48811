/**
 * An organiser cancels an event (POST …/events/{id}/cancel, decision 052): every booking and entry the rules let
 * go is cancelled and paid back. Changes when what an event's cancellation takes with it does (decision 033).
 */
import type { TRealm } from '@engagex/contracts';
import type { Transaction } from 'kysely';
import type { Database } from '../../../platform/db/database.js';
import type { DB } from '../../../platform/db/schema.js';
import type { PaymentGateway } from '../../../platform/payments/gateway.js';
import { settleRefundQuietly } from '../../main/index.js';
import { lockEntriesToWithdraw, withdrawEntries } from '../contestants/withdrawal.js';
import { closeEventWaitlists } from '../waitlist/close.js';
import { type CancelledHolding, tellEventCancelled } from './event-cancelled-notices.js';
import { holdLapsed } from './hold-terms.js';
import { cancelLocked } from './lifecycle.js';
import { lockSlots } from './locking.js';
import { stagesAllowing, transitionProblem } from './transitions.js';

/** How many gateway refunds the organiser's request waits for; the refund sweep takes any beyond them. */
const SETTLED_WITH_THE_REQUEST = 25;

/**
 * An organiser cancels (withdraws) an event: its bookings and its competition entries are cancelled and their money
 * goes back, a gateway payment to the card or account it came from (decision 038), and each person who held a place
 * is told once, with what happens to their money; its waitlists close, and those waiting are told. Runs in the transaction that marks the event cancelled;
 * `settleEventRefunds` asks the gateway after it commits.
 */
export async function cancelEverythingPaidFor(
  trx: Transaction<DB>,
  realm: TRealm,
  input: { eventId: string; actorId: string; eventTitle: string; reason: string },
) {
  // Every row this waits for is locked before any money moves (entries, then the slots and bookings): a booker or
  // entrant cancelling meanwhile holds their row and then the ledger's, so waiting for them while holding ledger
  // rows would be a deadlock.
  const entries = await lockEntriesToWithdraw(trx, realm, input.eventId);
  const bookings = await cancelEventBookings(trx, realm, input);
  // After the bookings: the event is already cancelled here, so the seats they freed were offered to nobody.
  await closeEventWaitlists(trx, input.eventId, input.reason);
  const withdrawn = await withdrawEntries(trx, entries, input);
  await tellEventCancelled(trx, realm, { id: input.eventId, title: input.eventTitle, reason: input.reason }, [
    ...bookings,
    ...withdrawn,
  ]);
}

/**
 * Every booking of the event the table lets go is cancelled (holds released, paid bookings refunded, a gateway
 * payment to the original payment as decision 038 defaults); a used ticket, or a booking whose show has started,
 * keeps its state. Runs in the transaction that marks the event cancelled, with every slot of the event locked
 * first, so no payment or transfer slips between. The gateway is asked after commit (`settleEventRefunds`), since
 * this transaction cannot wait on it booking by booking. Answers the bookings it let go, for the holders' notice.
 */
async function cancelEventBookings(
  trx: Transaction<DB>,
  realm: TRealm,
  input: { eventId: string; actorId: string; eventTitle: string; reason: string },
): Promise<CancelledHolding[]> {
  const slots = await trx
    .selectFrom('event_slots')
    .select('id')
    .where('event_id', '=', input.eventId)
    .execute();
  if (slots.length === 0) return [];
  await lockSlots(
    trx,
    slots.map((slot) => slot.id),
  );
  const bookings = await trx
    .selectFrom('bookings')
    .selectAll()
    .where('event_id', '=', input.eventId)
    .where('realm', '=', realm)
    .where('status', 'in', stagesAllowing('cancel'))
    .orderBy('id')
    .forNoKeyUpdate()
    .execute();
  const cancelled: CancelledHolding[] = [];
  for (const booking of bookings) {
    const slot = await trx
      .selectFrom('event_slots')
      .select('starts_at')
      .where('id', '=', booking.slot_id)
      .executeTakeFirstOrThrow();
    if (transitionProblem(booking, 'cancel', { showStartsAt: slot.starts_at, eventStatus: 'cancelled' }))
      continue;
    const { back } = await cancelLocked(trx, booking, {
      // The booker reads the organiser's own words on the booking as in the notice (decision 069).
      reason: `The organiser cancelled ${input.eventTitle}: ${input.reason}`,
      actorId: input.actorId,
      refundTo: 'original',
      byEvent: true,
    });
    // A lapsed hold was already shown to its booker as expired: letting it go now is no news to them.
    if (holdLapsed(booking)) continue;
    cancelled.push({
      kind: 'booking',
      id: booking.id,
      userId: booking.user_id,
      wasHeld: booking.status === 'held',
      back,
    });
  }
  return cancelled;
}

/**
 * Asks the gateway for the refunds an event's cancellation requested and that are still waiting: after the
 * cancelling transaction commits, and again when the organiser repeats the cancel. Each refund is settled at most
 * once whoever else races it (the booker's own cancel, a second organiser, the sweep on another process); a refusal
 * is left to the refund sweep.
 */
export async function settleEventRefunds(db: Database, gateway: PaymentGateway, eventId: string) {
  const waiting = await db
    .selectFrom('credit_purchases as p')
    .select('p.id')
    .where('p.refund_status', '=', 'requested')
    .where('p.status', '=', 'completed')
    .where((eb) =>
      eb.or([
        eb.exists(
          eb
            .selectFrom('bookings as b')
            .whereRef('b.purchase_id', '=', 'p.id')
            .where('b.event_id', '=', eventId)
            .where('b.status', '=', 'cancelled'),
        ),
        eb.exists(
          eb
            .selectFrom('contestants as c')
            .whereRef('c.purchase_id', '=', 'p.id')
            .where('c.event_id', '=', eventId)
            .where('c.status', '=', 'cancelled'),
        ),
      ]),
    )
    .orderBy('p.id')
    .limit(SETTLED_WITH_THE_REQUEST)
    .execute();
  for (const { id } of waiting) await settleRefundQuietly(db, gateway, id);
}
