/**
 * Paying for a booking: in credits at once, or through the gateway (a purchase of exactly its credits whose purpose
 * handler, payment-purpose.ts, confirms the seats, decision 023), and the payment details a booking shows. The steps every paid thing
 * shares are main's payForThing (decision 065). Changes when how a booking is paid does; the pay transition
 * itself is lifecycle.ts's.
 */
import {
  CREDIT_PRICE_INR,
  type TRealm,
  type ZCompleteBookingPaymentRequest,
  type ZInitiateBookingPaymentRequest,
} from '@engagex/contracts';
import type { Transaction } from 'kysely';
import type { z } from 'zod';
import type { Database } from '../../../platform/db/database.js';
import type { DB } from '../../../platform/db/schema.js';
import type { Executor } from '../../../platform/db/transaction.js';
import { AppError, notFound } from '../../../platform/errors.js';
import { msg, say } from '../../../platform/i18n/say.js';
import type { PaymentGateway } from '../../../platform/payments/gateway.js';
import { completePurposePurchase, type Naming, openCheckoutOf, payForThing } from '../../main/index.js';
import { refuseUnlessAdmitted } from '../waiting-room/gate.js';
import { holdLapsed } from './hold-terms.js';
import { acceptFree, confirmPaid, releaseLapsedHolds } from './lifecycle.js';
import { type LockedBooking, lockBooking, payProblem } from './locking.js';
import { getBooking } from './reads.js';
import { assertTransition } from './transitions.js';

/** Gateway purchases for a booking carry this purpose; its handler (payment-purpose.ts) confirms the seats. */
export const bookingPurpose = (realm: TRealm) => `booking:${realm}`;

type Owner = { userId: string };

/** The booking and its payment, as both payment calls answer. */
async function bookingWithPayment(db: Database, realm: TRealm, input: Owner & { bookingId: string }) {
  const own = { ...input, admin: false };
  return { booking: await getBooking(db, realm, own), payment: await bookingPayment(db, realm, own) };
}

/**
 * Pays a held booking from the wallet at once, or starts a gateway purchase of exactly its credits, tied to the
 * booking, whose checkout the client opens (the steps every paid thing shares: payForThing). The booking may have
 * been paid, cancelled or taken off sale while the checkout was set up, or another checkout opened: then this
 * purchase is withdrawn (nothing was charged) and the answer says so or names the other one, never a success
 * naming no purchase.
 */
export async function initiateBookingPayment(
  db: Database,
  gateway: PaymentGateway,
  realm: TRealm,
  input: Owner & z.infer<typeof ZInitiateBookingPaymentRequest>,
) {
  const { userId, bookingId } = input;
  await payForThing(db, gateway, {
    userId,
    method: input.method,
    purpose: bookingPurpose(realm),
    purposeRef: bookingId,
    payWithCredits: () => payWithCredits(db, realm, { userId, bookingId }),
    unpaid: async () => {
      const held = await heldBookingForPayment(db, realm, { userId, bookingId });
      return {
        credits: held.total_credits,
        description: `${held.seats} event seat${held.seats === 1 ? '' : 's'}`,
        openPurchaseId: held.openPurchaseId,
      };
    },
    nameCheckout: (purchaseId) => markGatewayPayment(db, realm, { userId, bookingId, purchaseId }),
  });
  return bookingWithPayment(db, realm, { userId, bookingId });
}

/** Completes the gateway payment of the user's own booking with the checkout's proof. */
export async function completeBookingPayment(
  db: Database,
  gateway: PaymentGateway,
  realm: TRealm,
  input: Owner & z.infer<typeof ZCompleteBookingPaymentRequest>,
) {
  const { userId, bookingId, ...proof } = input;
  const booking = await getBooking(db, realm, { bookingId, userId, admin: false });
  await completePurposePurchase(db, gateway, {
    userId,
    purpose: bookingPurpose(realm),
    purposeRef: booking.id,
    proof,
    notForIt: msg('This payment is not for this booking'),
  });
  return bookingWithPayment(db, realm, { userId, bookingId });
}

/**
 * Accepting a waitlist offer takes the seats the system held for a waiting person (decision 042), so while the
 * event's room is on it needs a running admission (decision 080). A hold the person made while admitted is not an
 * offer: its own timer governs it, and paying it after the admission ran out is fine.
 */
async function refuseOfferUnlessAdmitted(
  executor: Executor,
  booking: { waitlist_entry_id: string | null; event_id: string; user_id: string },
) {
  if (booking.waitlist_entry_id !== null)
    await refuseUnlessAdmitted(executor, booking.event_id, booking.user_id);
}

/**
 * The pay transition on the user's own hold, in a transaction: `pay` confirms it or answers why not. A lapsed hold's
 * seats are released in a transaction that commits; the refusal is thrown after it.
 */
async function payHold(
  db: Database,
  realm: TRealm,
  input: { userId: string; bookingId: string },
  pay: (trx: Transaction<DB>, booking: LockedBooking['booking']) => Promise<AppError | null>,
) {
  const refusal = await db.transaction().execute(async (trx) => {
    const locked = await lockBooking(trx, realm, input);
    const problem = payProblem(locked);
    if (problem) {
      if (holdLapsed(locked.booking)) await releaseLapsedHolds(trx, [locked.booking.slot_id]);
      return problem;
    }
    await refuseOfferUnlessAdmitted(trx, locked.booking);
    return pay(trx, locked.booking);
  });
  if (refusal) throw refusal;
  return getBooking(db, realm, { ...input, admin: false });
}

/** Pays a held booking from the wallet: the seats are already the user's, so this only moves credits. */
export async function payWithCredits(
  db: Database,
  realm: TRealm,
  input: { userId: string; bookingId: string },
) {
  return payHold(db, realm, input, async (trx, booking) => {
    if (booking.total_credits === 0) return new AppError('BUSINESS_RULE', 'This booking is free');
    await confirmPaid(trx, booking, { method: 'credits' });
    return null;
  });
}

/**
 * Accepts a held booking with nothing to pay (PATCH …/confirm): a free event's waitlist offer (decision 042) is
 * confirmed by the same pay transition, with the same refusals (lapsed, event off sale).
 */
export async function acceptFreeHold(
  db: Database,
  realm: TRealm,
  input: { userId: string; bookingId: string },
) {
  return payHold(db, realm, input, async (trx, booking) => {
    if (booking.total_credits !== 0)
      return new AppError('BUSINESS_RULE', 'Payment required: pay with credits or through the gateway first');
    await acceptFree(trx, booking);
    return null;
  });
}

/**
 * Names the gateway purchase on the booking, only if the booking can still be paid. Answers why not (paid,
 * cancelled or taken off sale while the checkout was being set up), or that another checkout opened meanwhile:
 * either way payForThing withdraws this purchase, so no pending purchase is left that the booking does not name.
 */
async function markGatewayPayment(
  db: Database,
  realm: TRealm,
  input: { userId: string; bookingId: string; purchaseId: string },
): Promise<Naming> {
  const naming = await db.transaction().execute(async (trx) => {
    const locked = await lockBooking(trx, realm, input);
    const problem = payProblem(locked);
    if (problem) return { named: false as const, refusal: problem };
    const open = await openCheckoutOf(trx, locked.booking);
    if (open && open !== input.purchaseId) return { named: false as const, refusal: null };
    await trx
      .updateTable('bookings')
      .set({ payment_method: 'gateway', purchase_id: input.purchaseId })
      .where('id', '=', locked.booking.id)
      .execute();
    return { named: true as const };
  });
  if (naming.named || !naming.refusal) return naming;
  return {
    named: false,
    refusal: new AppError(
      'CONFLICT',
      say('The booking changed while the payment was being set up ({reason}); nothing was charged', {
        reason: naming.refusal.said,
      }),
    ),
  };
}

/** The hold about to be paid through the gateway, refused early by the same rules as the payment itself. */
async function heldBookingForPayment(
  db: Database,
  realm: TRealm,
  input: { userId: string; bookingId: string },
) {
  const row = await db
    .selectFrom('bookings as b')
    .innerJoin('event_slots as s', 's.id', 'b.slot_id')
    .innerJoin('events as e', 'e.id', 'b.event_id')
    .selectAll('b')
    .select(['s.starts_at as show_starts_at', 'e.status as event_status'])
    .where('b.id', '=', input.bookingId)
    .where('b.realm', '=', realm)
    .where('b.user_id', '=', input.userId)
    .executeTakeFirst();
  if (!row) throw notFound('Booking');
  if (holdLapsed(row)) throw new AppError('BUSINESS_RULE', 'Your seat hold has expired; book again');
  assertTransition(row, 'pay', { showStartsAt: row.show_starts_at, eventStatus: row.event_status });
  if (row.total_credits === 0) throw new AppError('BUSINESS_RULE', 'This booking is free');
  // A gateway payment accepts an offer when its checkout opens: refused here, before any purchase is made, and the
  // payment arriving later within the offer's own timer completes it (decision 080).
  await refuseOfferUnlessAdmitted(db, row);
  return { ...row, openPurchaseId: await openCheckoutOf(db, row) };
}

/** GET …/bookings/{id}/payment: how the booking is paid, and the checkout to open while its hold waits for it. */
export async function bookingPayment(
  db: Database,
  realm: TRealm,
  input: { userId: string; bookingId: string; admin: boolean },
) {
  const booking = await getBooking(db, realm, input);
  const row = await db
    .selectFrom('bookings as b')
    .leftJoin('credit_purchases as p', 'p.id', 'b.purchase_id')
    .select([
      'b.payment_transaction_id',
      'b.purchase_id',
      'b.paid_credits',
      'p.status as purchase_status',
      'p.payment_url',
    ])
    .where('b.id', '=', booking.id)
    .executeTakeFirstOrThrow();
  return {
    method: booking.paymentMethod,
    status: booking.paymentStatus,
    amountCredits: booking.totalCredits,
    amountInr: booking.totalCredits * CREDIT_PRICE_INR,
    paidCredits: row.paid_credits,
    transactionId: row.payment_transaction_id,
    purchaseId: row.purchase_id,
    paymentUrl: row.purchase_status === 'pending' && booking.status === 'held' ? row.payment_url : null,
  };
}
