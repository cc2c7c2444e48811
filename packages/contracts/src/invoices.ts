import { z } from 'zod';
import { paginated, ZPageQuery } from './envelope.js';
import { ZIsoDate } from './event-formats.js';
import { ZRealm } from './events.js';
import { GST_STATES, gstinProblem, normaliseGstin } from './gst.js';

/**
 * The shapes of GST invoices and credit notes on the wire (decision 079): a document as issued, the organiser's
 * tax profile, the list of an organiser's documents and the GSTR-1 export's query. Money is in rupees with two
 * decimals (the database keeps paise), rates are percentages (9 for CGST 9%). Changes when a document gains a field
 * or a return's table is added.
 */

const ZStateCode = z.enum(GST_STATES.map((state) => state.code) as [string, ...string[]], {
  error: 'Choose a state',
});

/** The supplier as the document names it; `gstin` is null on a receipt of a supplier without a registration. */
export const ZInvoiceSupplier = z.object({
  legalName: z.string(),
  gstin: z.string().nullable(),
  address: z.string(),
  stateCode: z.string(),
});
export type TInvoiceSupplier = z.infer<typeof ZInvoiceSupplier>;

/** One line: a ticket, an entry fee or a job fee, its tax split as fixed at the moment of sale. */
export const ZInvoiceLine = z.object({
  description: z.string(),
  /** The service's SAC code (heading 9996 and its groups for admission). */
  sac: z.string(),
  quantity: z.number().int(),
  unitPriceInr: z.number(),
  taxableValueInr: z.number(),
  cgstRate: z.number(),
  cgstInr: z.number(),
  sgstRate: z.number(),
  sgstInr: z.number(),
  igstRate: z.number(),
  igstInr: z.number(),
  totalInr: z.number(),
});
export type TInvoiceLine = z.infer<typeof ZInvoiceLine>;

export const ZInvoiceKind = z.enum(['tax-invoice', 'bill-of-supply', 'receipt']);
export type TInvoiceKind = z.infer<typeof ZInvoiceKind>;

const documentFields = {
  /** `IN/26-27/000001`: at most 16 characters, consecutive in its supplier's series for the financial year. */
  number: z.string(),
  issuedAt: z.iso.datetime(),
  supplier: ZInvoiceSupplier,
  recipient: z.object({ name: z.string(), email: z.string() }),
  /** Where the event is held (IGST Act s.12(6)); the supplier's state for a job fee. */
  placeOfSupply: z.object({ stateCode: z.string(), stateName: z.string() }),
  lines: z.array(ZInvoiceLine),
  /** What was paid (or, on a credit note, refunded): the lines' totals add up to it. */
  totalInr: z.number(),
  /** "Rupees Six Hundred Only" (amountInWords). */
  amountInWords: z.string(),
};

/** What a credit note adds: its own kind, and the invoice it reduces (Rule 53: that invoice's number and date). */
const creditNoteFields = {
  kind: z.literal('credit-note'),
  invoiceNumber: z.string(),
  invoiceIssuedAt: z.iso.datetime(),
};

export const ZBookingInvoice = z
  .object({ ...documentFields, kind: ZInvoiceKind, bookingId: z.uuid() })
  .meta({ id: 'BookingInvoice' });
export type TBookingInvoice = z.infer<typeof ZBookingInvoice>;
export const ZBookingCreditNote = z
  .object({ ...documentFields, ...creditNoteFields, bookingId: z.uuid() })
  .meta({ id: 'BookingCreditNote' });
export type TBookingCreditNote = z.infer<typeof ZBookingCreditNote>;

export const ZContestantInvoice = z
  .object({ ...documentFields, kind: ZInvoiceKind, contestantId: z.uuid() })
  .meta({ id: 'ContestantInvoice' });
export type TContestantInvoice = z.infer<typeof ZContestantInvoice>;
export const ZContestantCreditNote = z
  .object({ ...documentFields, ...creditNoteFields, contestantId: z.uuid() })
  .meta({ id: 'ContestantCreditNote' });
export type TContestantCreditNote = z.infer<typeof ZContestantCreditNote>;

export const ZApplicationInvoice = z
  .object({ ...documentFields, kind: ZInvoiceKind, applicationId: z.uuid() })
  .meta({ id: 'ApplicationInvoice' });
export type TApplicationInvoice = z.infer<typeof ZApplicationInvoice>;
export const ZApplicationCreditNote = z
  .object({ ...documentFields, ...creditNoteFields, applicationId: z.uuid() })
  .meta({ id: 'ApplicationCreditNote' });
export type TApplicationCreditNote = z.infer<typeof ZApplicationCreditNote>;

/** Any document as the server builds it before naming its subject's field. */
export type TInvoiceDocument = Omit<TBookingInvoice, 'bookingId' | 'kind'> & {
  kind: TInvoiceKind | 'credit-note';
  invoiceNumber?: string;
  invoiceIssuedAt?: string;
};

/** A PDF document (decision 040, "File answers"): the invoice or credit note as the buyer keeps it. */
export const ZPdfFile = z.string().describe('A PDF document');

/** The id of a booking, an entry or a job application whose documents are asked for. */
export const ZInvoiceSubjectParams = z.object({ id: z.uuid('Not an id') });

/** An organiser's GST registration as they keep it (decision 079). */
export const ZTaxProfile = z
  .object({
    legalName: z.string(),
    gstin: z.string(),
    address: z.string(),
    stateCode: z.string(),
    stateName: z.string(),
    updatedAt: z.iso.datetime(),
  })
  .meta({ id: 'TaxProfile' });
export type TTaxProfile = z.infer<typeof ZTaxProfile>;

/**
 * What the organiser sends: the GSTIN is checked as the web checks it as typed (`gstinProblem`), and refused with
 * the same plain reason.
 */
export const ZTaxProfileInput = z
  .object({
    legalName: z.string().trim().min(2).max(200),
    gstin: z.string().trim().min(1).max(20).transform(normaliseGstin),
    address: z.string().trim().min(10).max(500),
    stateCode: ZStateCode,
  })
  .superRefine((value, context) => {
    const problem = gstinProblem(value.gstin, value.stateCode);
    if (problem) context.addIssue({ code: 'custom', path: ['gstin'], message: problem });
  });
export type TTaxProfileInput = z.input<typeof ZTaxProfileInput>;

/** `GET /organiser/tax-profile`: null until the organiser records one. */
export const ZTaxProfileAnswer = ZTaxProfile.nullable();

/** An organiser's list: documents issued in a span of days (India time), both ends included. */
export const ZListInvoicesQuery = ZPageQuery.extend({
  from: ZIsoDate.optional(),
  to: ZIsoDate.optional(),
  kind: z.enum(['tax-invoice', 'bill-of-supply', 'receipt', 'credit-note']).optional(),
  /** Admins only: one supplier's documents ('platform' or an organiser's user id); all of them when absent. */
  supplier: z.union([z.literal('platform'), z.uuid()]).optional(),
}).refine((value) => !value.from || !value.to || value.from <= value.to, {
  message: 'The start date must not be after the end date',
  path: ['to'],
});
export type TListInvoicesQuery = z.input<typeof ZListInvoicesQuery>;

/** One row of the organiser's list: enough to read the totals and open the document. */
export const ZInvoiceSummary = z
  .object({
    number: z.string(),
    kind: z.enum(['tax-invoice', 'bill-of-supply', 'receipt', 'credit-note']),
    issuedAt: z.iso.datetime(),
    /** What the document is for, and where its pair of reads is: a booking or an entry of a realm, an application. */
    subject: z.object({
      type: z.enum(['booking', 'contestant', 'job-application']),
      id: z.uuid(),
      realm: ZRealm.nullable(),
    }),
    /** A credit note's invoice; null otherwise. */
    invoiceNumber: z.string().nullable(),
    supplier: ZInvoiceSupplier,
    recipientName: z.string(),
    placeOfSupply: z.object({ stateCode: z.string(), stateName: z.string() }),
    taxableValueInr: z.number(),
    cgstInr: z.number(),
    sgstInr: z.number(),
    igstInr: z.number(),
    totalInr: z.number(),
  })
  .meta({ id: 'InvoiceSummary' });
export type TInvoiceSummary = z.infer<typeof ZInvoiceSummary>;
export const ZInvoicesPage = paginated(ZInvoiceSummary);

/**
 * The GSTR-1 tables the export writes, one CSV each in the columns of the GST offline tool's sheet (decision 079):
 * `b2cs` (Table 7, net of the month's credit notes), `b2cl` (Table 5: inter-state invoices above ₹1 lakh),
 * `cdnur` (Table 9B: credit notes against those), `exemp` (Table 8: exempt supplies), `hsn` (Table 12) and
 * `docs` (Table 13: the series used).
 */
export const GSTR1_TABLES = ['b2cs', 'b2cl', 'cdnur', 'exemp', 'hsn', 'docs'] as const;
export const ZGstr1Table = z.enum(GSTR1_TABLES);
export type TGstr1Table = z.infer<typeof ZGstr1Table>;

export const ZGstr1Query = z.object({
  month: z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'Give the month as YYYY-MM'),
  table: ZGstr1Table.default('b2cs'),
  /** Admins only: whose return ('platform' or an organiser's user id); an organiser's is always their own. */
  supplier: z.union([z.literal('platform'), z.uuid()]).optional(),
});
export type TGstr1Query = z.input<typeof ZGstr1Query>;
