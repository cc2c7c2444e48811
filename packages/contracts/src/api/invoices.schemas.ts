import { z } from 'zod';
import { ZCsvFile } from '../exports.js';
import {
  ZApplicationCreditNote,
  ZApplicationInvoice,
  ZBookingCreditNote,
  ZBookingInvoice,
  ZContestantCreditNote,
  ZContestantInvoice,
  ZGstr1Query,
  ZInvoiceSubjectParams,
  ZInvoicesPage,
  ZListInvoicesQuery,
  ZPdfFile,
  ZTaxProfile,
  ZTaxProfileAnswer,
  ZTaxProfileInput,
} from '../invoices.js';
import type { SchemaTable } from './define.js';

export const eventInvoicesSchemas = {
  bookingInvoice: { params: ZInvoiceSubjectParams, response: ZBookingInvoice },
  bookingInvoicePdf: { params: ZInvoiceSubjectParams, response: ZPdfFile },
  bookingCreditNotes: { params: ZInvoiceSubjectParams, response: z.array(ZBookingCreditNote) },
  contestantInvoice: { params: ZInvoiceSubjectParams, response: ZContestantInvoice },
  contestantInvoicePdf: { params: ZInvoiceSubjectParams, response: ZPdfFile },
  contestantCreditNotes: { params: ZInvoiceSubjectParams, response: z.array(ZContestantCreditNote) },
} satisfies SchemaTable;

export const applicationInvoicesSchemas = {
  applicationInvoice: { params: ZInvoiceSubjectParams, response: ZApplicationInvoice },
  applicationInvoicePdf: { params: ZInvoiceSubjectParams, response: ZPdfFile },
  applicationCreditNotes: { params: ZInvoiceSubjectParams, response: z.array(ZApplicationCreditNote) },
} satisfies SchemaTable;

export const organiserInvoicesSchemas = {
  taxProfile: { response: ZTaxProfileAnswer },
  putTaxProfile: { body: ZTaxProfileInput, response: ZTaxProfile },
  invoices: { query: ZListInvoicesQuery, response: ZInvoicesPage },
  gstr1: { query: ZGstr1Query, response: ZCsvFile },
} satisfies SchemaTable;
