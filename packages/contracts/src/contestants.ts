import { z } from 'zod';
import { FEE_IF_NOT_SELECTED } from './contest-fee.js';
import { ZGatewayProof } from './credits.js';
import { ZPageQuery } from './envelope.js';
import { ZBooleanString, ZIsoDate } from './event-formats.js';
import { ZMoneyPaid, ZPayMethod, ZPaymentDetails, ZPaymentStatus, ZRefundState } from './event-payments.js';

export const ZContestantStatus = z.enum([
  'pending_payment',
  'registered',
  'under_review',
  'approved',
  'rejected',
  'cancelled',
]);
export type TContestantStatus = z.infer<typeof ZContestantStatus>;

/** Review moves only along these edges; cancelling is the contestant's own action (POST …/cancel). */
export const CONTESTANT_REVIEW_TRANSITIONS: Record<TContestantStatus, TContestantStatus[]> = {
  pending_payment: [],
  registered: ['under_review', 'rejected'],
  under_review: ['approved', 'rejected'],
  approved: [],
  rejected: [],
  cancelled: [],
};

/**
 * An Indian mobile number as people write it, the form's own placeholder included: "98765 43210", "+91 98765-43210",
 * "09876543210". Spaces and dashes are dropped and "+91" or a leading 0 kept off, so it is stored as ten digits.
 */
const ZPhone = z
  .string()
  .trim()
  .transform((value) => value.replace(/[\s-]/g, '').replace(/^(\+91|0)(?=\d{10}$)/, ''))
  .pipe(z.string().regex(/^[6-9]\d{9}$/, 'Enter a 10-digit Indian mobile number'));
const ZName = z.string().trim().min(2, 'Name is too short').max(100);
const ZBirthDate = ZIsoDate.refine((value) => {
  const age = (Date.now() - Date.parse(value)) / (365.25 * 86_400_000);
  return age >= 5 && age <= 100;
}, 'Contestants must be between 5 and 100 years old');

export const ZPersonalDetails = z.object({
  fullName: ZName,
  dateOfBirth: ZBirthDate,
  phone: ZPhone,
  email: z.email('Enter a valid email'),
  city: z.string().trim().min(2).max(80),
  guardianName: z.string().trim().max(100).optional(),
});
export type TPersonalDetails = z.infer<typeof ZPersonalDetails>;

export const ZPerformance = z.object({
  title: z.string().trim().min(3).max(120),
  category: z.enum(['vocal', 'instrumental', 'dance', 'drama', 'poetry', 'stand-up', 'other']),
  durationMinutes: z.number().int().min(1).max(30),
  language: z.string().trim().min(2).max(40).optional(),
  description: z.string().trim().min(10).max(1000),
});
export type TPerformance = z.infer<typeof ZPerformance>;

export const ZAdditionalContestant = z.object({
  fullName: ZName,
  dateOfBirth: ZBirthDate,
  role: z.string().trim().max(60).optional(),
});
export type TAdditionalContestant = z.infer<typeof ZAdditionalContestant>;

export const ZRegisterContestantRequest = z.object({
  eventId: z.uuid(),
  personalDetails: ZPersonalDetails,
  performance: ZPerformance,
  isGroupPerformance: z.boolean().default(false),
  additionalContestants: z.array(ZAdditionalContestant).max(49).default([]),
});
export type TRegisterContestantRequest = z.input<typeof ZRegisterContestantRequest>;

export const ZContestant = z
  .object({
    id: z.uuid(),
    eventId: z.uuid(),
    userId: z.uuid(),
    event: z.object({
      title: z.string(),
      startsAt: z.iso.datetime(),
      timeZone: z.string(),
      districtName: z.string(),
      /** Devanagari (decision 074). */
      districtNameHi: z.string().optional(),
      /** What the competition does with a paid fee when an entry is not selected (decision 054). */
      feeIfNotSelected: z.enum(FEE_IF_NOT_SELECTED),
    }),
    personalDetails: ZPersonalDetails,
    performance: ZPerformance,
    isGroupPerformance: z.boolean(),
    additionalContestants: z.array(ZAdditionalContestant),
    status: ZContestantStatus,
    notes: z.string().nullable(),
    feeCredits: z.number().int(),
    paymentStatus: ZPaymentStatus,
    cancelReason: z.string().nullable(),
    refundedCredits: z.number().int(),
    /** The fee paid through the gateway, in the currency paid; null when paid in credits or not paid (038). */
    paidMoney: ZMoneyPaid.nullable().optional(),
    /** Where a cancelled entry's refund went: the original payment (pending until the gateway took it) or credits. */
    refund: ZRefundState.nullable().optional(),
    /** Who cancelled a cancelled entry: the entrant, or the organiser withdrawing it or the competition; else null. */
    withdrawnBy: z.enum(['entrant', 'organiser']).nullable().optional(),
    /**
     * The competition's round an entry now stands in: the first of its rounds not yet over (decision 054); null when
     * the competition has no rounds or all are over.
     */
    round: z
      .object({
        number: z.number().int(),
        title: z.string(),
        startsAt: z.iso.datetime(),
        timeZone: z.string(),
      })
      .nullable()
      .optional(),
    history: z.array(
      z.object({
        from: ZContestantStatus.nullable(),
        to: ZContestantStatus,
        notes: z.string().nullable(),
        changedAt: z.iso.datetime(),
      }),
    ),
    createdAt: z.iso.datetime(),
  })
  .meta({ id: 'Contestant' });
export type TContestant = z.infer<typeof ZContestant>;

export const ZContestantIdParams = z.object({ id: z.uuid('Not a registration id') });
export type TContestantIdParams = z.infer<typeof ZContestantIdParams>;
/** A reviewer turning an entry down says why: the entrant reads it, and the decision is final (decision 054). */
export const REJECTION_REASON_REQUIRED = 'Say why this entry is not selected: the entrant reads it';
export const ZContestantStatusRequest = z
  .object({
    status: ZContestantStatus,
    notes: z.string().trim().max(1000).optional(),
  })
  .refine((value) => value.status !== 'rejected' || (value.notes ?? '').length >= 3, {
    message: REJECTION_REASON_REQUIRED,
    path: ['notes'],
  });
export type TContestantStatusRequest = z.infer<typeof ZContestantStatusRequest>;
export const ZListContestantsQuery = ZPageQuery.extend({
  status: ZContestantStatus.optional(),
  eventId: z.uuid().optional(),
  /** The caller's own entries only (without it an organiser also sees the entries to their competitions). */
  mine: ZBooleanString.optional(),
  /**
   * The review queue: only entries to competitions the caller runs (decision 046), not their own entries to other
   * people's competitions, which they cannot review; every entry for an admin, none for someone who runs nothing.
   */
  reviewing: ZBooleanString.optional(),
});
export type TListContestantsQuery = z.infer<typeof ZListContestantsQuery>;
export const ZAddContestantsRequest = z.object({
  contestants: z.array(ZAdditionalContestant).min(1).max(49),
});
export type TAddContestantsRequest = z.infer<typeof ZAddContestantsRequest>;
export const ZContestantPricing = z.object({
  eventId: z.uuid(),
  baseFeeCredits: z.number().int(),
  perAdditionalContestantCredits: z.number().int(),
  maxGroupSize: z.number().int(),
  currency: z.literal('CREDITS'),
  creditValueInr: z.number(),
  refundPolicy: z.string(),
  /** The fee of an entry the organiser does not select: refunded or kept (decision 054), and how entrants read it. */
  feeIfNotSelected: z.enum(FEE_IF_NOT_SELECTED),
  notSelectedPolicy: z.string(),
});
export type TContestantPricing = z.infer<typeof ZContestantPricing>;
export const ZInitiateContestantPaymentRequest = z.object({ contestantId: z.uuid(), method: ZPayMethod });
export type TInitiateContestantPaymentRequest = z.infer<typeof ZInitiateContestantPaymentRequest>;
export const ZCompleteContestantPaymentRequest = ZGatewayProof.extend({ contestantId: z.uuid() });
export type TCompleteContestantPaymentRequest = z.infer<typeof ZCompleteContestantPaymentRequest>;
export const ZContestantPaymentResponse = z.object({ contestant: ZContestant, payment: ZPaymentDetails });
export type TContestantPaymentResponse = z.infer<typeof ZContestantPaymentResponse>;
export const ZContestantStats = z.object({
  total: z.number().int(),
  pendingPayment: z.number().int(),
  inReview: z.number().int(),
  approved: z.number().int(),
  rejected: z.number().int(),
  cancelled: z.number().int(),
  upcoming: z.number().int(),
  /** Fees paid in credits, net of refunds. */
  creditsPaid: z.number().int(),
  /** Fees paid through the gateway, one total per currency, net of refunds to the original payment (038). */
  moneyPaid: z.array(ZMoneyPaid),
});
export type TContestantStats = z.infer<typeof ZContestantStats>;
