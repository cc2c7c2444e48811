/**
 * What each stage change of a booking writes (decision 033's table, transitions.ts): expire, pay, cancel, transfer
 * and check in. Each runs on a booking the caller locked and the table let through (locking.ts); seats move only
 * through seats.ts. Changes when what a stage change writes (money, seats, ticket, activity) does.
 */

import type { TRefundTo } from '@engagex/contracts';
import type { Transaction } from 'kysely';
import { recordActivity } from '../../../platform/activity.js';
import type { Database } from '../../../platform/db/database.js';
import type { DB } from '../../../platform/db/schema.js';
import type { Executor } from '../../../platform/db/transaction.js';
import { say } from '../../../platform/i18n/say.js';
import { creditBookingRefund, invoiceBooking } from '../../../platform/invoicing/paid-things.js';
import { postTransaction, spendPostings } from '../../../platform/ledger/ledger.js';
import { requestOriginalRefund } from '../../main/index.js';
import type { MoneyBack } from '../notices.js';
import { settleOffers } from '../waitlist/outcomes.js';
import { tellCancelled, tellConfirmed, tellTransferred } from './booking-notices.js';
import { lapsedHoldSql } from './hold-terms.js';
import { type BookingRow, type LockedBooking, lockSlots } from './locking.js';
import { givePromoUsesBack } from './promo-uses.js';
import { liveTypeSeats, moveSeats, releaseSeats } from './seats.js';
import { newTicketCode } from './tickets.js';

/**
 * expire: every lapsed hold of the given slots (already locked by the caller) gives its seats back, which offers
 * them to the show's waitlist; a lapsed waitlist offer ends its entry as `lapsed`.
 */
export async function releaseLapsedHolds(trx: Transaction<DB>, slotIds: string[]) {
  const lapsed = await trx
    .updateTable('bookings')
    .set({ status: 'expired', payment_status: 'FAILED' })
    .where('slot_id', 'in', slotIds)
    .where(lapsedHoldSql(new Date()))
    .returning(['id', 'slot_id', 'seats', 'promo_code_id'])
    .execute();
  const ids = lapsed.map((row) => row.id);
  await settleOffers(trx, ids, 'lapsed');
  const types = await liveTypeSeats(trx, ids);
  await cancelTickets(trx, ids);
  await givePromoUsesBack(trx, lapsed);
  for (const row of lapsed) await releaseSeats(trx, row.slot_id, types.get(row.id) ?? []);
  return lapsed.length;
}

/** Every live ticket of these bookings, or only `ticketIds` of them, cancelled (their booking left, or the booker). */
export async function cancelTickets(trx: Executor, bookingIds: string[], ticketIds?: string[]) {
  if (bookingIds.length === 0) return;
  let update = trx
    .updateTable('tickets')
    .set({ status: 'cancelled', cancelled_at: new Date() })
    .where('booking_id', 'in', bookingIds)
    .where('status', '=', 'valid');
  if (ticketIds) update = update.where('id', 'in', ticketIds);
  await update.execute();
}

/** The slot's lapsed holds released in a transaction of their own, so their seats' offers commit. */
export async function releaseLapsedHoldsOf(db: Database, slotId: string) {
  await db.transaction().execute(async (trx) => {
    await lockSlots(trx, [slotId]);
    await releaseLapsedHolds(trx, [slotId]);
  });
}

/** The periodic sweep: each slot with lapsed holds is locked and released on its own. */
export async function expireHolds(db: Database) {
  const slots = await db
    .selectFrom('bookings')
    .select('slot_id')
    .distinct()
    .where(lapsedHoldSql(new Date()))
    .execute();
  for (const { slot_id } of slots) await releaseLapsedHoldsOf(db, slot_id);
  return slots.length;
}

/**
 * pay: the hold's credits are spent once (the ledger key is the booking's), its invoice issued under the same key
 * (decision 079: a line per ticket, in this transaction whether paid in credits or by card), its ticket sent.
 */
export async function confirmPaid(
  trx: Transaction<DB>,
  booking: BookingRow,
  payment: { method: 'credits' | 'gateway'; purchaseId?: string },
) {
  const total = booking.total_credits;
  const paymentKey = `booking:${booking.id}:payment`;
  const posted = await postTransaction(trx, {
    idempotencyKey: paymentKey,
    kind: 'spend',
    description: `${booking.seats} seat${booking.seats === 1 ? '' : 's'} booked`,
    reference: { type: 'booking', id: booking.id },
    createdBy: booking.user_id,
    postings: spendPostings(booking.user_id, total),
  });
  await invoiceBooking(trx, { bookingId: booking.id, sourceKey: paymentKey });
  await trx
    .updateTable('bookings')
    .set({
      status: 'confirmed',
      hold_expires_at: null,
      paid_credits: total,
      payment_method: payment.method,
      payment_status: 'COMPLETED',
      payment_transaction_id: posted.transactionId,
      ticket_code: newTicketCode(),
      confirmed_at: new Date(),
      ...(payment.purchaseId ? { purchase_id: payment.purchaseId } : {}),
    })
    .where('id', '=', booking.id)
    .execute();
  await settleOffers(trx, [booking.id], 'booked');
  await tellConfirmed(trx, [booking.id]);
}

/**
 * pay, for a held booking with nothing to pay: a free event's waitlist offer (decision 042), which its user accepts.
 * No money moves; the ticket is issued and sent as a paid one's is.
 */
export async function acceptFree(trx: Transaction<DB>, booking: BookingRow) {
  await trx
    .updateTable('bookings')
    .set({
      status: 'confirmed',
      hold_expires_at: null,
      payment_method: 'free',
      payment_status: 'COMPLETED',
      ticket_code: newTicketCode(),
      confirmed_at: new Date(),
    })
    .where('id', '=', booking.id)
    .execute();
  await recordActivity(trx, {
    userId: booking.user_id,
    kind: 'event_booked',
    title: say('Booked {seats, plural, one {# seat} other {# seats}} from the waitlist', {
      seats: booking.seats,
    }),
    moduleId: 'events',
    reference: `booking:${booking.id}`,
  });
  await settleOffers(trx, [booking.id], 'booked');
  await tellConfirmed(trx, [booking.id]);
}

/** A confirmed booking paid through the gateway: its money can go back to the card or account it came from. */
const paidByGateway = (booking: BookingRow) =>
  booking.status === 'confirmed' &&
  booking.payment_method === 'gateway' &&
  booking.purchase_id !== null &&
  booking.paid_credits > 0;

/**
 * cancel: the seats go back, and a paid booking's credits go back to the wallet, once (the ledger key is the
 * booking's). Refunded to the original payment (decision 038), those credits, bought for this booking, then leave
 * the wallet back to the gateway; the gateway is asked after commit (`settleOriginalRefund`). The booker is told,
 * unless the whole event is being cancelled (`byEvent`: its cancellation tells each holder once). Answers the
 * purchase to settle, if any, and where the money went.
 */
export async function cancelLocked(
  trx: Transaction<DB>,
  booking: BookingRow,
  input: { reason: string; actorId: string; refundTo: TRefundTo; byEvent?: boolean },
): Promise<{ settle: string | null; back: MoneyBack }> {
  const toOriginal = input.refundTo === 'original' && paidByGateway(booking);
  let back: MoneyBack = booking.paid_credits > 0 ? { to: 'credits', credits: booking.paid_credits } : null;
  if (booking.paid_credits > 0) {
    const refundKey = `booking:${booking.id}:refund`;
    await postTransaction(trx, {
      idempotencyKey: refundKey,
      kind: 'refund',
      description: toOriginal
        ? 'Booking cancelled: refunded to the original payment'
        : 'Booking cancelled: credits refunded',
      reference: { type: 'booking', id: booking.id },
      createdBy: input.actorId,
      postings: [
        { account: { system: 'revenue' }, amount: -booking.paid_credits },
        { account: { wallet: booking.user_id }, amount: booking.paid_credits },
      ],
    });
    // The credit note of every ticket not yet credited (decision 079), whether the money goes to the card or stays.
    await creditBookingRefund(trx, { bookingId: booking.id, sourceKey: refundKey });
  }
  if (toOriginal && booking.purchase_id) {
    const money = await requestOriginalRefund(trx, {
      purchaseId: booking.purchase_id,
      credits: booking.paid_credits,
      actorId: input.actorId,
      reason: input.reason,
    });
    back = { to: 'original', ...money, credits: booking.paid_credits };
  }
  const types = await liveTypeSeats(trx, [booking.id]);
  await cancelTickets(trx, [booking.id]);
  await givePromoUsesBack(trx, [booking]);
  await releaseSeats(trx, booking.slot_id, types.get(booking.id) ?? []);
  await trx
    .updateTable('bookings')
    .set({
      status: 'cancelled',
      cancel_reason: input.reason,
      cancelled_at: new Date(),
      hold_expires_at: null,
      payment_status:
        booking.paid_credits > 0
          ? 'REFUNDED'
          : booking.payment_status === 'COMPLETED'
            ? 'COMPLETED'
            : 'FAILED',
    })
    .where('id', '=', booking.id)
    .execute();
  // A waitlist offer let go: declined by its user; closed by an organiser, alone or with its event (decision 052).
  if (booking.status === 'held')
    await settleOffers(
      trx,
      [booking.id],
      input.byEvent || input.actorId !== booking.user_id ? 'closed' : 'declined',
    );
  if (!input.byEvent) {
    await tellCancelled(trx, booking.id, {
      back,
      byOrganiser: input.actorId !== booking.user_id,
      reason: input.reason,
    });
  }
  return { settle: toOriginal ? booking.purchase_id : null, back };
}

/**
 * transfer: only the slot changes; payment, ticket and refund rights stay with the booking, and the booker is told
 * the new time. Lapsed holds in the
 * target are released first, so they do not count against it. Both slots are locked by the caller.
 */
export async function moveBooking(
  trx: Transaction<DB>,
  booking: BookingRow,
  target: { id: string; capacity: number },
) {
  await releaseLapsedHolds(trx, [target.id]);
  const types = await liveTypeSeats(trx, [booking.id]);
  await moveSeats(trx, { fromSlotId: booking.slot_id, to: target, types: types.get(booking.id) ?? [] });
  await trx
    .updateTable('bookings')
    .set({ slot_id: target.id, transferred_from_slot_id: booking.slot_id })
    .where('id', '=', booking.id)
    .execute();
  const from = await trx
    .selectFrom('event_slots')
    .select('starts_at')
    .where('id', '=', booking.slot_id)
    .executeTakeFirstOrThrow();
  await tellTransferred(trx, booking.id, from);
}

/**
 * check_in: the scanned tickets are used (decision 078), and the booking's `checked_in_at` marks its first
 * admission, which makes the booking final for the transition table: no whole cancel or transfer once someone
 * entered (migration 0012 backs it).
 */
export async function admit(trx: Executor, locked: LockedBooking, staffId: string, ticketIds: string[]) {
  const now = new Date();
  if (ticketIds.length > 0)
    await trx
      .updateTable('tickets')
      .set({ status: 'used', checked_in_at: now, checked_in_by: staffId })
      .where('booking_id', '=', locked.booking.id)
      .where('id', 'in', ticketIds)
      .where('status', '=', 'valid')
      .execute();
  if (!locked.booking.checked_in_at)
    await trx
      .updateTable('bookings')
      .set({ checked_in_at: now, checked_in_by: staffId })
      .where('id', '=', locked.booking.id)
      .execute();
  await recordActivity(trx, {
    userId: locked.booking.user_id,
    kind: 'event_checked_in',
    title: say('Checked in at {event}', { event: locked.event.title }),
    moduleId: 'events',
    reference: `booking:${locked.booking.id}`,
  });
}
