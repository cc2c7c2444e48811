/**
 * The Razorpay adapter of the gateway port (decision 019): orders, signatures, webhooks, refunds. Changes when
 * Razorpay's API or ours does.
 */
import { z } from 'zod';
import {
  headerValue,
  hmacSha256Hex,
  type PaymentEvent,
  type PaymentGateway,
  signaturesMatch,
} from './gateway.js';
import { createRazorpayApi, RazorpayApiError } from './razorpay-api.js';

export const RAZORPAY_SIGNATURE_HEADER = 'x-razorpay-signature';
export const RAZORPAY_EVENT_ID_HEADER = 'x-razorpay-event-id';

const ZRazorpayWebhook = z.object({
  event: z.string(),
  payload: z
    .object({
      payment: z
        .object({
          entity: z.object({
            id: z.string(),
            order_id: z.string().nullable().optional(),
            error_description: z.string().nullable().optional(),
          }),
        })
        .optional(),
    })
    .optional(),
});

export type RazorpaySettings = { keyId: string; keySecret: string; webhookSecret: string; apiUrl: string };

/**
 * Razorpay through its documented REST API (`razorpay-api.ts`, no SDK): orders and refunds are API calls; the
 * browser's payment is proven by HMAC-SHA256(`order_id|payment_id`, key secret); webhooks by HMAC-SHA256(raw body,
 * webhook secret).
 * The checkout itself is Razorpay's script on our page `/api/payments/razorpay/checkout/<orderId>`.
 */
export function createRazorpayGateway(
  settings: RazorpaySettings & { publicUrl: string; timeoutMs?: number },
): PaymentGateway {
  const api = createRazorpayApi(settings);

  return {
    name: 'razorpay',
    async createOrder({ purchaseId, amountMinor, currency, description }) {
      const order = await api.createOrder({
        amount: amountMinor,
        currency,
        receipt: purchaseId,
        notes: { purchaseId, description },
      });
      return {
        orderId: order.id,
        paymentUrl: `${settings.publicUrl}/api/payments/razorpay/checkout/${order.id}`,
      };
    },
    verifyPaymentSignature({ orderId, paymentId, signature }) {
      return signaturesMatch(hmacSha256Hex(settings.keySecret, `${orderId}|${paymentId}`), signature);
    },
    parseWebhook(rawBody, headers): PaymentEvent | null {
      const signature = headerValue(headers, RAZORPAY_SIGNATURE_HEADER) ?? '';
      if (!signaturesMatch(hmacSha256Hex(settings.webhookSecret, rawBody), signature)) return null;
      const parsed = ZRazorpayWebhook.safeParse(JSON.parse(rawBody.toString('utf8')));
      if (!parsed.success) return null;
      const payment = parsed.data.payload?.payment?.entity;
      const eventId = headerValue(headers, RAZORPAY_EVENT_ID_HEADER) ?? hmacSha256Hex('event', rawBody);
      const type =
        parsed.data.event === 'payment.captured' || parsed.data.event === 'order.paid'
          ? 'payment.captured'
          : parsed.data.event === 'payment.failed'
            ? 'payment.failed'
            : 'ignored';
      return {
        eventId,
        type,
        orderId: payment?.order_id ?? null,
        paymentId: payment?.id ?? null,
        ...(payment?.error_description ? { reason: payment.error_description } : {}),
      };
    },
    async refund({ paymentId, amountMinor, reason, idempotencyKey }) {
      // The key, hashed to Razorpay's limits (40 hex characters), is both the refund's `receipt` and its
      // X-Refund-Idempotency key; a retry of a full refund already taken is answered "fully refunded", which is
      // the outcome asked for.
      const key = idempotencyKey ? hmacSha256Hex('refund', idempotencyKey).slice(0, 40) : undefined;
      try {
        await api.refundPayment(
          paymentId,
          { amount: amountMinor, notes: { reason }, ...(key ? { receipt: key } : {}) },
          key,
        );
      } catch (error) {
        if (key && error instanceof RazorpayApiError && /fully refunded/i.test(error.description)) return;
        throw error;
      }
    },
  };
}
