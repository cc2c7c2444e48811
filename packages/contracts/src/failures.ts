/**
 * What failed and waits for an admin (docs/product.md "Admin console", decision 096): emails that reached `failed`,
 * refunds to the original payment the sweep gave up on and webhook deliveries that stopped, each sent again or, for a
 * refund, settled by hand.
 * Changes when another kind of failure is shown.
 */
import { z } from 'zod';
import { paginated, ZPageQuery } from './envelope.js';

/** Whose email or refund it is. */
const ZFailurePerson = z.object({ id: z.uuid(), name: z.string(), email: z.string() });

export const ZFailedEmail = z
  .object({
    id: z.uuid(),
    person: ZFailurePerson,
    /** The notification's kind and title, as the person would have read it. */
    kind: z.string(),
    title: z.string(),
    attempts: z.number().int(),
    lastError: z.string().nullable(),
    createdAt: z.iso.datetime(),
  })
  .meta({ id: 'FailedEmail' });
export type TFailedEmail = z.infer<typeof ZFailedEmail>;

/**
 * The three refunds to an original payment (decision 038): a completed purchase's own (`purchase`), a late or
 * duplicate payment's (`payment`), and some tickets' share of a card payment (`part`, decision 078).
 */
export const ZRefundKind = z.enum(['purchase', 'payment', 'part']);
export type TRefundKind = z.infer<typeof ZRefundKind>;

export const ZGivenUpRefund = z
  .object({
    kind: ZRefundKind,
    id: z.uuid(),
    purchaseId: z.uuid(),
    person: ZFailurePerson,
    /** In the payment's currency, two decimals. */
    amount: z.number(),
    currency: z.string(),
    paymentId: z.string().nullable(),
    reason: z.string().nullable(),
    attempts: z.number().int(),
    lastError: z.string().nullable(),
    createdAt: z.iso.datetime(),
  })
  .meta({ id: 'GivenUpRefund' });
export type TGivenUpRefund = z.infer<typeof ZGivenUpRefund>;

/** A webhook delivery that gave up after its day of retries (decision 091), with the endpoint it was for. */
export const ZStoppedWebhookDelivery = z
  .object({
    id: z.uuid(),
    type: z.string(),
    attempts: z.number().int(),
    lastError: z.string().nullable(),
    createdAt: z.iso.datetime(),
    endpoint: z.object({ id: z.uuid(), url: z.string(), paused: z.boolean() }),
    person: ZFailurePerson,
  })
  .meta({ id: 'StoppedWebhookDelivery' });
export type TStoppedWebhookDelivery = z.infer<typeof ZStoppedWebhookDelivery>;

export const ZFailuresQuery = ZPageQuery;
export const ZFailedEmailPage = paginated(ZFailedEmail);
export const ZGivenUpRefundPage = paginated(ZGivenUpRefund);
export const ZStoppedWebhookPage = paginated(ZStoppedWebhookDelivery);

export const ZFailedEmailParams = z.object({ id: z.uuid() });
export const ZStoppedWebhookParams = z.object({ id: z.uuid() });
export const ZGivenUpRefundParams = z.object({ kind: ZRefundKind, id: z.uuid() });

/** A refund an admin made outside EngageX (a bank transfer, the gateway's dashboard): what proves it, and why. */
export const ZSettleRefundByHandRequest = z.object({
  reference: z
    .string()
    .trim()
    .min(3, 'Give the transfer or refund reference, at least 3 characters')
    .max(100),
  note: z.string().trim().min(3, 'Say how it was refunded, in at least 3 characters').max(500),
});
export type TSettleRefundByHandRequest = z.infer<typeof ZSettleRefundByHandRequest>;

/** What an action left: the email due again, the refund asked again, or settled. */
export const ZFailureAction = z.object({
  id: z.uuid(),
  status: z.enum(['pending', 'requested', 'refunded']),
});
export type TFailureAction = z.infer<typeof ZFailureAction>;
