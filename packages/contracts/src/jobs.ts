import { z } from 'zod';
import { ZGatewayProof } from './credits.js';
import { ZPageQuery } from './envelope.js';

export const ZJobStatus = z.enum(['PENDING', 'UNDER_REVIEW', 'APPROVED', 'REJECTED']);
export type TJobStatus = z.infer<typeof ZJobStatus>;
export const ZJobPaymentStatus = z.enum(['PENDING', 'COMPLETED', 'FAILED']);
export type TJobPaymentStatus = z.infer<typeof ZJobPaymentStatus>;

/** docs/product.md §4's workflow; only admins move an application, and only along these edges. */
export const JOB_STATUS_TRANSITIONS: Record<TJobStatus, TJobStatus[]> = {
  PENDING: ['UNDER_REVIEW', 'REJECTED'],
  UNDER_REVIEW: ['APPROVED', 'REJECTED'],
  APPROVED: [],
  REJECTED: [],
};

export const ZJobCategory = z.enum([
  'engineering',
  'design',
  'product',
  'marketing',
  'operations',
  'internship',
]);
export type TJobCategory = z.infer<typeof ZJobCategory>;

/** Application fees by category, in credits (1 credit = 10 INR). */
export const JOB_FEE_CREDITS: Record<TJobCategory, number> = {
  engineering: 20,
  design: 15,
  product: 15,
  marketing: 10,
  operations: 10,
  internship: 0,
};

export const ZJobOpening = z
  .object({
    id: z.uuid(),
    title: z.string(),
    department: z.string(),
    location: z.string(),
    category: ZJobCategory,
    description: z.string(),
    closesOn: z.iso.date(),
    status: z.enum(['open', 'closed']),
    isAcceptingApplications: z.boolean(),
    feeCredits: z.number().int(),
    questions: z.array(z.string()),
    createdAt: z.iso.datetime(),
  })
  .meta({ id: 'JobOpening' });
export type TJobOpening = z.infer<typeof ZJobOpening>;

/** How many questions an opening may ask its applicants. */
export const OPENING_QUESTION_LIMIT = 5;

export const ZJobOpeningInput = z.object({
  title: z.string().trim().min(3).max(120),
  department: z.string().trim().min(2).max(80),
  location: z.string().trim().min(2).max(80),
  category: ZJobCategory,
  description: z.string().trim().min(20).max(5000),
  closesOn: z.iso
    .date()
    .refine((value) => value >= new Date().toISOString().slice(0, 10), 'closesOn must not be in the past'),
  questions: z.array(z.string().trim().min(5).max(300)).max(OPENING_QUESTION_LIMIT).default([]),
});
export type TJobOpeningInput = z.infer<typeof ZJobOpeningInput>;
export const ZOpeningIdParams = z.object({ id: z.uuid('Not an opening id') });
export type TOpeningIdParams = z.infer<typeof ZOpeningIdParams>;
export const ZListOpeningsQuery = ZPageQuery.extend({
  status: z.enum(['open', 'closed', 'all']).default('open'),
  category: ZJobCategory.optional(),
});
export type TListOpeningsQuery = z.infer<typeof ZListOpeningsQuery>;

export const ZJobApplicationRequest = z.object({
  openingId: z.uuid(),
  coverNote: z.string().trim().min(50, 'Write at least 50 characters').max(3000),
  experienceYears: z.number().int().min(0).max(50),
  links: z
    .array(z.url({ protocol: /^https?$/, error: 'Links must be http(s) URLs' }))
    .max(5)
    .default([]),
  answers: z.array(z.string().trim().min(1, 'Answer every question').max(2000)).max(5).default([]),
});
export type TJobApplicationRequest = z.input<typeof ZJobApplicationRequest>;

export const ZJobApplication = z
  .object({
    id: z.uuid(),
    openingId: z.uuid(),
    opening: z.object({ title: z.string(), department: z.string(), category: ZJobCategory }),
    userId: z.uuid(),
    applicantName: z.string(),
    coverNote: z.string(),
    experienceYears: z.number().int(),
    links: z.array(z.string()),
    answers: z.array(z.string()),
    status: ZJobStatus,
    feeCredits: z.number().int(),
    paymentStatus: ZJobPaymentStatus,
    timeline: z.array(
      z.object({
        from: ZJobStatus.nullable(),
        to: ZJobStatus,
        notes: z.string().nullable(),
        changedBy: z.string().nullable(),
        changedAt: z.iso.datetime(),
      }),
    ),
    createdAt: z.iso.datetime(),
  })
  .meta({ id: 'JobApplication' });
export type TJobApplication = z.infer<typeof ZJobApplication>;

export const ZApplicationIdParams = z.object({ id: z.uuid('Not an application id') });
export type TApplicationIdParams = z.infer<typeof ZApplicationIdParams>;
export const ZJobStatusRequest = z.object({
  status: ZJobStatus,
  notes: z.string().trim().max(1000).optional(),
});
export type TJobStatusRequest = z.infer<typeof ZJobStatusRequest>;
export const ZListApplicationsQuery = ZPageQuery.extend({
  status: ZJobStatus.optional(),
  openingId: z.uuid().optional(),
});
export type TListApplicationsQuery = z.infer<typeof ZListApplicationsQuery>;

export const ZPaymentRates = z.object({
  currency: z.literal('CREDITS'),
  creditValueInr: z.number(),
  rates: z.array(z.object({ category: ZJobCategory, feeCredits: z.number().int(), feeInr: z.number() })),
});
export type TPaymentRates = z.infer<typeof ZPaymentRates>;

export const ZJobPaymentInitiateRequest = z.object({
  applicationId: z.uuid(),
  method: z.enum(['credits', 'gateway']),
});
export type TJobPaymentInitiateRequest = z.infer<typeof ZJobPaymentInitiateRequest>;
export const ZJobPaymentCompleteRequest = ZGatewayProof.extend({ applicationId: z.uuid() });
export type TJobPaymentCompleteRequest = z.infer<typeof ZJobPaymentCompleteRequest>;
export const ZJobPaymentStatusResponse = z
  .object({
    applicationId: z.uuid(),
    status: ZJobPaymentStatus,
    method: z.enum(['credits', 'gateway', 'free']).nullable(),
    amountCredits: z.number().int(),
    amountInr: z.number(),
    purchaseId: z.uuid().nullable(),
    paymentUrl: z.string().nullable(),
    transactionId: z.string().nullable(),
  })
  .meta({ id: 'JobPaymentStatus' });
export type TJobPaymentStatusResponse = z.infer<typeof ZJobPaymentStatusResponse>;

export const ZCsrfResponse = z.object({ csrfToken: z.string() });
export type TCsrfResponse = z.infer<typeof ZCsrfResponse>;
