/**
 * The admins' CSV export of the encashment payout queue (docs/product.md "Exports"): the requests the
 * queue shows with the same filters, oldest first, read a batch at a time by keyset (platform/csv.ts). The payout
 * destination is masked as in the queue: the full one is only revealed one at a time, audited (decision 008).
 * Changes when the payout queue gains a filter or a column.
 */
import type { TEncashmentStatus } from '@engagex/contracts';
import { sql } from 'kysely';
import { afterKey, type CsvColumn, keysetRows } from '../../platform/csv.js';
import type { Database } from '../../platform/db/database.js';
import { toInt } from '../../platform/ledger/ledger.js';

/** As encashment-reads.ts listEncashments filters for the queue (everyone's requests). */
export function encashmentRows(db: Database, filter: { status?: TEncashmentStatus | undefined }) {
  return keysetRows((after: EncashmentExportRow | undefined, limit) => {
    let query = db
      .selectFrom('encashment_requests as r')
      .innerJoin('users as u', 'u.id', 'r.user_id')
      .select([
        'r.id',
        'r.credits',
        'r.amount_minor',
        'r.payout_method',
        'r.payout_to',
        'r.status',
        'r.rejection_reason',
        'r.payout_reference',
        'r.created_at',
        'r.reviewed_at',
        'r.paid_at',
        // The key at full precision: a Date keeps milliseconds, the column microseconds.
        sql<string>`r.created_at::text`.as('created_key'),
        'u.name',
        'u.email',
      ]);
    if (filter.status) query = query.where('r.status', '=', filter.status);
    if (after)
      query = query.where(
        afterKey(['r.created_at', 'r.id'], [sql`cast(${after.created_key} as timestamptz)`, after.id], 'asc'),
      );
    return query.orderBy('r.created_at').orderBy('r.id').limit(limit).execute();
  });
}

type EncashmentExportRow = {
  id: string;
  credits: number;
  amount_minor: string | number | bigint;
  payout_method: string;
  payout_to: string;
  status: string;
  rejection_reason: string | null;
  payout_reference: string | null;
  created_at: Date;
  reviewed_at: Date | null;
  paid_at: Date | null;
  created_key: string;
  name: string;
  email: string;
};

export const ENCASHMENT_COLUMNS: CsvColumn<EncashmentExportRow>[] = [
  ['Request id', (row) => row.id],
  ['Employee', (row) => row.name],
  ['Email', (row) => row.email],
  ['Credits', (row) => row.credits],
  ['Amount (INR)', (row) => (toInt(row.amount_minor) / 100).toFixed(2)],
  ['Payout method', (row) => row.payout_method],
  ['Payout to (masked)', (row) => row.payout_to],
  ['Status', (row) => row.status],
  ['Requested at', (row) => row.created_at],
  ['Reviewed at', (row) => row.reviewed_at],
  ['Paid at', (row) => row.paid_at],
  ['Payout reference', (row) => row.payout_reference],
  ['Rejection reason', (row) => row.rejection_reason],
];
