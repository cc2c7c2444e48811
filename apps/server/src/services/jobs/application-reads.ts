/**
 * Reading job applications: one query shapes every application the API answers, with its timeline, and the fee's
 * payment status. Nothing here writes. Changes when what an application or its payment shows does.
 */
import {
  CREDIT_PRICE_INR,
  type TJobApplication,
  type TJobCategory,
  type TJobStatus,
  type TPaginated,
} from '@engagex/contracts';
import type { Database } from '../../platform/db/database.js';
import { paginated, readPage } from '../../platform/db/paging.js';
import type { Executor } from '../../platform/db/transaction.js';
import { notFound } from '../../platform/errors.js';
import { purchaseAsOf } from '../../platform/payments/expiry.js';

function applicationQuery(executor: Executor) {
  return executor
    .selectFrom('job_applications as a')
    .innerJoin('job_openings as o', 'o.id', 'a.opening_id')
    .innerJoin('users as u', 'u.id', 'a.user_id')
    .selectAll('a')
    .select(['o.title as opening_title', 'o.department', 'o.category', 'u.name as applicant_name']);
}

type ApplicationRow = Awaited<ReturnType<ReturnType<typeof applicationQuery>['executeTakeFirstOrThrow']>>;

async function toApplication(executor: Executor, row: ApplicationRow): Promise<TJobApplication> {
  const timeline = await executor
    .selectFrom('job_application_events as e')
    .leftJoin('users as u', 'u.id', 'e.changed_by')
    .select(['e.from_status', 'e.to_status', 'e.notes', 'e.changed_at', 'u.name'])
    .where('e.application_id', '=', row.id)
    .orderBy('e.id')
    .execute();
  return {
    id: row.id,
    openingId: row.opening_id,
    opening: { title: row.opening_title, department: row.department, category: row.category as TJobCategory },
    userId: row.user_id,
    applicantName: row.applicant_name,
    coverNote: row.cover_note,
    experienceYears: row.experience_years,
    links: row.links,
    answers: row.answers,
    status: row.status,
    feeCredits: row.fee_credits,
    paymentStatus: row.payment_status,
    timeline: timeline.map((event) => ({
      from: event.from_status as TJobStatus | null,
      to: event.to_status as TJobStatus,
      notes: event.notes,
      changedBy: event.name,
      changedAt: event.changed_at.toISOString(),
    })),
    createdAt: row.created_at.toISOString(),
  };
}

/** Applicants see their own applications only; admins see all; anyone else's id is a 404. */
export async function getApplication(
  db: Executor,
  input: { applicationId: string; userId: string; admin: boolean },
) {
  let query = applicationQuery(db).where('a.id', '=', input.applicationId);
  if (!input.admin) query = query.where('a.user_id', '=', input.userId);
  const row = await query.executeTakeFirst();
  if (!row) throw notFound('Application');
  return toApplication(db, row);
}

export async function listApplications(
  db: Database,
  input: {
    userId: string | null;
    page: number;
    limit: number;
    status?: TJobStatus | undefined;
    openingId?: string | undefined;
  },
): Promise<TPaginated<TJobApplication>> {
  let query = applicationQuery(db);
  if (input.userId) query = query.where('a.user_id', '=', input.userId);
  if (input.status) query = query.where('a.status', '=', input.status);
  if (input.openingId) query = query.where('a.opening_id', '=', input.openingId);
  const { rows, total } = await readPage(query.orderBy('a.created_at', 'desc').orderBy('a.id'), input);
  const items: TJobApplication[] = [];
  for (const row of rows) items.push(await toApplication(db, row));
  return paginated(items, total, input);
}

export async function paymentStatus(
  db: Database,
  input: { applicationId: string; userId: string; admin: boolean },
) {
  const application = await getApplication(db, input);
  const row = await db
    .selectFrom('job_applications as a')
    .leftJoin('credit_purchases as p', 'p.id', 'a.purchase_id')
    .select([
      'a.payment_transaction_id',
      'a.purchase_id',
      'p.status as purchase_status',
      'p.expires_at',
      'p.payment_url',
    ])
    .where('a.id', '=', application.id)
    .executeTakeFirstOrThrow();
  // A gateway payment whose window lapsed shows as failed now, though the sweep may not have stored it yet.
  const purchaseStatus =
    row.purchase_status && row.expires_at
      ? purchaseAsOf({ status: row.purchase_status, expires_at: row.expires_at }).status
      : null;
  const failed = purchaseStatus === 'failed' && application.paymentStatus !== 'COMPLETED';
  return {
    applicationId: application.id,
    status: failed ? ('FAILED' as const) : application.paymentStatus,
    method:
      application.feeCredits === 0
        ? ('free' as const)
        : row.purchase_id
          ? ('gateway' as const)
          : row.payment_transaction_id
            ? ('credits' as const)
            : null,
    amountCredits: application.feeCredits,
    amountInr: application.feeCredits * CREDIT_PRICE_INR,
    purchaseId: row.purchase_id,
    paymentUrl: purchaseStatus === 'pending' ? row.payment_url : null,
    transactionId: row.payment_transaction_id,
  };
}
