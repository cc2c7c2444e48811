/**
 * The purpose handler of a booking's gateway purchase (decision 023): what main's payment confirmation asks of a
 * booking when a card payment for it arrives (accept or refuse it, confirm the seats, what it bought, until when it
 * may be refunded). Changes when a booking's card payment is accepted, refused or described differently.
 */
import type { TRealm } from '@engagex/contracts';
import type { Transaction } from 'kysely';
import type { DB } from '../../../platform/db/schema.js';
import type { Executor } from '../../../platform/db/transaction.js';
import { tellPaymentRefused } from './booking-notices.js';
import { holdLapsed } from './hold-terms.js';
import { confirmPaid, releaseLapsedHolds } from './lifecycle.js';
import { lockBooking, payProblem } from './locking.js';
import { stageOf } from './transitions.js';

/** What the purpose handler reads of a purchase it may refuse: whose, for what, and the money to give back. */
type RefusablePurchase = {
  id: string;
  purpose_ref: string | null;
  user_id: string;
  credits: number;
  amount_minor: string | number | bigint;
  currency: string;
};

const HOLD_EXPIRED_FIRST = 'Your seat hold expired before the payment arrived';

/**
 * The purpose handler for gateway payments (see credits/payment-confirmation.ts, which both the webhook and the
 * checkout's return reach): a payment is taken only while the table lets the hold be paid (live hold, event still on
 * sale); any other payment is refunded, and the booker told so, and the seats are not resurrected. Confirming tells
 * the booker too (lifecycle.ts `confirmPaid`), once whichever of the two arrives first.
 */
export function bookingPurchasePurpose(realm: TRealm) {
  return {
    returnPage: (bookingId: string) => ({
      path: '/events/payment-return',
      params: { kind: 'booking', realm, id: bookingId },
    }),
    async accept(trx: Transaction<DB>, purchase: RefusablePurchase) {
      const locked = await lockBooking(trx, realm, {
        bookingId: purchase.purpose_ref ?? '',
        userId: purchase.user_id,
      });
      const refuse = async (reason: string) => {
        await tellPaymentRefused(trx, locked.booking.id, purchase, reason);
        return { ok: false as const, reason };
      };
      if (holdLapsed(locked.booking)) {
        await releaseLapsedHolds(trx, [locked.booking.slot_id]);
        return refuse(HOLD_EXPIRED_FIRST);
      }
      // The hold sweep (every 15 s) usually releases a lapsed hold before a late payment arrives: same words.
      if (locked.booking.status === 'expired') return refuse(HOLD_EXPIRED_FIRST);
      const problem = payProblem(locked);
      return problem ? refuse(problem.message) : { ok: true as const };
    },
    /** "2 seats · Classical Night": a card payment reads as what it bought (decision 058). */
    async describe(executor: Executor, bookingIds: string[]) {
      const rows = await executor
        .selectFrom('bookings as b')
        .innerJoin('events as e', 'e.id', 'b.event_id')
        .select(['b.id', 'b.seats', 'e.title'])
        .where('b.id', 'in', bookingIds)
        .execute();
      return new Map(
        rows.map((row) => [row.id, `${row.seats} seat${row.seats === 1 ? '' : 's'} · ${row.title}`]),
      );
    },
    /** Until its show starts (decision 033: a started show is never refunded), for the booking it still pays. */
    async refundableUntil(executor: Executor, purchase: { id: string; purpose_ref: string | null }) {
      const row = await executor
        .selectFrom('bookings as b')
        .innerJoin('event_slots as s', 's.id', 'b.slot_id')
        .select(['b.status', 'b.checked_in_at', 's.starts_at'])
        .where('b.id', '=', purchase.purpose_ref ?? '')
        .where('b.purchase_id', '=', purchase.id)
        .executeTakeFirst();
      return row && stageOf(row) === 'confirmed' ? row.starts_at : null;
    },
    async fulfil(
      trx: Transaction<DB>,
      purchase: { id: string; purpose_ref: string | null; user_id: string },
    ) {
      const locked = await lockBooking(trx, realm, {
        bookingId: purchase.purpose_ref ?? '',
        userId: purchase.user_id,
      });
      const problem = payProblem(locked);
      if (problem) throw problem;
      await confirmPaid(trx, locked.booking, { method: 'gateway', purchaseId: purchase.id });
    },
  };
}
