/**
 * The sandbox adapter of the gateway port (decision 019): the server's own checkout, signed like Razorpay's.
 * Changes when the gateway port does.
 */
import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import {
  headerValue,
  hmacSha256Hex,
  type PaymentEvent,
  type PaymentGateway,
  signaturesMatch,
} from './gateway.js';

export const SANDBOX_SIGNATURE_HEADER = 'x-sandbox-signature';

const ZSandboxWebhook = z.object({
  id: z.string().min(1).max(128),
  event: z.enum(['payment.captured', 'payment.failed']),
  orderId: z.string().min(1).max(128),
  paymentId: z.string().min(1).max(128),
  reason: z.string().max(200).optional(),
});

/**
 * The development gateway: its checkout page is the server's own (`/api/payments/sandbox/<orderId>`),
 * and it signs exactly as Razorpay does, so the whole purchase flow is real except the bank.
 */
export function createSandboxGateway(options: { secret: string; publicUrl: string }): PaymentGateway & {
  signPayment(orderId: string, paymentId: string): string;
  signWebhook(body: string): string;
  newPaymentId(): string;
  refunds: SandboxRefund[];
} {
  // Refunds this process made, as Razorpay keeps them per payment: a key already used answers the first refund.
  const refunds: SandboxRefund[] = [];
  const signPayment = (orderId: string, paymentId: string) =>
    hmacSha256Hex(options.secret, `${orderId}|${paymentId}`);
  const signWebhook = (body: string | Buffer) => hmacSha256Hex(`${options.secret}:webhook`, body);
  return {
    name: 'sandbox',
    async createOrder() {
      const orderId = `sbx_order_${randomBytes(9).toString('base64url')}`;
      return { orderId, paymentUrl: `${options.publicUrl}/api/payments/sandbox/${orderId}` };
    },
    verifyPaymentSignature({ orderId, paymentId, signature }) {
      return signaturesMatch(signPayment(orderId, paymentId), signature);
    },
    parseWebhook(rawBody, headers): PaymentEvent | null {
      const signature = headerValue(headers, SANDBOX_SIGNATURE_HEADER) ?? '';
      if (!signaturesMatch(signWebhook(rawBody), signature)) return null;
      const parsed = ZSandboxWebhook.safeParse(JSON.parse(rawBody.toString('utf8')));
      if (!parsed.success) return null;
      const { id, event, orderId, paymentId, reason } = parsed.data;
      return { eventId: id, type: event, orderId, paymentId, ...(reason ? { reason } : {}) };
    },
    async refund({ paymentId, amountMinor, reason, idempotencyKey }) {
      // No real money moves, but the rules do, as Razorpay's: a positive amount, a key answered once.
      if (!Number.isInteger(amountMinor) || amountMinor <= 0)
        throw new Error('refund amount must be positive');
      if (idempotencyKey && refunds.some((refund) => refund.idempotencyKey === idempotencyKey)) return;
      refunds.push({
        id: `sbx_rfnd_${randomBytes(9).toString('base64url')}`,
        paymentId,
        amountMinor,
        reason,
        idempotencyKey,
      });
    },
    signPayment,
    signWebhook,
    newPaymentId: () => `sbx_pay_${randomBytes(9).toString('base64url')}`,
    refunds,
  };
}

export type SandboxRefund = {
  id: string;
  paymentId: string;
  amountMinor: number;
  reason: string;
  idempotencyKey: string | undefined;
};

export type SandboxGateway = ReturnType<typeof createSandboxGateway>;
