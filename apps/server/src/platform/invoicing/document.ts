/**
 * The invoices a booking's confirmation email carries (decision 079), read in one query per outbox turn and built
 * by the API's own reader (reads.ts), so the PDF attached says what `GET …/invoice` answers. Changes when the email
 * carries another kind of document.
 */
import type { TInvoiceDocument, TInvoiceLine } from '@engagex/contracts';
import type { Executor } from '../db/transaction.js';
import { documentsOfSubjects } from './reads.js';

/** A document as `GET …/invoice` answers it, less its subject's field: what the PDF and the email carry. */
export type InvoiceDocument = TInvoiceDocument;
export type InvoiceDocumentLine = TInvoiceLine;

/**
 * The invoices (not the credit notes) of these bookings, one per booking: the document its confirmation email
 * carries. A booking without one (free, or confirmed before invoicing began) is absent from the map.
 */
export async function bookingInvoices(
  executor: Executor,
  bookingIds: readonly string[],
): Promise<Map<string, InvoiceDocument>> {
  const found = new Map<string, InvoiceDocument>();
  // One payment confirms a booking, so one invoice; the first issued wins should a second ever exist.
  for (const { subjectId, document } of await documentsOfSubjects(executor, 'booking', bookingIds, false))
    if (!found.has(subjectId)) found.set(subjectId, document);
  return found;
}
