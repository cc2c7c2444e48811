// Each export is a schema table (api/decimal-numbers.test.ts reads every export so); the shapes stay inside.
import { z } from 'zod';
import type { SchemaTable } from './define.js';

/** A gateway's order id, as it appears in a checkout page's address (ours: `sbx_…`; Razorpay's: `order_…`). */
const ZOrderParams = z.object({ orderId: z.string().regex(/^[A-Za-z0-9_-]{6,64}$/) });

/** What a webhook delivery did: applied, already applied (a replay), or nothing to apply (another event type). */
const ZWebhookAck = z.object({ status: z.enum(['applied', 'duplicate', 'ignored']) });

/** Razorpay's checkout posts these back as a form; a payment given up on carries none of the three proofs. */
const ZRazorpayCallback = z.object({
  razorpay_payment_id: z.string().optional(),
  razorpay_order_id: z.string().optional(),
  razorpay_signature: z.string().optional(),
});

/** A redirect answers no body: the browser follows `Location` to the web app's page for what was paid. */
const redirect = z.null();

export const sandboxPaymentsSchemas = {
  pay: { params: ZOrderParams, response: redirect },
  fail: { params: ZOrderParams, response: redirect },
  webhook: { response: ZWebhookAck },
} satisfies SchemaTable;

export const razorpayPaymentsSchemas = {
  callback: { body: ZRazorpayCallback, response: redirect },
  webhook: { response: ZWebhookAck },
} satisfies SchemaTable;
