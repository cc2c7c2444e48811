/**
 * Document numbers (decision 079; CGST Rule 46(b): consecutive, at most 16 characters, unique in a financial year):
 * one series per supplier, kind of document and financial year, taken in the transaction that confirms the payment
 * or the refund. The only writer of `invoice_series` (numbering-one-writer.test.ts keeps it so). Changes when a
 * number's shape or how the next one is taken does.
 */
import { sql } from 'kysely';
import type { InvoiceSeries } from '../db/schema.js';
import type { Executor } from '../db/transaction.js';

/** The letters before each series' numbers: IN invoices and bills of supply, CN credit notes, RC receipts. */
export const SERIES_PREFIX: Record<InvoiceSeries, string> = {
  invoice: 'IN',
  'credit-note': 'CN',
  receipt: 'RC',
};

/** India has one time zone with no summer time: its clock is always UTC + 5:30. */
const IST_OFFSET_MS = 330 * 60_000;

/** The financial year (April to March, in Asia/Kolkata) of a moment, as `26-27` for April 2026 to March 2027. */
export function financialYear(moment: Date): string {
  const india = new Date(moment.getTime() + IST_OFFSET_MS);
  const year = india.getUTCFullYear();
  const starts = india.getUTCMonth() >= 3 ? year : year - 1;
  const two = (value: number) => String(value % 100).padStart(2, '0');
  return `${two(starts)}-${two(starts + 1)}`;
}

/** `IN/26-27/000001`: 15 characters up to 999,999 a year, 16 up to 9,999,999; Rule 46 allows no more. */
export function documentNumber(series: InvoiceSeries, year: string, number: number): string {
  const text = `${SERIES_PREFIX[series]}/${year}/${String(number).padStart(6, '0')}`;
  if (text.length > 16)
    throw new Error(`The ${series} series of ${year} is full: ${text} exceeds 16 characters`);
  return text;
}

/**
 * The next number of a series, in the caller's transaction. One statement: the first document of a series inserts
 * its row at 1; every later one updates that row, whose lock it then holds until the transaction ends, so payments
 * committing at once on any number of processes take 1, 2, 3… in commit order; a payment that rolls back gives its
 * number back (the next takes it), so the series has no gap and no repeat.
 */
export async function nextNumber(
  trx: Executor,
  input: { supplierKey: string; series: InvoiceSeries; financialYear: string },
): Promise<number> {
  // Outside a transaction the row lock would end with the statement, before the document is written.
  if (!trx.isTransaction) throw new Error('A document number is taken in the transaction that issues it');
  const row = await trx
    .insertInto('invoice_series')
    .values({
      supplier_key: input.supplierKey,
      series: input.series,
      financial_year: input.financialYear,
      last_number: 1,
    })
    .onConflict((conflict) =>
      conflict
        .columns(['supplier_key', 'series', 'financial_year'])
        .doUpdateSet({ last_number: sql<number>`invoice_series.last_number + 1` }),
    )
    .returning('last_number')
    .executeTakeFirstOrThrow();
  return row.last_number;
}
