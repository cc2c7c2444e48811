/**
 * Reading encashment requests: one query shapes every request the API answers, an employee's own or the admins'
 * queue. Nothing here writes. Changes when what a request shows does.
 */
import type { TEncashmentRequest, TPaginated } from '@engagex/contracts';
import type { Selectable } from 'kysely';
import type { Database } from '../../platform/db/database.js';
import { paginated, readPage } from '../../platform/db/paging.js';
import type { EncashmentRequestsTable, EncashmentStatus } from '../../platform/db/schema.js';
import type { Executor } from '../../platform/db/transaction.js';
import { notFound } from '../../platform/errors.js';
import { toInt } from '../../platform/ledger/ledger.js';

function toRequest(row: Selectable<EncashmentRequestsTable> & { name: string }): TEncashmentRequest {
  return {
    id: row.id,
    userId: row.user_id,
    employeeName: row.name,
    credits: row.credits,
    amountInr: toInt(row.amount_minor) / 100,
    payoutMethod: row.payout_method,
    payoutTo: row.payout_to,
    status: row.status,
    rejectionReason: row.rejection_reason,
    payoutReference: row.payout_reference,
    createdAt: row.created_at.toISOString(),
    reviewedAt: row.reviewed_at?.toISOString() ?? null,
    paidAt: row.paid_at?.toISOString() ?? null,
  };
}

function requestQuery(executor: Executor) {
  return executor
    .selectFrom('encashment_requests as r')
    .innerJoin('users as u', 'u.id', 'r.user_id')
    .selectAll('r')
    .select('u.name');
}

export async function getEncashment(executor: Executor, input: { id: string; userId: string | null }) {
  let query = requestQuery(executor).where('r.id', '=', input.id);
  if (input.userId) query = query.where('r.user_id', '=', input.userId);
  const row = await query.executeTakeFirst();
  if (!row) throw notFound('Request');
  return toRequest(row);
}

export async function listEncashments(
  db: Database,
  input: { userId: string | null; page: number; limit: number; status?: EncashmentStatus | undefined },
): Promise<TPaginated<TEncashmentRequest>> {
  let query = requestQuery(db);
  if (input.userId) query = query.where('r.user_id', '=', input.userId);
  if (input.status) query = query.where('r.status', '=', input.status);
  const { rows, total } = await readPage(query.orderBy('r.created_at', 'desc').orderBy('r.id'), input);
  return paginated(rows.map(toRequest), total, input);
}
