import Razorpay from 'razorpay';
import { z } from 'zod';
import {
  headerValue,
  hmacSha256Hex,
  type PaymentEvent,
  type PaymentGateway,
  signaturesMatch,
} from './gateway.js';

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
 * Razorpay through its official SDK: orders are created with the API; the browser's payment is proven
 * by HMAC-SHA256(`order_id|payment_id`, key secret); webhooks by HMAC-SHA256(raw body, webhook secret).
 * The checkout itself is Razorpay's script on our page `/api/payments/razorpay/checkout/<orderId>`.
 */
export function createRazorpayGateway(settings: RazorpaySettings & { publicUrl: string }): PaymentGateway {
  const client = new Razorpay({ key_id: settings.keyId, key_secret: settings.keySecret });
  (client as unknown as { api: { rq: { defaults: { baseURL: string } } } }).api.rq.defaults.baseURL =
    settings.apiUrl;

  return {
    name: 'razorpay',
    async createOrder({ purchaseId, amountMinor, currency, description }) {
      const order = await client.orders.create({
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
      // Razorpay's `receipt` (at most 40 characters) names the refund; a retry of a refund already taken is
      // answered "fully refunded", which is the outcome asked for.
      const receipt = idempotencyKey ? hmacSha256Hex('refund', idempotencyKey).slice(0, 40) : undefined;
      try {
        await client.payments.refund(paymentId, {
          amount: amountMinor,
          notes: { reason },
          ...(receipt ? { receipt } : {}),
        });
      } catch (error) {
        if (idempotencyKey && /fully refunded/i.test(JSON.stringify(error))) return;
        throw error;
      }
    },
  };
}
