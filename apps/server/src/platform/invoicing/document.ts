/**
 * The invoices a booking's confirmation email carries (decision 079), read in one query per outbox turn and built
 * by the API's own reader (reads.ts), so the PDF attached says what `GET …/invoice` answers. Changes when the email
 * carries another kind of document.
 */
import type { TInvoiceDocument, TInvoiceLine } from '@engagex/contracts';
import type { Executor } from '../db/transaction.js';
import { toDocument } from './reads.js';

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
  if (bookingIds.length === 0) return found;
  const invoices = await executor
    .selectFrom('invoices')
    .selectAll()
    .where('subject_type', '=', 'booking')
    .where('subject_id', 'in', [...new Set(bookingIds)])
    .where('kind', '<>', 'credit-note')
    // One payment confirms a booking, so one invoice; the first issued wins should a second ever exist.
    .orderBy('issued_at')
    .execute();
  if (invoices.length === 0) return found;
  const lines = await executor
    .selectFrom('invoice_lines')
    .selectAll()
    .where(
      'invoice_id',
      'in',
      invoices.map((invoice) => invoice.id),
    )
    .execute();
  for (const invoice of invoices) {
    if (found.has(invoice.subject_id)) continue;
    const own = lines.filter((line) => line.invoice_id === invoice.id);
    own.sort((a, b) => a.position - b.position);
    found.set(
      invoice.subject_id,
      toDocument({ ...invoice, parent_number: null, parent_issued_at: null }, own),
    );
  }
  return found;
}
