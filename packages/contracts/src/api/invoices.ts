import { defineApi } from './define.js';
import type {
  applicationInvoicesSchemas,
  eventInvoicesSchemas,
  organiserInvoicesSchemas,
} from './invoices.schemas.js';

/**
 * GST invoices and credit notes (decision 079): each paid booking, entry fee and job fee has its document, read
 * as JSON or as the PDF the buyer keeps, and the credit notes of its refunds. Who paid, the event's organiser and
 * an admin read them; anyone else's id is a 404, as the booking itself is (decision 046). The organiser keeps
 * their tax profile, lists their documents and exports the month's GSTR-1 tables for their accountant. Changes
 * when a document or a return table is added.
 */

/** A booking's and an entry's documents: both events services answer them (decision 028). */
export const eventInvoicesApi = defineApi<typeof eventInvoicesSchemas>()(
  'event-invoices',
  'realm',
  () => import('./invoices.schemas.js').then((m) => m.eventInvoicesSchemas),
  {
    /** 404 too while the booking has none: a free, held or unpaid booking. */
    bookingInvoice: { method: 'GET', path: '/bookings/:id/invoice', access: 'user' },
    bookingInvoicePdf: {
      method: 'GET',
      path: '/bookings/:id/invoice.pdf',
      access: 'user',
      file: 'application/pdf',
    },
    /** Oldest first; empty while nothing was refunded. */
    bookingCreditNotes: { method: 'GET', path: '/bookings/:id/credit-notes', access: 'user' },
    contestantInvoice: { method: 'GET', path: '/contestants/:id/invoice', access: 'user' },
    contestantInvoicePdf: {
      method: 'GET',
      path: '/contestants/:id/invoice.pdf',
      access: 'user',
      file: 'application/pdf',
    },
    contestantCreditNotes: { method: 'GET', path: '/contestants/:id/credit-notes', access: 'user' },
  },
);

/** A job application fee's documents: the applicant's and an admin's (the platform supplies them). */
export const applicationInvoicesApi = defineApi<typeof applicationInvoicesSchemas>()(
  'application-invoices',
  'jobs',
  () => import('./invoices.schemas.js').then((m) => m.applicationInvoicesSchemas),
  {
    applicationInvoice: { method: 'GET', path: '/job-applications/:id/invoice', access: 'user' },
    applicationInvoicePdf: {
      method: 'GET',
      path: '/job-applications/:id/invoice.pdf',
      access: 'user',
      file: 'application/pdf',
    },
    applicationCreditNotes: { method: 'GET', path: '/job-applications/:id/credit-notes', access: 'user' },
  },
);

/** The organiser's side: their GST registration, their documents and the month's return. Admins too. */
export const organiserInvoicesApi = defineApi<typeof organiserInvoicesSchemas>()(
  'organiser-invoices',
  'main',
  () => import('./invoices.schemas.js').then((m) => m.organiserInvoicesSchemas),
  {
    taxProfile: { method: 'GET', path: '/organiser/tax-profile', access: 'organiser' },
    /** A GSTIN that fails a check is a 400 with the reason; the next invoice names the new profile. */
    putTaxProfile: { method: 'PUT', path: '/organiser/tax-profile', access: 'organiser' },
    /** Newest first: what the organiser supplied, and the documents of the events they run. */
    invoices: { method: 'GET', path: '/organiser/invoices', access: 'organiser' },
    /** One table of the month's GSTR-1 as a CSV in the GST offline tool's columns (`table`, default B2CS). */
    gstr1: { method: 'GET', path: '/organiser/invoices/gstr1', access: 'organiser', file: 'text/csv' },
  },
);
