import type {
  TRealm,
  ZCompleteBookingPaymentRequest,
  ZInitiateBookingPaymentRequest,
} from '@engagex/contracts';
import type { z } from 'zod';
import type { Database } from '../../../platform/db/database.js';
import type { PaymentGateway } from '../../../platform/payments/gateway.js';
import { completePurposePurchase, initiatePurposePurchase } from '../../main/credits/purchases.js';
import {
  bookingPayment,
  getBooking,
  heldBookingForPayment,
  markGatewayPayment,
  payWithCredits,
} from './bookings.js';

/** Gateway purchases for a booking carry this purpose; its handler (bookingPurchasePurpose) confirms the seats. */
export const bookingPurpose = (realm: TRealm) => `booking:${realm}`;

type Owner = { userId: string };

/** The booking and its payment, as both payment calls answer. */
async function bookingWithPayment(db: Database, realm: TRealm, input: Owner & { bookingId: string }) {
  const own = { ...input, admin: false };
  return { booking: await getBooking(db, realm, own), payment: await bookingPayment(db, realm, own) };
}

/**
 * Pays a held booking from the wallet at once, or starts a gateway purchase of exactly its credits, tied to the
 * booking, whose checkout the client opens.
 */
export async function initiateBookingPayment(
  db: Database,
  gateway: PaymentGateway,
  realm: TRealm,
  input: Owner & z.infer<typeof ZInitiateBookingPaymentRequest>,
) {
  const { userId, bookingId } = input;
  if (input.method === 'credits') {
    await payWithCredits(db, realm, { userId, bookingId });
  } else {
    const held = await heldBookingForPayment(db, realm, { userId, bookingId });
    const purchase = await initiatePurposePurchase(db, gateway, {
      userId,
      credits: held.price_credits * held.seats,
      purpose: bookingPurpose(realm),
      purposeRef: bookingId,
      description: `${held.seats} event seat${held.seats === 1 ? '' : 's'}`,
    });
    await markGatewayPayment(db, realm, { bookingId, purchaseId: purchase.purchaseId });
  }
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
    notForIt: 'This payment is not for this booking',
  });
  return bookingWithPayment(db, realm, { userId, bookingId });
}
