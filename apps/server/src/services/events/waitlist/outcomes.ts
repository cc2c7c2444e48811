/**
 * A waitlist entry's status follows its offer's booking (decision 042): paid or accepted → `booked`, lapsed → `lapsed`,
 * released or cancelled while held → `declined` (or `closed` when its event was cancelled). Called by the booking
 * lifecycle (lifecycle.ts) in the transaction of the booking's change. Changes when those outcomes do.
 */
import type { TWaitlistStatus } from '@engagex/contracts';
import type { Executor } from '../../../platform/db/transaction.js';

export type OfferOutcome = Extract<TWaitlistStatus, 'booked' | 'lapsed' | 'declined' | 'closed'>;

/** The entries offered these bookings (if any of them was an offer) end with `outcome`. */
export async function settleOffers(trx: Executor, bookingIds: string[], outcome: OfferOutcome) {
  if (bookingIds.length === 0) return;
  await trx
    .updateTable('waitlist_entries')
    .set({ status: outcome, ended_at: new Date() })
    .where('status', '=', 'offered')
    .where('id', 'in', (eb) =>
      eb
        .selectFrom('bookings')
        .select('waitlist_entry_id')
        .where('id', 'in', bookingIds)
        .where('waitlist_entry_id', 'is not', null)
        .$narrowType<{ waitlist_entry_id: string }>(),
    )
    .execute();
}
