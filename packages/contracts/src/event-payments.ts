import { z } from 'zod';

// How a booking, a competition entry or a purchase is paid for and refunded: the shapes they share.

export const ZPaymentStatus = z.enum(['PENDING', 'COMPLETED', 'FAILED', 'REFUNDED']);
export type TPaymentStatus = z.infer<typeof ZPaymentStatus>;

export const ZPayMethod = z.enum(['credits', 'gateway']);
export type TPayMethod = z.infer<typeof ZPayMethod>;

/** Money as a purchase row keeps it: minor units (paise, cents) and the currency paid (decision 038). */
export const ZMoneyPaid = z.object({ amountMinor: z.number().int(), currency: z.string() });
export type TMoneyPaid = z.infer<typeof ZMoneyPaid>;
/**
 * A given-up refund an admin paid back outside the portal (decisions 098, 103, 111): the reference they gave, never
 * their note. Every refund a person reads carries it (a booking's, a ticket's share, an entry fee's, a purchase's).
 * The person whose money it was and admins read the reference; the event's organiser reads that it was settled
 * outside the portal, with `reference: null` (the reference is the buyer's bank transfer, decision 111).
 */
export const ZSettledByHand = z.object({ reference: z.string().nullable() }).meta({ id: 'SettledByHand' });
export type TSettledByHand = z.infer<typeof ZSettledByHand>;

export const ZRefundState = z.object({
  to: z.enum(['original', 'credits']),
  /** `failed`: the gateway refused every retry; the money is still owed and an admin refunds it (decision 038). */
  status: z.enum(['pending', 'done', 'failed']),
  /** Paid back outside the portal (ZSettledByHand); null when the gateway refunded it or it is not done. */
  byHand: ZSettledByHand.nullable(),
});
export type TRefundState = z.infer<typeof ZRefundState>;

/** Where a cancelled booking's money goes: the payment it came from (the default) or the wallet (decision 038). */
export const ZRefundTo = z.enum(['original', 'credits']);
export type TRefundTo = z.infer<typeof ZRefundTo>;
export const ZCancelRequest = z.object({
  reason: z.string().trim().min(3).max(500),
  refundTo: ZRefundTo.optional(),
  /** Cancel only these tickets of the booking (decision 078); the rest stays valid. */
  ticketIds: z.array(z.uuid('Not a ticket id')).min(1).max(10).optional(),
});
export type TCancelRequest = z.infer<typeof ZCancelRequest>;

export const ZPaymentDetails = z
  .object({
    method: z.enum(['credits', 'gateway', 'free']).nullable(),
    status: ZPaymentStatus,
    amountCredits: z.number().int(),
    amountInr: z.number(),
    paidCredits: z.number().int(),
    transactionId: z.string().nullable(),
    purchaseId: z.uuid().nullable(),
    paymentUrl: z.string().nullable(),
  })
  .meta({ id: 'PaymentDetails' });
export type TPaymentDetails = z.infer<typeof ZPaymentDetails>;
