/**
 * The sandbox gateway as tests play it (decision 064): its signed webhooks and the signature of a paid order's
 * proof, signed with a suite's PAYMENT_SIGNING_SECRET as platform/payments/sandbox.ts signs them. Webhooks are no
 * endpoint of the table (decision 040): they are verified over their raw bytes. Changes when the sandbox's
 * signing changes.
 */
import { createHmac, randomUUID } from 'node:crypto';
import { SERVICE_PREFIXES } from '@engagex/contracts';
import { SANDBOX_SIGNATURE_HEADER } from '../platform/payments/sandbox.js';
import type { Injector } from './harness.js';

export type SandboxEvent = {
  /** The gateway's event id, the key a replay is known by; a fresh one when left out. */
  id?: string;
  event: 'payment.captured' | 'payment.failed';
  orderId: string;
  paymentId: string;
  reason?: string;
};

/** The gateway's signature of a paid order, as the checkout's redirect carries it. */
export const signSandboxPayment = (secret: string, orderId: string, paymentId: string) =>
  createHmac('sha256', secret).update(`${orderId}|${paymentId}`).digest('hex');

/** The order a sandbox checkout's URL pays: its last path segment. */
export const sandboxOrderId = (paymentUrl: string) => new URL(paymentUrl).pathname.split('/').pop() as string;

/**
 * Delivers one webhook to /api/payments/webhooks/sandbox, signed with `secret` (or by the app's own sandbox
 * gateway's `signWebhook`, where the secret is the one it keeps) unless `signature` is given (a forged one).
 * Answers the response as it came.
 */
export function sandboxWebhook(
  app: Injector,
  secret: string | ((raw: string) => string),
  event: SandboxEvent,
  { signature }: { signature?: string } = {},
) {
  const raw = JSON.stringify({ ...event, id: event.id ?? `evt_${randomUUID()}` });
  return app.inject({
    method: 'POST',
    url: `${SERVICE_PREFIXES.payments}/webhooks/sandbox`,
    headers: {
      'content-type': 'application/json',
      [SANDBOX_SIGNATURE_HEADER]:
        signature ??
        (typeof secret === 'string'
          ? createHmac('sha256', `${secret}:webhook`).update(raw).digest('hex')
          : secret(raw)),
    },
    payload: raw,
  });
}

/** A capture of `paymentId` for `orderId`, keyed by the payment, as the sandbox sends it once paid. */
export const captured = (orderId: string, paymentId: string): SandboxEvent => ({
  id: `evt_${paymentId}`,
  event: 'payment.captured',
  orderId,
  paymentId,
});
