import { z } from 'zod';
import { LEDGER_KINDS } from './constants.js';
import { decimalNumber } from './decimal-number.js';
import { ZRefundState } from './event-payments.js';

export const ZPurchaseStatus = z.enum(['pending', 'completed', 'cancelled', 'failed']);
export type TPurchaseStatus = z.infer<typeof ZPurchaseStatus>;

export const ZGateway = z.enum(['sandbox', 'razorpay']);
export type TGateway = z.infer<typeof ZGateway>;

export const ZPaymentMethod = z.enum(['card', 'upi', 'netbanking', 'wallet']);
export type TPaymentMethod = z.infer<typeof ZPaymentMethod>;

/** A decimal amount with at most two places, as a number or a string of decimal digits. */
export const ZMoneyAmount = decimalNumber(
  z
    .number({ error: 'Amount must be a number' })
    .refine(Number.isFinite, 'Amount must be a number')
    .refine((value) => value > 0, 'Amount must be greater than zero')
    .refine(
      (value) => Math.abs(Math.round(value * 100) - value * 100) < 1e-6,
      'Amount can have at most 2 decimals',
    ),
  'Amount must be a number',
);
export type TMoneyAmount = z.infer<typeof ZMoneyAmount>;

/** Currency codes are checked by the domain so the message can be docs/product.md's 'Unsupported currency: X'. */
export const ZCurrencyCode = z
  .string()
  .trim()
  .min(3)
  .max(3)
  .transform((value) => value.toUpperCase());
export type TCurrencyCode = z.infer<typeof ZCurrencyCode>;

export const ZInitiatePurchaseRequest = z.object({
  amount: ZMoneyAmount,
  currency: ZCurrencyCode,
  paymentMethod: ZPaymentMethod.optional(),
});
export type TInitiatePurchaseRequest = z.input<typeof ZInitiatePurchaseRequest>;

export const ZCreditPurchase = z
  .object({
    id: z.uuid(),
    purchaseId: z.uuid(),
    amount: z.number(),
    currency: z.string(),
    credits: z.number().int(),
    status: ZPurchaseStatus,
    gateway: ZGateway,
    paymentUrl: z.string().nullable(),
    expiresAt: z.iso.datetime(),
    transactionId: z.string().nullable(),
    createdAt: z.iso.datetime(),
    completedAt: z.iso.datetime().nullable(),
    paymentMethod: z.string().nullable(),
    failureReason: z.string().nullable(),
    /**
     * What a payment for one thing paid for ("2 seats · Classical Night", "Entry fee · Classical Dance Contest",
     * "Job application fee · Backend Engineer"); null for plain credits. Such a payment is money paid, not credits
     * bought (decision 058).
     */
    paidFor: z.string().nullable(),
    /**
     * The payment's money going back to where it came from (decisions 038, 049): the purchase's own refund, or for a
     * checkout that never completed the refund of its late payments; where it stands and whether an admin paid it
     * back by hand (decision 103). Null while nothing was refunded.
     */
    refund: ZRefundState.nullable(),
  })
  .meta({ id: 'CreditPurchase' });
export type TCreditPurchase = z.infer<typeof ZCreditPurchase>;

/** What the checkout hands back for a paid order: the purchase it was for and the gateway's signed payment. */
export const ZGatewayProof = z.object({
  purchaseId: z.uuid(),
  paymentId: z.string().min(1).max(128),
  signature: z.string().regex(/^[0-9a-f]{64}$/i, 'Signature must be 64 hex characters'),
});
export type TGatewayProof = z.infer<typeof ZGatewayProof>;

export const ZCompletePurchaseRequest = ZGatewayProof;
export type TCompletePurchaseRequest = z.infer<typeof ZCompletePurchaseRequest>;

export const ZCancelPurchaseRequest = z.object({ purchaseId: z.uuid() });
export type TCancelPurchaseRequest = z.infer<typeof ZCancelPurchaseRequest>;
export const ZPurchaseIdParams = z.object({ purchaseId: z.uuid() });
export type TPurchaseIdParams = z.infer<typeof ZPurchaseIdParams>;

export const ZVerifyPurchaseResponse = z.object({
  purchaseId: z.uuid(),
  status: ZPurchaseStatus,
  verified: z.boolean(),
  credits: z.number().int(),
  expiresAt: z.iso.datetime(),
  secondsLeft: z.number().int(),
});
export type TVerifyPurchaseResponse = z.infer<typeof ZVerifyPurchaseResponse>;

export const ZCreditBalance = z
  .object({
    userId: z.uuid(),
    balance: z.number().int(),
    creditBalance: z.number().int(),
    pendingCredits: z.number().int(),
    /**
     * Referral rewards held while the referee's payment can still be refunded (decision 051): not in the balance,
     * so neither spendable nor encashable until released.
     */
    pendingReferralCredits: z.number().int(),
    totalEarned: z.number().int(),
    totalSpent: z.number().int(),
    breakdown: z.object({
      purchased: z.number().int(),
      referral: z.number().int(),
      bonus: z.number().int(),
    }),
  })
  .meta({ id: 'CreditBalance' });
export type TCreditBalance = z.infer<typeof ZCreditBalance>;

export const ZWalletInfo = ZCreditBalance.extend({
  walletId: z.string(),
  currency: z.string(),
  creditValueInr: z.number(),
  activeHolds: z.number().int(),
  createdAt: z.iso.datetime(),
});
export type TWalletInfo = z.infer<typeof ZWalletInfo>;

export const ZLedgerKind = z.enum(LEDGER_KINDS);
export type TLedgerKind = z.infer<typeof ZLedgerKind>;

export const ZCreditTransaction = z
  .object({
    id: z.string(),
    kind: ZLedgerKind,
    amount: z.number().int(),
    balanceAfter: z.number().int().nullable(),
    description: z.string(),
    reference: z.string().nullable(),
    createdAt: z.iso.datetime(),
  })
  .meta({ id: 'CreditTransaction' });
export type TCreditTransaction = z.infer<typeof ZCreditTransaction>;

export const ZUserIdParams = z.object({ userId: z.uuid() });
export type TUserIdParams = z.infer<typeof ZUserIdParams>;

export const ZCreditHistoryQuery = z.object({
  page: decimalNumber(z.number().int().min(1)).default(1),
  limit: decimalNumber(z.number().int().min(1).max(100)).default(10),
  type: ZLedgerKind.optional(),
  from: z.iso.datetime({ offset: true }).or(z.iso.date()).optional(),
  to: z.iso.datetime({ offset: true }).or(z.iso.date()).optional(),
});
export type TCreditHistoryQuery = z.infer<typeof ZCreditHistoryQuery>;

export const ZIdempotencyKey = z
  .string()
  .min(8, 'Idempotency key must be at least 8 characters')
  .max(128)
  .regex(/^[A-Za-z0-9:._-]+$/, 'Idempotency key may use letters, digits and : . _ -');
export type TIdempotencyKey = z.infer<typeof ZIdempotencyKey>;

/**
 * The `Idempotency-Key` request header, as Stripe and draft-ietf-httpapi-idempotency-key-header use it: the same
 * key with the same request answers the first result; with a different request it is refused. Loose, because a
 * route's header schema sees every header the request carries.
 */
export const ZIdempotencyKeyHeaders = z.looseObject({
  'idempotency-key': ZIdempotencyKey.optional().meta({
    description:
      'A key of your own for this attempt (e.g. a UUID); a retry of the same attempt sends the same key',
  }),
});
export type TIdempotencyKeyHeaders = z.infer<typeof ZIdempotencyKeyHeaders>;

export const ZDeductCreditsRequest = z.object({
  userId: z.uuid(),
  amount: z.number().int('Credits are whole numbers').positive().max(1_000_000),
  reason: z.string().trim().min(3).max(200),
  idempotencyKey: ZIdempotencyKey,
});
export type TDeductCreditsRequest = z.infer<typeof ZDeductCreditsRequest>;

export const ZAddCreditsRequest = z.object({
  userId: z.uuid(),
  amount: z.number().int('Credits are whole numbers').positive().max(1_000_000),
  reason: z.string().trim().min(3).max(200),
  idempotencyKey: ZIdempotencyKey,
});
export type TAddCreditsRequest = z.infer<typeof ZAddCreditsRequest>;

export const ZCreditMovementResponse = z.object({
  transactionId: z.string(),
  balance: z.number().int(),
  creditBalance: z.number().int(),
});
export type TCreditMovementResponse = z.infer<typeof ZCreditMovementResponse>;
