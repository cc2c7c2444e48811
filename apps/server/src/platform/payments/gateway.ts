/**
 * The payment gateway port every adapter implements (decision 019). Changes when a gateway must do something new.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { AppError } from '../errors.js';

export type GatewayName = 'sandbox' | 'razorpay';

export type GatewayOrder = { orderId: string; paymentUrl: string };

/** What a verified webhook tells us, whichever gateway sent it. */
export type PaymentEvent = {
  eventId: string;
  type: 'payment.captured' | 'payment.failed' | 'ignored';
  orderId: string | null;
  paymentId: string | null;
  reason?: string;
};

/**
 * The port every payment gateway adapter implements. The purchase domain only ever talks to this,
 * so a new gateway is one adapter, and tests can drive the sandbox end to end.
 */
export interface PaymentGateway {
  readonly name: GatewayName;
  createOrder(input: {
    purchaseId: string;
    amountMinor: number;
    currency: string;
    description: string;
  }): Promise<GatewayOrder>;
  /** The browser's proof of payment: HMAC-SHA256 of `orderId|paymentId`, like Razorpay's. */
  verifyPaymentSignature(input: { orderId: string; paymentId: string; signature: string }): boolean;
  /** Parses a webhook after checking its signature over the raw body; null when the signature is wrong. */
  parseWebhook(rawBody: Buffer, headers: Record<string, string | string[] | undefined>): PaymentEvent | null;
  /**
   * Gives money back to the payment it came from. `idempotencyKey` names the refund: asking again with the same key
   * (a retry after a crash or a timeout) never refunds twice (decision 038).
   */
  refund(input: {
    paymentId: string;
    amountMinor: number;
    reason: string;
    idempotencyKey?: string;
  }): Promise<void>;
}

/**
 * What an adapter throws when the gateway cannot be reached, times out or fails on its side (a 5xx): a
 * retryable 503, worded as the purchase flow words an order the gateway did not open.
 */
export const gatewayUnavailable = (cause: unknown) =>
  new AppError('SERVICE_UNAVAILABLE', 'The payment gateway is unavailable, please try again', undefined, {
    cause,
  });

export function hmacSha256Hex(secret: string, message: string | Buffer) {
  return createHmac('sha256', secret).update(message).digest('hex');
}

/** Compares hex signatures in constant time; a malformed one is simply not equal. */
export function signaturesMatch(expectedHex: string, givenHex: string) {
  if (!/^[0-9a-f]+$/i.test(givenHex) || givenHex.length !== expectedHex.length) return false;
  return timingSafeEqual(Buffer.from(expectedHex, 'hex'), Buffer.from(givenHex.toLowerCase(), 'hex'));
}

export const headerValue = (headers: Record<string, string | string[] | undefined>, name: string) => {
  const value = headers[name];
  return Array.isArray(value) ? value[0] : value;
};
