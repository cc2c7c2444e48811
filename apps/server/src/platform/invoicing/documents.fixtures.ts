/**
 * Documents written straight into the tables, for tests of what reads them (the GSTR-1 tables, the organiser's
 * list): exact amounts on chosen days, whatever issuing would compute. Changes when the tables gain a column.
 */
import { randomUUID } from 'node:crypto';
import type { Executor } from '../db/transaction.js';

export type FixtureLine = {
  sac?: string;
  /** Rupee amounts in paise; rates in percent. Intra-state lines set cgst/sgst, inter-state igst. */
  taxable: number;
  cgstRate?: number;
  cgst?: number;
  sgstRate?: number;
  sgst?: number;
  igstRate?: number;
  igst?: number;
};

/** One document with its lines; its total is the lines' sum. Answers its id. */
export async function insertDocument(
  executor: Executor,
  input: {
    supplierKey: string;
    supplierState: string;
    gstin?: string | null;
    kind: 'tax-invoice' | 'bill-of-supply' | 'receipt' | 'credit-note';
    number: string;
    issuedAt: Date;
    placeOfSupply: string;
    subjectId?: string;
    invoiceId?: string;
    lines: FixtureLine[];
  },
) {
  const total = (line: FixtureLine) => line.taxable + (line.cgst ?? 0) + (line.sgst ?? 0) + (line.igst ?? 0);
  const series =
    input.kind === 'credit-note' ? 'credit-note' : input.kind === 'receipt' ? 'receipt' : 'invoice';
  const { id } = await executor
    .insertInto('invoices')
    .values({
      number: input.number,
      series,
      kind: input.kind,
      supplier_key: input.supplierKey,
      financial_year: '26-27',
      subject_type: 'booking',
      subject_id: input.subjectId ?? randomUUID(),
      invoice_id: input.invoiceId ?? null,
      source_key: `fixture:${randomUUID()}`,
      supplier: JSON.stringify({
        legalName: 'Fixture Supplier',
        gstin: input.gstin === undefined ? '27AABCE1234F1Z5' : input.gstin,
        address: 'Pune',
        stateCode: input.supplierState,
      }),
      recipient: JSON.stringify({ name: 'Fixture Buyer', email: 'buyer@example.com' }),
      place_of_supply: input.placeOfSupply,
      total_paise: input.lines.reduce((sum, line) => sum + total(line), 0),
      issued_at: input.issuedAt,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await executor
    .insertInto('invoice_lines')
    .values(
      input.lines.map((line, position) => ({
        invoice_id: id,
        position,
        description: 'Fixture ticket',
        sac: line.sac ?? '999622',
        tax_category: 'admission',
        quantity: 1,
        unit_price_paise: total(line),
        taxable_paise: line.taxable,
        cgst_rate: line.cgstRate ?? 0,
        cgst_paise: line.cgst ?? 0,
        sgst_rate: line.sgstRate ?? 0,
        sgst_paise: line.sgst ?? 0,
        igst_rate: line.igstRate ?? 0,
        igst_paise: line.igst ?? 0,
        total_paise: total(line),
      })),
    )
    .execute();
  return id;
}
