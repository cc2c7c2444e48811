/**
 * Credit notes (decision 079; CGST Act s.34, Rule 53): every refund of something invoiced issues one in the refund's
 * transaction, against its invoice, in the supplier's credit-note series. Its lines are copied from the invoice's
 * lines of what was refunded (the cancelled tickets, or what is still uncredited), rates and all; a part of a fee
 * is split at the line's own rates. A refund of something issued before invoicing existed has no invoice and issues
 * nothing. Changes when what a refund credits does.
 */
import type { Selectable } from 'kysely';
import type { InvoiceLinesTable, InvoiceParty } from '../db/schema.js';
import type { Executor } from '../db/transaction.js';
import { documentOf, type IssuedDocument, type Subject, writeDocument } from './issue.js';
import { documentNumber, financialYear, nextNumber } from './numbering.js';
import { splitAtRates } from './tax.js';

type InvoiceLine = Selectable<InvoiceLinesTable>;

/** The subject's invoice (its one payment's document), or null when it was paid before invoicing existed. */
async function invoiceOf(trx: Executor, subject: Subject) {
  return trx
    .selectFrom('invoices')
    .selectAll()
    .where('subject_type', '=', subject.type)
    .where('subject_id', '=', subject.id)
    .where('kind', '<>', 'credit-note')
    .orderBy('issued_at', 'desc')
    .limit(1)
    .executeTakeFirst();
}

/** The invoice's lines no earlier credit note has credited (by ticket; a fee's line once credited is done). */
async function uncreditedLines(trx: Executor, invoiceId: string): Promise<InvoiceLine[]> {
  const lines = await trx
    .selectFrom('invoice_lines')
    .selectAll()
    .where('invoice_id', '=', invoiceId)
    .orderBy('position')
    .execute();
  const credited = await trx
    .selectFrom('invoice_lines as l')
    .innerJoin('invoices as n', 'n.id', 'l.invoice_id')
    .select(['l.ticket_id', 'l.description'])
    .where('n.invoice_id', '=', invoiceId)
    .execute();
  const creditedTickets = new Set(credited.map((line) => line.ticket_id).filter(Boolean));
  if (credited.some((line) => line.ticket_id === null))
    return lines.filter((line) => line.ticket_id !== null);
  return lines.filter((line) => !line.ticket_id || !creditedTickets.has(line.ticket_id));
}

const rates = (line: InvoiceLine) => ({
  cgstRate: Number(line.cgst_rate),
  sgstRate: Number(line.sgst_rate),
  igstRate: Number(line.igst_rate),
});

/**
 * Issues the credit note of a refund, once (`sourceKey` is the refund's ledger key, so a retry finds it): against
 * the subject's invoice, crediting `ticketIds`' lines, or, without them, every line not yet credited; `amountPaise`
 * credits only that much of a single fee line (a policy's share of an entry fee). Null when there is no invoice
 * or nothing left to credit.
 */
export async function issueCreditNote(
  trx: Executor,
  input: { subject: Subject; sourceKey: string; ticketIds?: string[]; amountPaise?: number },
): Promise<IssuedDocument | null> {
  const earlier = await documentOf(trx, input.sourceKey);
  if (earlier) return earlier;
  const invoice = await invoiceOf(trx, input.subject);
  if (!invoice) return null;
  let lines = await uncreditedLines(trx, invoice.id);
  if (input.ticketIds) {
    const chosen = new Set(input.ticketIds);
    lines = lines.filter((line) => line.ticket_id !== null && chosen.has(line.ticket_id));
  }
  const credited = lines.map((line) => ({
    line,
    totalPaise: Number(line.total_paise),
    taxablePaise: Number(line.taxable_paise),
    cgstPaise: Number(line.cgst_paise),
    sgstPaise: Number(line.sgst_paise),
    igstPaise: Number(line.igst_paise),
  }));
  if (input.amountPaise !== undefined && credited.length === 1) {
    const only = credited[0] as (typeof credited)[number];
    const amount = Math.min(input.amountPaise, Number(only.line.total_paise));
    if (amount < Number(only.line.total_paise)) Object.assign(only, splitAtRates(amount, rates(only.line)));
  }
  const total = credited.reduce((sum, each) => sum + each.totalPaise, 0);
  if (credited.length === 0 || total === 0) return null;
  const issuedAt = new Date();
  const year = financialYear(issuedAt);
  const number = await nextNumber(trx, {
    supplierKey: invoice.supplier_key,
    series: 'credit-note',
    financialYear: year,
  });
  const note = await writeDocument(
    trx,
    {
      number: documentNumber('credit-note', year, number),
      series: 'credit-note',
      kind: 'credit-note',
      supplier_key: invoice.supplier_key,
      financial_year: year,
      subject_type: invoice.subject_type,
      subject_id: invoice.subject_id,
      invoice_id: invoice.id,
      source_key: input.sourceKey,
      // The invoice's particulars, as Rule 53 asks them of the note that corrects it.
      supplier: JSON.stringify(invoice.supplier as InvoiceParty),
      recipient: JSON.stringify(invoice.recipient),
      place_of_supply: invoice.place_of_supply,
      total_paise: total,
      issued_at: issuedAt,
    },
    credited.map((each) => ({
      description: each.line.description,
      sac: each.line.sac,
      tax_category: each.line.tax_category,
      quantity: each.line.quantity,
      unit_price_paise: each.totalPaise,
      taxable_paise: each.taxablePaise,
      cgst_rate: each.line.cgst_rate,
      cgst_paise: each.cgstPaise,
      sgst_rate: each.line.sgst_rate,
      sgst_paise: each.sgstPaise,
      igst_rate: each.line.igst_rate,
      igst_paise: each.igstPaise,
      total_paise: each.totalPaise,
      ticket_id: each.line.ticket_id,
    })),
  );
  return { id: note.id, number: note.number, kind: 'credit-note', totalPaise: total, issuedNow: true };
}
