/**
 * Issuing a tax document for a payment (decision 079), in the payment's own transaction: its kind (tax invoice, bill
 * of supply or receipt), its number from the supplier's series, its lines with the tax of each at the moment of sale,
 * the supplier and recipient copied onto it. One document per payment: `source_key` is the payment's ledger key, so
 * a retry finds the one already issued. Changes when what a document records at issue does.
 */
import type { Insertable } from 'kysely';
import type {
  InvoiceKind,
  InvoiceLinesTable,
  InvoiceSeries,
  InvoiceSubject,
  InvoicesTable,
} from '../db/schema.js';
import type { Executor } from '../db/transaction.js';
import { documentNumber, financialYear, nextNumber } from './numbering.js';
import type { Supplier } from './supplier.js';
import { type LineTax, lineTax } from './tax.js';
import type { TaxCategory } from './tax-table.js';

export type Subject = { type: InvoiceSubject; id: string };
export type Recipient = { name: string; email: string };

/** One line to invoice: what one person paid for one thing (a ticket, an entry, a job fee). */
export type LineToInvoice = {
  description: string;
  category: TaxCategory;
  pricePaise: number;
  ticketId?: string | null;
};

export type IssuedDocument = {
  id: string;
  number: string;
  kind: InvoiceKind;
  totalPaise: number;
  /** False when a retry found the document its first attempt issued. */
  issuedNow: boolean;
};

/**
 * The document a payment or refund already issued, by its ledger key; null when it issued none.
 */
export async function documentOf(executor: Executor, sourceKey: string) {
  const row = await executor
    .selectFrom('invoices')
    .select(['id', 'number', 'kind', 'total_paise'])
    .where('source_key', '=', sourceKey)
    .executeTakeFirst();
  return row
    ? {
        id: row.id,
        number: row.number,
        kind: row.kind,
        totalPaise: Number(row.total_paise),
        issuedNow: false,
      }
    : null;
}

/**
 * What kind a sale's document is (decision 079): a supplier with no GSTIN collects no tax and gives a receipt; one
 * with a GSTIN gives a tax invoice when any line is taxed (an invoice-cum-bill of supply when it mixes in exempt
 * lines, Rule 46A), else a bill of supply (Rule 49). Tax invoices and bills of supply share one series.
 */
function kindOf(supplier: Supplier, taxes: LineTax[]): { kind: InvoiceKind; series: InvoiceSeries } {
  if (!supplier.party.gstin) return { kind: 'receipt', series: 'receipt' };
  const taxed = taxes.some((tax) => tax.ratePercent > 0);
  return { kind: taxed ? 'tax-invoice' : 'bill-of-supply', series: 'invoice' };
}

/**
 * Issues the document of a payment in its transaction, once: a retry (the same `sourceKey`) answers the one issued.
 * The rates are those in force now, the moment of sale, and are stored on each line, never worked out again.
 */
export async function issueInvoice(
  trx: Executor,
  input: {
    subject: Subject;
    sourceKey: string;
    recipient: Recipient;
    supplier: Supplier;
    placeOfSupply: string;
    lines: LineToInvoice[];
  },
): Promise<IssuedDocument> {
  const earlier = await documentOf(trx, input.sourceKey);
  if (earlier) return earlier;
  if (input.lines.length === 0) throw new Error('A document needs at least one line');
  const issuedAt = new Date();
  const { supplier, placeOfSupply } = input;
  const taxes = input.lines.map((line) =>
    lineTax({
      category: line.category,
      pricePaise: line.pricePaise,
      soldAt: issuedAt,
      supplierStateCode: supplier.party.stateCode,
      placeOfSupply,
      supplierHasGstin: Boolean(supplier.party.gstin),
    }),
  );
  const { kind, series } = kindOf(supplier, taxes);
  const total = taxes.reduce((sum, tax) => sum + tax.totalPaise, 0);
  const year = financialYear(issuedAt);
  const number = await nextNumber(trx, { supplierKey: supplier.key, series, financialYear: year });
  const invoice = await writeDocument(
    trx,
    {
      number: documentNumber(series, year, number),
      series,
      kind,
      supplier_key: supplier.key,
      financial_year: year,
      subject_type: input.subject.type,
      subject_id: input.subject.id,
      invoice_id: null,
      source_key: input.sourceKey,
      supplier: JSON.stringify(supplier.party),
      recipient: JSON.stringify(input.recipient),
      place_of_supply: placeOfSupply,
      total_paise: total,
      issued_at: issuedAt,
    },
    input.lines.map((line, index) => {
      const tax = taxes[index] as LineTax;
      return {
        description: line.description,
        sac: tax.sac,
        tax_category: line.category,
        quantity: 1,
        unit_price_paise: line.pricePaise,
        taxable_paise: tax.taxablePaise,
        cgst_rate: tax.cgstRate,
        cgst_paise: tax.cgstPaise,
        sgst_rate: tax.sgstRate,
        sgst_paise: tax.sgstPaise,
        igst_rate: tax.igstRate,
        igst_paise: tax.igstPaise,
        total_paise: tax.totalPaise,
        ticket_id: line.ticketId ?? null,
      };
    }),
  );
  return { id: invoice.id, number: invoice.number, kind, totalPaise: total, issuedNow: true };
}

/** A document and its lines, numbered in order: the one insert of both, for invoices and credit notes alike. */
export async function writeDocument(
  trx: Executor,
  document: Insertable<InvoicesTable>,
  lines: Omit<Insertable<InvoiceLinesTable>, 'invoice_id' | 'position'>[],
): Promise<{ id: string; number: string }> {
  const written = await trx
    .insertInto('invoices')
    .values(document)
    .returning(['id', 'number'])
    .executeTakeFirstOrThrow();
  await trx
    .insertInto('invoice_lines')
    .values(lines.map((line, index) => ({ ...line, invoice_id: written.id, position: index + 1 })))
    .execute();
  return written;
}
