/**
 * A tax document as a person and the PDF read it (decision 079): the API's invoice and credit-note shape, built from
 * the `invoices` and `invoice_lines` rows as they were issued, never recomputed. Changes when the shape gains a
 * field or the rows a column the shape shows.
 */
import { gstStateName } from '@engagex/contracts';
import type { Selectable } from 'kysely';
import type { InvoiceLinesTable, InvoicesTable } from '../db/schema.js';
import type { Executor } from '../db/transaction.js';
import { amountInWords } from './amount-words.js';

/** One line: a ticket, an entry fee or a job fee. Rates are percentages (9 for 9%), amounts rupees to the paisa. */
export type InvoiceDocumentLine = {
  description: string;
  sac: string;
  quantity: number;
  unitPriceInr: number;
  taxableValueInr: number;
  cgstRate: number;
  cgstInr: number;
  sgstRate: number;
  sgstInr: number;
  igstRate: number;
  igstInr: number;
  totalInr: number;
};

/**
 * An invoice, bill of supply, receipt or credit note, in the shape `GET …/invoice` answers (a credit note adds its
 * invoice's number). Kept here until contracts' invoices schema exists; the two must stay the same shape.
 */
export type InvoiceDocument = {
  number: string;
  kind: 'tax-invoice' | 'bill-of-supply' | 'receipt' | 'credit-note';
  /** ISO instant. */
  issuedAt: string;
  bookingId: string;
  /** `gstin` is null on a receipt: the supplier is not registered. */
  supplier: { legalName: string; gstin: string | null; address: string; stateCode: string };
  recipient: { name: string; email: string };
  placeOfSupply: { stateCode: string; stateName: string };
  lines: InvoiceDocumentLine[];
  totalInr: number;
  /** In English, Indian units: "Rupees Six Hundred Only". */
  amountInWords: string;
  /** A credit note's invoice (Rule 53(1)(h)); absent on every other kind. */
  invoiceNumber?: string;
};

type Money = string | number | bigint;
const inr = (paise: Money) => Number(paise) / 100;
const rate = (value: string | number) => Number(value);

/**
 * The document from its rows: `lines` in any order (they are put in their positions), `invoiceNumber` the
 * credit note's invoice's number.
 */
export function invoiceDocumentFromRows(
  invoice: Selectable<InvoicesTable>,
  lines: readonly Selectable<InvoiceLinesTable>[],
  invoiceNumber?: string | null,
): InvoiceDocument {
  const totalInr = inr(invoice.total_paise);
  return {
    number: invoice.number,
    kind: invoice.kind,
    issuedAt: new Date(invoice.issued_at).toISOString(),
    bookingId: invoice.subject_id,
    supplier: { ...invoice.supplier, gstin: invoice.supplier.gstin ?? null },
    recipient: invoice.recipient,
    placeOfSupply: {
      stateCode: invoice.place_of_supply,
      stateName: gstStateName(invoice.place_of_supply) ?? invoice.place_of_supply,
    },
    lines: [...lines]
      .sort((a, b) => a.position - b.position)
      .map((line) => ({
        description: line.description,
        sac: line.sac,
        quantity: line.quantity,
        unitPriceInr: inr(line.unit_price_paise),
        taxableValueInr: inr(line.taxable_paise),
        cgstRate: rate(line.cgst_rate),
        cgstInr: inr(line.cgst_paise),
        sgstRate: rate(line.sgst_rate),
        sgstInr: inr(line.sgst_paise),
        igstRate: rate(line.igst_rate),
        igstInr: inr(line.igst_paise),
        totalInr: inr(line.total_paise),
      })),
    totalInr,
    amountInWords: amountInWords(totalInr),
    ...(invoice.kind === 'credit-note' && invoiceNumber ? { invoiceNumber } : {}),
  };
}

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
    found.set(invoice.subject_id, invoiceDocumentFromRows(invoice, own));
  }
  return found;
}
