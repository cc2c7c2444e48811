/**
 * A booker or an organiser cancels one booking (POST …/cancel), or some of its tickets (`ticketIds`, decision 078,
 * in cancel-tickets.ts); confirm.ts releases a held one through it. Changes when who may cancel, or where a refund
 * goes by default, does (decision 038).
 */
import type { TRealm, TRefundTo } from '@engagex/contracts';
import type { Database } from '../../../platform/db/database.js';
import type { PaymentGateway } from '../../../platform/payments/gateway.js';
import { settleRefundQuietly } from '../../main/index.js';
import { cancelSomeTickets } from './cancel-tickets.js';
import { cancelLocked } from './lifecycle.js';
import { lockForChange } from './locking.js';
import { getBooking } from './reads.js';

/**
 * Cancelling frees the seats; a paid booking's money goes back once, to the original payment (the default for a
 * gateway payment) or as credits (decision 038). Never a used ticket. A retry that finds the booking already
 * cancelled still settles a gateway refund left requested (a crash or a gateway failure after commit), then
 * answers the same refusal as before.
 */
export async function cancelBooking(
  db: Database,
  gateway: PaymentGateway,
  realm: TRealm,
  input: {
    userId: string | null;
    bookingId: string;
    reason: string;
    actorId: string;
    refundTo?: TRefundTo | undefined;
    /** Only these tickets (decision 078): cancel-tickets.ts. */
    ticketIds?: string[] | undefined;
  },
) {
  if (input.ticketIds) {
    const { ticketIds, ...rest } = input;
    await cancelSomeTickets(db, gateway, realm, { ...rest, ticketIds });
    const owner = await db
      .selectFrom('bookings')
      .select('user_id')
      .where('id', '=', input.bookingId)
      .executeTakeFirstOrThrow();
    return getBooking(db, realm, { bookingId: input.bookingId, userId: owner.user_id, admin: false });
  }
  let settle: string | null = null;
  let ownerId: string;
  try {
    ownerId = await db.transaction().execute(async (trx) => {
      const { booking } = await lockForChange(trx, realm, input, 'cancel');
      ({ settle } = await cancelLocked(trx, booking, {
        reason: input.reason,
        actorId: input.actorId,
        // Only the booker may trade their card refund for credits; an organiser's cancel pays back the card.
        refundTo: booking.user_id === input.actorId ? (input.refundTo ?? 'original') : 'original',
      }));
      return booking.user_id;
    });
  } catch (error) {
    const left = await db
      .selectFrom('bookings')
      .select('purchase_id')
      .where('id', '=', input.bookingId)
      .where('status', '=', 'cancelled')
      .executeTakeFirst();
    if (left?.purchase_id) await settleRefundQuietly(db, gateway, left.purchase_id);
    throw error;
  }
  if (settle) await settleRefundQuietly(db, gateway, settle);
  return getBooking(db, realm, { bookingId: input.bookingId, userId: ownerId, admin: false });
}
