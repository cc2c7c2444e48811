// Over 300 lines: six GSTR-1 tables, each with the offline tool's exact columns; one reading of the month feeds them all.
/**
 * The month's GSTR-1 tables for a supplier's accountant (decision 079), one CSV each in the columns of the GST
 * offline tool's sheet, so each file pastes into its sheet without edits: B2CS (Table 7) net of the month's credit
 * notes, B2CL (Table 5) and CDNUR (Table 9B) for inter-state invoices above ₹1 lakh, exempt supplies (Table 8), the
 * HSN summary (Table 12) and the documents issued (Table 13). Only documents of a registered supplier count (a
 * receipt is no supply under GST). Nothing here writes. Changes when the return's tables or their columns do.
 */
import { gstStateName, type TGstr1Table } from '@engagex/contracts';
import type { CsvColumn } from '../csv.js';
import type { Executor } from '../db/transaction.js';
import { indiaDayStart } from './organiser-documents.js';

/**
 * Rule 59(4) as amended by Notification 12/2024-CT: an inter-state invoice to an unregistered person above ₹1 lakh
 * is reported invoice by invoice (B2CL), not in the state's total (B2CS).
 */
export const B2CL_ABOVE_PAISE = 100_000_00;

/** One line of a document issued in the month, with what decides its table. */
type LineRow = {
  kind: string;
  number: string;
  issued_at: Date;
  place_of_supply: string;
  supplier_state: string;
  total_paise: string | number | bigint;
  parent_number: string | null;
  parent_issued_at: Date | null;
  parent_total_paise: string | number | bigint | null;
  sac: string;
  taxable_paise: string | number | bigint;
  cgst_rate: string | number;
  sgst_rate: string | number;
  igst_rate: string | number;
  cgst_paise: string | number | bigint;
  sgst_paise: string | number | bigint;
  igst_paise: string | number | bigint;
  total_line_paise: string | number | bigint;
};

async function monthLines(executor: Executor, supplierKey: string, month: string) {
  const [year, monthNumber] = month.split('-').map(Number) as [number, number];
  const next = monthNumber === 12 ? `${year + 1}-01` : `${year}-${String(monthNumber + 1).padStart(2, '0')}`;
  return (await executor
    .selectFrom('invoices as i')
    .innerJoin('invoice_lines as l', 'l.invoice_id', 'i.id')
    .leftJoin('invoices as parent', 'parent.id', 'i.invoice_id')
    .select((eb) => [
      'i.kind',
      'i.number',
      'i.issued_at',
      'i.place_of_supply',
      eb.ref('i.supplier', '->>').key('stateCode').as('supplier_state'),
      'i.total_paise',
      'parent.number as parent_number',
      'parent.issued_at as parent_issued_at',
      'parent.total_paise as parent_total_paise',
      'l.sac',
      'l.taxable_paise',
      'l.cgst_rate',
      'l.sgst_rate',
      'l.igst_rate',
      'l.cgst_paise',
      'l.sgst_paise',
      'l.igst_paise',
      'l.total_paise as total_line_paise',
    ])
    .where('i.supplier_key', '=', supplierKey)
    .where('i.kind', 'in', ['tax-invoice', 'bill-of-supply', 'credit-note'])
    // A credit note of a receipt is no supply either: only a registered supplier's documents.
    .where((eb) => eb(eb.ref('i.supplier', '->>').key('gstin'), 'is not', null))
    .where('i.issued_at', '>=', indiaDayStart(`${month}-01`))
    .where('i.issued_at', '<', indiaDayStart(`${next}-01`))
    .orderBy('i.issued_at')
    .orderBy('i.number')
    .orderBy('l.position')
    .execute()) as LineRow[];
}

const paise = (value: string | number | bigint | null) => Number(value ?? 0);
const rateOf = (line: LineRow) => Number(line.cgst_rate) + Number(line.sgst_rate) + Number(line.igst_rate);
const isCredit = (line: LineRow) => line.kind === 'credit-note';
/** A credit note's sign: it takes its value off the month's supplies. */
const sign = (line: LineRow) => (isCredit(line) ? -1 : 1);

/** Whether the line's document (a credit note: its invoice) is reported invoice by invoice, in B2CL. */
function inB2cl(line: LineRow) {
  const interState = line.place_of_supply !== line.supplier_state;
  const value = isCredit(line) ? paise(line.parent_total_paise) : paise(line.total_paise);
  return interState && value > B2CL_ABOVE_PAISE;
}

/** "27-Maharashtra": the offline tool's place of supply. */
const pos = (code: string) => `${code}-${gstStateName(code) ?? ''}`;
/** Rupees to the paisa, as a number (a negative text would be taken for a formula). */
const rupees = (amount: number) => Math.round(amount) / 100;
/** "05-Dec-2026": the offline tool's dates, on India's calendar. */
const toolDate = (moment: Date) => {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', {
      timeZone: 'Asia/Kolkata',
      day: '2-digit',
      month: 'short',
      year: 'numeric',
    })
      .formatToParts(moment)
      .map((part) => [part.type, part.value]),
  );
  return `${parts.day}-${parts.month}-${parts.year}`;
};

/** Sums rows by a key in the order keys are first met. */
function groupBy<T, K extends string>(rows: T[], key: (row: T) => K) {
  const groups = new Map<K, T[]>();
  for (const row of rows) {
    const k = key(row);
    const group = groups.get(k);
    if (group) group.push(row);
    else groups.set(k, [row]);
  }
  return groups;
}

type Table = {
  columns: readonly CsvColumn<Record<string, string | number>>[];
  rows: Record<string, string | number>[];
};

const columnsOf = (headers: readonly string[]): Table['columns'] =>
  headers.map((header) => [header, (row) => row[header]] as const);

export const GSTR1_HEADERS: Record<TGstr1Table, readonly string[]> = {
  b2cs: [
    'Type',
    'Place Of Supply',
    'Applicable % of Tax Rate',
    'Rate',
    'Taxable Value',
    'Cess Amount',
    'E-Commerce GSTIN',
  ],
  b2cl: [
    'Invoice Number',
    'Invoice date',
    'Invoice Value',
    'Place Of Supply',
    'Applicable % of Tax Rate',
    'Rate',
    'Taxable Value',
    'Cess Amount',
    'E-Commerce GSTIN',
  ],
  cdnur: [
    'UR Type',
    'Note Number',
    'Note Date',
    'Note Type',
    'Place Of Supply',
    'Note Value',
    'Applicable % of Tax Rate',
    'Rate',
    'Taxable Value',
    'Cess Amount',
  ],
  exemp: [
    'Description',
    'Nil Rated Supplies',
    'Exempted(other than nil rated/non GST supply)',
    'Non-GST Supplies',
  ],
  hsn: [
    'HSN',
    'Description',
    'UQC',
    'Total Quantity',
    'Total Value',
    'Rate',
    'Taxable Value',
    'Integrated Tax Amount',
    'Central Tax Amount',
    'State/UT Tax Amount',
    'Cess Amount',
  ],
  docs: ['Nature of Document', 'Sr. No. From', 'Sr. No. To', 'Total Number', 'Cancelled'],
};

/** Table 7: taxed lines outside B2CL, by place of supply and rate, the month's credit notes taken off. */
function b2cs(lines: LineRow[]) {
  const taxed = lines.filter((line) => rateOf(line) > 0 && !inB2cl(line));
  return [...groupBy(taxed, (line) => `${line.place_of_supply}|${rateOf(line)}`).values()].map((group) => {
    const first = group[0] as LineRow;
    return {
      Type: 'OE',
      'Place Of Supply': pos(first.place_of_supply),
      'Applicable % of Tax Rate': '',
      Rate: rateOf(first),
      'Taxable Value': rupees(group.reduce((sum, line) => sum + sign(line) * paise(line.taxable_paise), 0)),
      'Cess Amount': '',
      'E-Commerce GSTIN': '',
    };
  });
}

/** Table 5: each B2CL invoice, a row per rate. */
function b2cl(lines: LineRow[]) {
  const invoices = lines.filter((line) => !isCredit(line) && inB2cl(line) && rateOf(line) > 0);
  return [...groupBy(invoices, (line) => `${line.number}|${rateOf(line)}`).values()].map((group) => {
    const first = group[0] as LineRow;
    return {
      'Invoice Number': first.number,
      'Invoice date': toolDate(first.issued_at),
      'Invoice Value': rupees(paise(first.total_paise)),
      'Place Of Supply': pos(first.place_of_supply),
      'Applicable % of Tax Rate': '',
      Rate: rateOf(first),
      'Taxable Value': rupees(group.reduce((sum, line) => sum + paise(line.taxable_paise), 0)),
      'Cess Amount': '',
      'E-Commerce GSTIN': '',
    };
  });
}

/** Table 9B: credit notes against B2CL invoices, a row per note and rate. */
function cdnur(lines: LineRow[]) {
  const notes = lines.filter((line) => isCredit(line) && inB2cl(line) && rateOf(line) > 0);
  return [...groupBy(notes, (line) => `${line.number}|${rateOf(line)}`).values()].map((group) => {
    const first = group[0] as LineRow;
    return {
      'UR Type': 'B2CL',
      'Note Number': first.number,
      'Note Date': toolDate(first.issued_at),
      'Note Type': 'C',
      'Place Of Supply': pos(first.place_of_supply),
      'Note Value': rupees(paise(first.total_paise)),
      'Applicable % of Tax Rate': '',
      Rate: rateOf(first),
      'Taxable Value': rupees(group.reduce((sum, line) => sum + paise(line.taxable_paise), 0)),
      'Cess Amount': '',
    };
  });
}

/** Table 8: exempt admission (₹500 or less a person), intra- and inter-state, net of credit notes. */
function exemp(lines: LineRow[]) {
  const exempt = lines.filter((line) => rateOf(line) === 0);
  const total = (interState: boolean) =>
    rupees(
      exempt
        .filter((line) => (line.place_of_supply !== line.supplier_state) === interState)
        .reduce((sum, line) => sum + sign(line) * paise(line.total_line_paise), 0),
    );
  const row = (description: string, exempted: number) => ({
    Description: description,
    'Nil Rated Supplies': 0,
    'Exempted(other than nil rated/non GST supply)': exempted,
    'Non-GST Supplies': 0,
  });
  return [
    row('Inter-State supplies to registered persons', 0),
    row('Intra-State supplies to registered persons', 0),
    row('Inter-State supplies to unregistered persons', total(true)),
    row('Intra-State supplies to unregistered persons', total(false)),
  ];
}

/** Table 12: by SAC and rate, net of credit notes; services have no quantity (UQC NA, 0). */
function hsn(lines: LineRow[]) {
  return [...groupBy(lines, (line) => `${line.sac}|${rateOf(line)}`).values()].map((group) => {
    const first = group[0] as LineRow;
    const sum = (pick: (line: LineRow) => string | number | bigint) =>
      rupees(group.reduce((total, line) => total + sign(line) * paise(pick(line)), 0));
    return {
      HSN: first.sac,
      Description: '',
      UQC: 'NA',
      'Total Quantity': 0,
      'Total Value': sum((line) => line.total_line_paise),
      Rate: rateOf(first),
      'Taxable Value': sum((line) => line.taxable_paise),
      'Integrated Tax Amount': sum((line) => line.igst_paise),
      'Central Tax Amount': sum((line) => line.cgst_paise),
      'State/UT Tax Amount': sum((line) => line.sgst_paise),
      'Cess Amount': '',
    };
  });
}

/** Table 13: each series' first and last number of the month; numbers are never cancelled (decision 079). */
function docs(lines: LineRow[]) {
  const series = [
    { nature: 'Invoices for outward supply', credit: false },
    { nature: 'Credit Note', credit: true },
  ];
  return series.flatMap(({ nature, credit }) => {
    // Numbers are zero-padded in one financial year's series, and a month lies in one year: text order is number order.
    const numbers = [
      ...new Set(lines.filter((line) => isCredit(line) === credit).map((line) => line.number)),
    ].sort();
    if (numbers.length === 0) return [];
    return [
      {
        'Nature of Document': nature,
        'Sr. No. From': numbers[0] as string,
        'Sr. No. To': numbers[numbers.length - 1] as string,
        'Total Number': numbers.length,
        Cancelled: 0,
      },
    ];
  });
}

const TABLES: Record<TGstr1Table, (lines: LineRow[]) => Record<string, string | number>[]> = {
  b2cs,
  b2cl,
  cdnur,
  exemp,
  hsn,
  docs,
};

/** One table of a supplier's GSTR-1 for a month (`YYYY-MM`, India's calendar). */
export async function gstr1Table(
  executor: Executor,
  input: { supplierKey: string; month: string; table: TGstr1Table },
): Promise<Table> {
  const lines = await monthLines(executor, input.supplierKey, input.month);
  return { columns: columnsOf(GSTR1_HEADERS[input.table]), rows: TABLES[input.table](lines) };
}
