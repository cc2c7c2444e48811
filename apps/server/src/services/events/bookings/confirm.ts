/**
 * A booker confirms a held booking or gives its seats back (PATCH …/confirm). Changes when what a held booking
 * needs before it counts (a payment, or nothing for a free waitlist offer) does (decisions 033 and 042).
 */
import type { TRealm } from '@engagex/contracts';
import type { Database } from '../../../platform/db/database.js';
import { AppError } from '../../../platform/errors.js';
import { say } from '../../../platform/i18n/say.js';
import type { PaymentGateway } from '../../../platform/payments/gateway.js';
import { cancelBooking } from './cancel.js';
import { acceptFreeHold } from './payment.js';
import { getBooking } from './reads.js';

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
  if (booking.status !== 'held')
    throw new AppError('BUSINESS_RULE', say('This booking is {status}', { status: booking.status }));
  // A held booking with nothing to pay is a free event's waitlist offer: confirming it accepts it.
  if (booking.priceCredits === 0) return acceptFreeHold(db, realm, input);
  throw new AppError('BUSINESS_RULE', 'Payment required: pay with credits or through the gateway first');
}
