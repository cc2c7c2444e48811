import type {
  TRealm,
  ZCompleteBookingPaymentRequest,
  ZInitiateBookingPaymentRequest,
} from '@engagex/contracts';
import type { z } from 'zod';
import type { Database } from '../../../platform/db/database.js';
import { AppError } from '../../../platform/errors.js';
import type { PaymentGateway } from '../../../platform/payments/gateway.js';
import {
  cancelPurchase,
  completePurposePurchase,
  initiatePurposePurchase,
} from '../../main/credits/purchases.js';
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
    // A checkout already open for this booking is answered again rather than a second one opened.
    if (!held.openPurchaseId) await openCheckout(db, gateway, realm, { userId, bookingId, held });
  }
  return bookingWithPayment(db, realm, { userId, bookingId });
}

/**
 * Starts a gateway purchase for the hold and names it on the booking. The booking may have been paid, cancelled
 * or taken off sale while the checkout was set up, or another checkout opened: then this purchase is withdrawn
 * (nothing was charged) and the answer says so or names the other one, never a success naming no purchase.
 */
async function openCheckout(
  db: Database,
  gateway: PaymentGateway,
  realm: TRealm,
  input: Owner & { bookingId: string; held: { price_credits: number; seats: number } },
) {
  const { userId, bookingId, held } = input;
  const purchase = await initiatePurposePurchase(db, gateway, {
    userId,
    credits: held.price_credits * held.seats,
    purpose: bookingPurpose(realm),
    purposeRef: bookingId,
    description: `${held.seats} event seat${held.seats === 1 ? '' : 's'}`,
  });
  const outcome = await markGatewayPayment(db, realm, { userId, bookingId, purchaseId: purchase.purchaseId });
  if (!outcome) return;
  await cancelPurchase(db, { userId, purchaseId: purchase.purchaseId });
  if ('refused' in outcome) {
    throw new AppError(
      'CONFLICT',
      `The booking changed while the payment was being set up (${outcome.refused.message}); nothing was charged`,
    );
  }
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
