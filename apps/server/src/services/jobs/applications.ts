import {
  CREDIT_PRICE_INR,
  JOB_STATUS_TRANSITIONS,
  type TJobApplication,
  type TJobCategory,
  type TJobStatus,
  type TPaginated,
  type ZJobApplicationRequest,
} from '@engagex/contracts';
import { sql } from 'kysely';
import type { z } from 'zod';
import { recordActivity } from '../../platform/activity.js';
import type { Database } from '../../platform/db/database.js';
import { paginated, readPage } from '../../platform/db/paging.js';
import type { Executor } from '../../platform/db/transaction.js';
import { AppError, notFound } from '../../platform/errors.js';
import { postTransaction, spendPostings } from '../../platform/ledger/ledger.js';
import { purchaseAsOf } from '../../platform/payments/expiry.js';
import { acceptsApplications, openingRow } from './openings.js';

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

async function logStatus(
  trx: Executor,
  input: {
    applicationId: string;
    from: TJobStatus | null;
    to: TJobStatus;
    notes?: string | null;
    by: string;
  },
) {
  await trx
    .insertInto('job_application_events')
    .values({
      application_id: input.applicationId,
      from_status: input.from,
      to_status: input.to,
      notes: input.notes ?? null,
      changed_by: input.by,
    })
    .execute();
}

export async function apply(
  db: Database,
  input: z.infer<typeof ZJobApplicationRequest> & { userId: string },
) {
  const id = await db.transaction().execute(async (trx) => {
    const opening = await openingRow(trx, input.openingId);
    if (!acceptsApplications(opening))
      throw new AppError('BUSINESS_RULE', 'This opening is closed to applications');
    if (input.answers.length !== opening.questions.length) {
      throw new AppError('VALIDATION_ERROR', `Answer all ${opening.questions.length} questions`, [
        { path: 'body.answers', message: `Expected ${opening.questions.length} answers` },
      ]);
    }
    const row = await trx
      .insertInto('job_applications')
      .values({
        opening_id: opening.id,
        user_id: input.userId,
        cover_note: input.coverNote,
        experience_years: input.experienceYears,
        links: input.links,
        answers: input.answers,
        fee_credits: opening.fee_credits,
        payment_status: opening.fee_credits === 0 ? 'COMPLETED' : 'PENDING',
      })
      .onConflict((conflict) =>
        // A literal, not a parameter: PostgreSQL matches the partial unique index by its predicate when it
        // plans the statement, and a prepared statement's generic plan cannot prove `$1` equals it.
        conflict.columns(['opening_id', 'user_id']).where('status', '<>', sql.lit('REJECTED')).doNothing(),
      )
      .returning('id')
      .executeTakeFirst();
    if (!row) throw new AppError('CONFLICT', 'You already have an application for this opening');
    await logStatus(trx, { applicationId: row.id, from: null, to: 'PENDING', by: input.userId });
    await recordActivity(trx, {
      userId: input.userId,
      kind: 'job_applied',
      title: `Applied for ${opening.title}`,
      reference: `job_application:${row.id}`,
    });
    return row.id;
  });
  return getApplication(db, { applicationId: id, userId: input.userId, admin: false });
}

/** Admins move applications along JOB_STATUS_TRANSITIONS; review starts only once the fee is paid. */
export async function changeApplicationStatus(
  db: Database,
  input: { applicationId: string; status: TJobStatus; notes?: string | undefined; reviewerId: string },
) {
  await db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom('job_applications')
      .selectAll()
      .where('id', '=', input.applicationId)
      .forNoKeyUpdate()
      .executeTakeFirst();
    if (!row) throw notFound('Application');
    if (!JOB_STATUS_TRANSITIONS[row.status].includes(input.status)) {
      throw new AppError('BUSINESS_RULE', `An application cannot go from ${row.status} to ${input.status}`);
    }
    if (input.status === 'UNDER_REVIEW' && row.payment_status !== 'COMPLETED') {
      throw new AppError('BUSINESS_RULE', 'The application fee is unpaid');
    }
    await trx
      .updateTable('job_applications')
      .set({ status: input.status, updated_at: new Date() })
      .where('id', '=', row.id)
      .execute();
    await logStatus(trx, {
      applicationId: row.id,
      from: row.status,
      to: input.status,
      notes: input.notes ?? null,
      by: input.reviewerId,
    });
  });
  return getApplication(db, { applicationId: input.applicationId, userId: input.reviewerId, admin: true });
}

async function lockApplication(trx: Executor, input: { applicationId: string; userId: string }) {
  const row = await trx
    .selectFrom('job_applications')
    .selectAll()
    .where('id', '=', input.applicationId)
    .where('user_id', '=', input.userId)
    .forNoKeyUpdate()
    .executeTakeFirst();
  if (!row) throw notFound('Application');
  return row;
}

async function markFeePaid(
  trx: Executor,
  row: { id: string; user_id: string; fee_credits: number },
  purchaseId?: string,
) {
  const posted = await postTransaction(trx, {
    idempotencyKey: `job_application:${row.id}:fee`,
    kind: 'spend',
    description: 'Job application fee',
    reference: { type: 'job_application', id: row.id },
    createdBy: row.user_id,
    postings: spendPostings(row.user_id, row.fee_credits),
  });
  await trx
    .updateTable('job_applications')
    .set({
      payment_status: 'COMPLETED',
      payment_transaction_id: posted.transactionId,
      updated_at: new Date(),
      ...(purchaseId ? { purchase_id: purchaseId } : {}),
    })
    .where('id', '=', row.id)
    .execute();
}

export async function payFeeWithCredits(db: Database, input: { applicationId: string; userId: string }) {
  await db.transaction().execute(async (trx) => {
    const row = await lockApplication(trx, input);
    if (row.payment_status === 'COMPLETED') throw new AppError('CONFLICT', 'The fee is already paid');
    if (row.status === 'REJECTED') throw new AppError('BUSINESS_RULE', 'This application was rejected');
    await markFeePaid(trx, row);
  });
}

export async function unpaidFee(db: Database, input: { applicationId: string; userId: string }) {
  const row = await db
    .selectFrom('job_applications')
    .select(['id', 'fee_credits', 'payment_status', 'status'])
    .where('id', '=', input.applicationId)
    .where('user_id', '=', input.userId)
    .executeTakeFirst();
  if (!row) throw notFound('Application');
  if (row.payment_status === 'COMPLETED') throw new AppError('CONFLICT', 'The fee is already paid');
  if (row.status === 'REJECTED') throw new AppError('BUSINESS_RULE', 'This application was rejected');
  return row;
}

export const jobFeePurpose = {
  returnPage: (applicationId: string) => ({ path: '/jobs/payment-return', params: { id: applicationId } }),
  async accept(trx: Executor, purchase: { purpose_ref: string | null; user_id: string }) {
    const row = await lockApplication(trx, {
      applicationId: purchase.purpose_ref ?? '',
      userId: purchase.user_id,
    });
    if (row.payment_status === 'COMPLETED') return { ok: false as const, reason: 'The fee was already paid' };
    if (row.status === 'REJECTED') return { ok: false as const, reason: 'The application was rejected' };
    return { ok: true as const };
  },
  async fulfil(trx: Executor, purchase: { id: string; purpose_ref: string | null; user_id: string }) {
    const row = await lockApplication(trx, {
      applicationId: purchase.purpose_ref ?? '',
      userId: purchase.user_id,
    });
    await markFeePaid(trx, row, purchase.id);
  },
};

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
