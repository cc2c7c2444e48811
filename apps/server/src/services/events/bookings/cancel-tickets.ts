/**
 * Cancelling some tickets of a booking (POST …/bookings/{id}/cancel with `ticketIds`, decision 078): those people
 * no longer come, their seats go back per type, and their share goes back where the money came from. Changes when
 * what cancelling part of a booking does, or where its money goes, does.
 */
import type { TRealm, TRefundTo } from '@engagex/contracts';
import type { Transaction } from 'kysely';
import { sql } from 'kysely';
import { recordActivity } from '../../../platform/activity.js';
import type { Database } from '../../../platform/db/database.js';
import type { DB } from '../../../platform/db/schema.js';
import { AppError, notFound } from '../../../platform/errors.js';
import { say } from '../../../platform/i18n/say.js';
import { creditBookingRefund } from '../../../platform/invoicing/paid-things.js';
import { postTransaction } from '../../../platform/ledger/ledger.js';
import type { PaymentGateway } from '../../../platform/payments/gateway.js';
import { requestPartialOriginalRefund, settlePartialRefund, settleRefundQuietly } from '../../main/index.js';
import type { MoneyBack } from '../notices.js';
import { tellTicketsCancelled } from './booking-notices.js';
import { cancelLocked, cancelTickets } from './lifecycle.js';
import { ticketsRefundKey } from './lines.js';
import { type BookingRow, contextOf, type LockedBooking, lockBooking } from './locking.js';
import { releaseSeats, type TypeSeats } from './seats.js';
import { transitionProblem } from './transitions.js';

/** What a cancel of some tickets leaves to do after commit: a whole refund or a partial one to settle. */
type AfterCommit = { purchaseId: string | null; partRefundId: string | null };

/**
 * Cancels `ticketIds` of a booking. Only a confirmed booking nobody on it has entered yet, before its show starts
 * (the transition table's `cancel`), and only its valid tickets: a used ticket is never refunded, a cancelled one
 * is refused as already cancelled. Cancelling every ticket still valid is cancelling the booking whole
 * (`cancelLocked`, as a cancel without `ticketIds`). A retry finding the tickets cancelled still settles the card
 * refund it left requested, then answers the same refusal.
 */
export async function cancelSomeTickets(
  db: Database,
  gateway: PaymentGateway,
  realm: TRealm,
  input: {
    userId: string | null;
    bookingId: string;
    ticketIds: string[];
    reason: string;
    actorId: string;
    refundTo?: TRefundTo | undefined;
  },
) {
  const ticketIds = [...new Set(input.ticketIds)];
  let after: AfterCommit = { purchaseId: null, partRefundId: null };
  try {
    after = await db.transaction().execute(async (trx) => {
      const locked = await lockBooking(trx, realm, input);
      const { booking } = locked;
      // Only the booker may trade their card refund for credits; an organiser's cancel pays back the card.
      const refundTo: TRefundTo =
        booking.user_id === input.actorId ? (input.refundTo ?? 'original') : 'original';
      const problem = transitionProblem(booking, 'cancel', contextOf(locked));
      if (problem) throw problem;
      if (booking.status !== 'confirmed')
        throw new AppError('BUSINESS_RULE', 'Only a confirmed booking can cancel some of its tickets');
      const tickets = await trx
        .selectFrom('tickets')
        .select(['id', 'status', 'ticket_type_id', 'price_credits'])
        .where('booking_id', '=', booking.id)
        .forNoKeyUpdate()
        .execute();
      const chosen = tickets.filter((ticket) => ticketIds.includes(ticket.id));
      if (chosen.length !== ticketIds.length) throw notFound('Ticket');
      if (chosen.some((ticket) => ticket.status === 'used'))
        throw new AppError('BUSINESS_RULE', 'A used ticket cannot be cancelled or refunded');
      if (chosen.some((ticket) => ticket.status === 'cancelled'))
        throw new AppError(
          'CONFLICT',
          say('This {noun} is already {stage}', { noun: 'ticket', stage: 'cancelled' }),
        );
      const left = tickets.filter(
        (ticket) => ticket.status !== 'cancelled' && !ticketIds.includes(ticket.id),
      );
      if (left.length === 0) {
        const { settle } = await cancelLocked(trx, booking, {
          reason: input.reason,
          actorId: input.actorId,
          refundTo,
        });
        return { purchaseId: settle, partRefundId: null };
      }
      return cancelPart(trx, locked, { chosen, refundTo, reason: input.reason, actorId: input.actorId });
    });
  } catch (error) {
    const earlier = await db
      .selectFrom('part_refunds')
      .select('id')
      .where('refund_key', '=', ticketsRefundKey(input.bookingId, ticketIds))
      .where('status', '=', 'requested')
      .executeTakeFirst();
    if (earlier) await settlePartialQuietly(db, gateway, earlier.id);
    throw error;
  }
  if (after.purchaseId) await settleRefundQuietly(db, gateway, after.purchaseId);
  if (after.partRefundId) await settlePartialQuietly(db, gateway, after.partRefundId);
}

/** A refusal or a timeout leaves the partial refund requested, for the sweep; the cancel itself happened. */
async function settlePartialQuietly(db: Database, gateway: PaymentGateway, refundId: string) {
  try {
    await settlePartialRefund(db, gateway, refundId);
  } catch {
    // Still `requested`: the refund sweep (platform/payments/refund-retries.ts) settles it.
  }
}

/**
 * The tickets cancelled, their seats given back per type (which offers them to the waitlist), the booking's seats
 * and what it paid lowered by them, so a later whole cancel refunds only the rest; their share back as credits,
 * and on to the card when it was paid by card and the booker did not choose credits. The promo code's use stays
 * (decision 078).
 */
async function cancelPart(
  trx: Transaction<DB>,
  locked: LockedBooking,
  input: {
    chosen: { id: string; ticket_type_id: string; price_credits: number }[];
    refundTo: TRefundTo;
    reason: string;
    actorId: string;
  },
): Promise<AfterCommit> {
  const { booking } = locked;
  const ids = input.chosen.map((ticket) => ticket.id);
  const share = Math.min(
    booking.paid_credits,
    input.chosen.reduce((sum, ticket) => sum + ticket.price_credits, 0),
  );
  await cancelTickets(trx, [booking.id], ids);
  await releaseSeats(trx, booking.slot_id, seatsByType(input.chosen));
  await trx
    .updateTable('bookings')
    .set({
      seats: sql`seats - ${ids.length}`,
      paid_credits: sql`paid_credits - ${share}`,
    })
    .where('id', '=', booking.id)
    .execute();
  const key = ticketsRefundKey(booking.id, ids);
  let back: MoneyBack = null;
  let partRefundId: string | null = null;
  if (share > 0) {
    back = { to: 'credits', credits: share };
    const toOriginal = input.refundTo === 'original' && paidByCard(booking);
    await postTransaction(trx, {
      idempotencyKey: key,
      kind: 'refund',
      description: toOriginal
        ? 'Tickets cancelled: refunded to the original payment'
        : 'Tickets cancelled: credits refunded',
      reference: { type: 'booking', id: booking.id },
      createdBy: input.actorId,
      postings: [
        { account: { system: 'revenue' }, amount: -share },
        { account: { wallet: booking.user_id }, amount: share },
      ],
    });
    // The credit note of these tickets' invoice lines (decision 079), under the refund's own key.
    await creditBookingRefund(trx, { bookingId: booking.id, sourceKey: key, ticketIds: ids });
    if (toOriginal && booking.purchase_id) {
      const part = await requestPartialOriginalRefund(trx, {
        purchaseId: booking.purchase_id,
        credits: share,
        refundKey: key,
        actorId: input.actorId,
        reason: input.reason,
      });
      if (part) {
        partRefundId = part.refundId;
        back = { to: 'original', ...part.money, credits: share };
      }
    }
  }
  await recordActivity(trx, {
    userId: booking.user_id,
    // A booking's change, under its kind: a new kind would need every activity list to learn it.
    kind: 'event_booked',
    title: say('{count, plural, one {# ticket} other {# tickets}} cancelled for {event}', {
      count: ids.length,
      event: locked.event.title,
    }),
    moduleId: 'events',
    reference: `booking:${booking.id}`,
  });
  await tellTicketsCancelled(trx, booking.id, {
    count: ids.length,
    back,
    byOrganiser: input.actorId !== booking.user_id,
    reason: input.reason,
    onceKey: key,
  });
  return { purchaseId: null, partRefundId };
}

const paidByCard = (booking: BookingRow) =>
  booking.payment_method === 'gateway' && booking.purchase_id !== null && booking.paid_credits > 0;

function seatsByType(tickets: { ticket_type_id: string }[]): TypeSeats[] {
  const counts = new Map<string, number>();
  for (const ticket of tickets)
    counts.set(ticket.ticket_type_id, (counts.get(ticket.ticket_type_id) ?? 0) + 1);
  return [...counts].map(([ticketTypeId, seats]) => ({ ticketTypeId, seats }));
}
