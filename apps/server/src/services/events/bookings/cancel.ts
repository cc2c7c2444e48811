/**
 * A booker or an organiser cancels one booking (POST …/cancel), or a booker releases a hold (PATCH …/confirm with
 * `confirm: false`). Changes when who may cancel, or where a refund goes by default, does (decision 038).
 */
import type { TRealm, TRefundTo } from '@engagex/contracts';
import type { Database } from '../../../platform/db/database.js';
import { AppError } from '../../../platform/errors.js';
import type { PaymentGateway } from '../../../platform/payments/gateway.js';
import { cancelLocked } from './lifecycle.js';
import { lockForChange } from './locking.js';
import { acceptFreeHold, settleQuietly } from './payment.js';
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
  },
) {
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
    if (left?.purchase_id) await settleQuietly(db, gateway, left.purchase_id);
    throw error;
  }
  if (settle) await settleQuietly(db, gateway, settle);
  return getBooking(db, realm, { bookingId: input.bookingId, userId: ownerId, admin: false });
}

/**
 * PATCH …/confirm: true confirms a free or paid booking (accepting a free waitlist offer); false gives the held
 * seats back (declining an offer, whose seats go to the next in line).
 */
export async function confirmBooking(
  db: Database,
  gateway: PaymentGateway,
  realm: TRealm,
  input: { userId: string; bookingId: string; confirm: boolean },
) {
  if (!input.confirm) {
    const current = await getBooking(db, realm, { ...input, admin: false });
    if (current.status !== 'held') throw new AppError('CONFLICT', 'Only a held booking can be released');
    return cancelBooking(db, gateway, realm, {
      ...input,
      reason: 'Released before payment',
      actorId: input.userId,
    });
  }
  const booking = await getBooking(db, realm, { ...input, admin: false });
  if (booking.status === 'confirmed') return booking;
  if (booking.status !== 'held') throw new AppError('BUSINESS_RULE', `This booking is ${booking.status}`);
  // A held booking with nothing to pay is a free event's waitlist offer: confirming it accepts it.
  if (booking.priceCredits === 0) return acceptFreeHold(db, realm, input);
  throw new AppError('BUSINESS_RULE', 'Payment required: pay with credits or through the gateway first');
}
