/**
 * The admins' CSV export of job applications (docs/product.md "Exports"): the applications the admin
 * list shows with the same filters, oldest first, read a batch at a time by keyset (platform/csv.ts). Nothing here
 * writes. Changes when the applications list gains a filter or a column.
 */
import type { TJobStatus } from '@engagex/contracts';
import { sql } from 'kysely';
import { afterKey, type CsvColumn, keysetRows } from '../../platform/csv.js';
import { type PaymentFacts, paymentColumns } from '../../platform/csv-payments.js';
import type { Database } from '../../platform/db/database.js';
import { toInt } from '../../platform/ledger/ledger-terms.js';

/** As application-reads.ts listApplications filters for an admin. */
export function applicationRows(
  db: Database,
  filter: { status?: TJobStatus | undefined; openingId?: string | undefined },
) {
  return keysetRows((after: ApplicationExportRow | undefined, limit) => {
    let query = db
      .selectFrom('job_applications as a')
      .innerJoin('job_openings as o', 'o.id', 'a.opening_id')
      .innerJoin('users as u', 'u.id', 'a.user_id')
      // The completed purchase that paid a fee by card: the money as charged (decision 058).
      .leftJoin('credit_purchases as p', (join) =>
        join.onRef('p.id', '=', 'a.purchase_id').on('p.status', '=', 'completed'),
      )
      .select([
        'a.id',
        'a.cover_note',
        'a.experience_years',
        'a.links',
        'a.answers',
        'a.status',
        'a.fee_credits',
        'a.payment_status',
        'a.created_at',
        // The key at full precision: a Date keeps milliseconds, the column microseconds.
        sql<string>`a.created_at::text`.as('created_key'),
        'o.title as opening_title',
        'o.department',
        'o.category',
        'u.name',
        'u.email',
        'p.amount_minor as paid_amount_minor',
        'p.currency as paid_currency',
      ]);
    if (filter.status) query = query.where('a.status', '=', filter.status);
    if (filter.openingId) query = query.where('a.opening_id', '=', filter.openingId);
    if (after)
      query = query.where(
        afterKey(['a.created_at', 'a.id'], [sql`cast(${after.created_key} as timestamptz)`, after.id], 'asc'),
      );
    return query.orderBy('a.created_at').orderBy('a.id').limit(limit).execute();
  });
}

type ApplicationExportRow = {
  id: string;
  cover_note: string;
  experience_years: number;
  links: string[];
  answers: string[];
  status: TJobStatus;
  fee_credits: number;
  payment_status: string;
  paid_amount_minor: string | number | bigint | null;
  paid_currency: string | null;
  created_at: Date;
  created_key: string;
  opening_title: string;
  department: string;
  category: string;
  name: string;
  email: string;
};

/**
 * What the application fee paid (decision 069): by card through its completed purchase, in the money charged
 * (decision 058), else in credits; an opening without a fee is free. A job fee is not refunded.
 */
function feePayment(row: ApplicationExportRow): PaymentFacts {
  const card =
    row.paid_amount_minor !== null && row.paid_currency !== null
      ? { amountMinor: toInt(row.paid_amount_minor), currency: row.paid_currency }
      : null;
  const paidWith =
    row.fee_credits === 0 ? 'free' : row.payment_status !== 'COMPLETED' ? null : card ? 'card' : 'credits';
  return { paidWith, credits: row.fee_credits, card: paidWith === 'card' ? card : null, refund: null };
}

export const APPLICATION_COLUMNS: CsvColumn<ApplicationExportRow>[] = [
  ['Application id', (row) => row.id],
  ['Opening', (row) => row.opening_title],
  ['Department', (row) => row.department],
  ['Category', (row) => row.category],
  ['Applicant', (row) => row.name],
  ['Email', (row) => row.email],
  ['Experience (years)', (row) => row.experience_years],
  ['Status', (row) => row.status],
  ...paymentColumns(feePayment),
  ['Applied at', (row) => row.created_at],
  ['Links', (row) => row.links.join(' ')],
  ['Answers', (row) => row.answers.join(' | ')],
  ['Cover note', (row) => row.cover_note],
];
