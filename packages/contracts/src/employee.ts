import { z } from 'zod';
import { ZPageQuery } from './envelope.js';

export const ZPayoutMethod = z.enum(['bank_transfer', 'upi']);
export type TPayoutMethod = z.infer<typeof ZPayoutMethod>;

export const ZEncashmentConfig = z
  .object({
    minCredits: z.number().int(),
    maxCredits: z.number().int(),
    monthlyLimitCredits: z.number().int(),
    creditValueInr: z.number(),
    payoutMethods: z.array(ZPayoutMethod),
    processingDays: z.number().int(),
    encashableCredits: z.number().int(),
    usedThisMonth: z.number().int(),
    rules: z.array(z.string()),
  })
  .meta({ id: 'EncashmentConfig' });
export type TEncashmentConfig = z.infer<typeof ZEncashmentConfig>;

export const ZPayoutDetails = z.discriminatedUnion('method', [
  z.object({
    method: z.literal('upi'),
    upiId: z
      .string()
      .trim()
      .regex(/^[a-zA-Z0-9._-]{2,64}@[a-zA-Z]{2,32}$/, 'Enter a UPI id like name@bank'),
  }),
  z.object({
    method: z.literal('bank_transfer'),
    accountName: z.string().trim().min(2).max(100),
    accountNumber: z
      .string()
      .trim()
      .regex(/^\d{9,18}$/, 'Account numbers have 9 to 18 digits'),
    ifsc: z
      .string()
      .trim()
      .toUpperCase()
      .regex(/^[A-Z]{4}0[A-Z0-9]{6}$/, 'Enter a valid IFSC like HDFC0001234'),
  }),
]);
export type TPayoutDetails = z.infer<typeof ZPayoutDetails>;

export const ZEncashmentValidateRequest = z.object({
  credits: z.number().int('Credits are whole numbers'),
  payout: ZPayoutDetails.optional(),
});
export type TEncashmentValidateRequest = z.infer<typeof ZEncashmentValidateRequest>;
export const ZEncashmentValidation = z.object({ isValid: z.boolean(), message: z.string() });
export type TEncashmentValidation = z.infer<typeof ZEncashmentValidation>;

export const ZEncashmentRequestInput = z.object({
  credits: z.number().int('Credits are whole numbers').positive('Credits must be positive'),
  payout: ZPayoutDetails,
  idempotencyKey: z
    .string()
    .min(8)
    .max(128)
    .regex(/^[A-Za-z0-9:._-]+$/),
});
export type TEncashmentRequestInput = z.infer<typeof ZEncashmentRequestInput>;

export const ZEncashmentStatus = z.enum(['pending', 'approved', 'rejected', 'paid', 'cancelled']);
export type TEncashmentStatus = z.infer<typeof ZEncashmentStatus>;
export const ZEncashmentRequest = z
  .object({
    id: z.uuid(),
    userId: z.uuid(),
    employeeName: z.string(),
    credits: z.number().int(),
    amountInr: z.number(),
    payoutMethod: ZPayoutMethod,
    payoutTo: z.string(),
    status: ZEncashmentStatus,
    rejectionReason: z.string().nullable(),
    payoutReference: z.string().nullable(),
    createdAt: z.iso.datetime(),
    reviewedAt: z.iso.datetime().nullable(),
    paidAt: z.iso.datetime().nullable(),
  })
  .meta({ id: 'EncashmentRequest' });
export type TEncashmentRequest = z.infer<typeof ZEncashmentRequest>;

export const ZEncashmentIdParams = z.object({ id: z.uuid('Not a request id') });
export type TEncashmentIdParams = z.infer<typeof ZEncashmentIdParams>;
export const ZListEncashmentsQuery = ZPageQuery.extend({ status: ZEncashmentStatus.optional() });
export type TListEncashmentsQuery = z.infer<typeof ZListEncashmentsQuery>;
export const ZRejectEncashmentRequest = z.object({ reason: z.string().trim().min(3).max(500) });
export type TRejectEncashmentRequest = z.infer<typeof ZRejectEncashmentRequest>;
export const ZMarkPaidRequest = z.object({ payoutReference: z.string().trim().min(3).max(100) });
export type TMarkPaidRequest = z.infer<typeof ZMarkPaidRequest>;

export const ZReferralModule = z.object({
  id: z.string(),
  title: z.string(),
  status: z.enum(['live', 'upcoming']),
  icon: z.string(),
  color: z.string(),
  /** signupCredits is paid at the referee's first gateway payment, not at sign-up (decision 015). */
  commission: z.object({
    signupCredits: z.number().int(),
    purchasePercent: z.number(),
    monthlyCapCredits: z.number().int(),
  }),
  pitch: z.string(),
});
export type TReferralModule = z.infer<typeof ZReferralModule>;
export const ZReferralGuidance = z.object({
  module: ZReferralModule,
  idealCustomers: z.array(z.string()),
  steps: z.array(z.string()),
  talkingPoints: z.array(z.string()),
  avoid: z.array(z.string()),
  /** How referrals pay, and what holds them back (decision 015). */
  rules: z.array(z.string()),
});
export type TReferralGuidance = z.infer<typeof ZReferralGuidance>;
export const ZEmployeeReferralSummary = z.object({
  referralCode: z.string(),
  referralLink: z.string(),
  totalReferrals: z.number().int(),
  activeReferrals: z.number().int(),
  creditsEarned: z.number().int(),
  creditsEarnedThisMonth: z.number().int(),
  encashableCredits: z.number().int(),
  byMonth: z.array(
    z.object({ month: z.string(), referrals: z.number().int(), creditsEarned: z.number().int() }),
  ),
});
export type TEmployeeReferralSummary = z.infer<typeof ZEmployeeReferralSummary>;

/** The full payout destination of one request, shown to an admin with the payout role; each reveal is logged. */
export const ZPayoutReveal = z
  .object({ requestId: z.uuid(), destination: ZPayoutDetails, revealedAt: z.iso.datetime() })
  .meta({ id: 'PayoutReveal' });
export type TPayoutReveal = z.infer<typeof ZPayoutReveal>;
