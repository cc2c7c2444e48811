/**
 * Job openings: reading, creating and closing them; one accepts applications only while open. Changes when an
 * opening gains a field or a rule.
 */
import {
  JOB_FEE_CREDITS,
  type TJobCategory,
  type TJobOpening,
  type TPaginated,
  type ZJobOpeningInput,
} from '@engagex/contracts';
import type { Selectable } from 'kysely';
import type { z } from 'zod';
import type { Database } from '../../platform/db/database.js';
import { paginated, readPage } from '../../platform/db/paging.js';
import type { JobOpeningsTable } from '../../platform/db/schema.js';
import type { Executor } from '../../platform/db/transaction.js';
import { AppError, notFound } from '../../platform/errors.js';

const today = () => new Date().toISOString().slice(0, 10);

/** Frappe HR's rule: an opening takes applications only while open and not past its closing date. */
export const acceptsApplications = (row: { status: string; closes_on: string }) =>
  row.status === 'open' && row.closes_on >= today();

export function toOpening(row: Selectable<JobOpeningsTable>): TJobOpening {
  return {
    id: row.id,
    title: row.title,
    department: row.department,
    location: row.location,
    category: row.category as TJobCategory,
    description: row.description,
    closesOn: row.closes_on,
    status: row.status,
    isAcceptingApplications: acceptsApplications(row),
    feeCredits: row.fee_credits,
    questions: row.questions,
    createdAt: row.created_at.toISOString(),
  };
}

export async function listOpenings(
  db: Database,
  input: {
    page: number;
    limit: number;
    status: 'open' | 'closed' | 'all';
    category?: TJobCategory | undefined;
  },
): Promise<TPaginated<TJobOpening>> {
  let query = db.selectFrom('job_openings');
  if (input.status === 'open') query = query.where('status', '=', 'open').where('closes_on', '>=', today());
  if (input.status === 'closed')
    query = query.where((eb) => eb.or([eb('status', '=', 'closed'), eb('closes_on', '<', today())]));
  if (input.category) query = query.where('category', '=', input.category);
  const { rows, total } = await readPage(query.selectAll().orderBy('closes_on').orderBy('id'), input);
  return paginated(rows.map(toOpening), total, input);
}

export async function openingRow(executor: Executor, id: string) {
  const row = await executor.selectFrom('job_openings').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) throw notFound('Opening');
  return row;
}

export async function createOpening(
  db: Database,
  input: z.infer<typeof ZJobOpeningInput> & { createdBy: string },
) {
  const row = await db
    .insertInto('job_openings')
    .values({
      title: input.title,
      department: input.department,
      location: input.location,
      category: input.category,
      description: input.description,
      closes_on: input.closesOn,
      questions: input.questions,
      fee_credits: JOB_FEE_CREDITS[input.category],
      created_by: input.createdBy,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  return toOpening(row);
}

export async function closeOpening(db: Database, id: string) {
  const row = await openingRow(db, id);
  if (row.status === 'closed') throw new AppError('CONFLICT', 'This opening is already closed');
  const closed = await db
    .updateTable('job_openings')
    .set({ status: 'closed', closed_at: new Date() })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
  return toOpening(closed);
}
