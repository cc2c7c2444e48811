/**
 * Paying an application's fee: from the wallet at once, or through a gateway purchase whose purpose (jobFeePurpose)
 * marks it paid (decisions 023 and 034); either way the applicant is told, and a checkout payment's notice is its
 * receipt. Changes when how a fee is taken, or when it may be, does.
 */
import type { Transaction } from 'kysely';
import type { Database } from '../../platform/db/database.js';
import type { DB } from '../../platform/db/schema.js';
import type { Executor } from '../../platform/db/transaction.js';
import { AppError, notFound } from '../../platform/errors.js';
import { invoiceJobFee } from '../../platform/invoicing/paid-things.js';
import { postTransaction, spendPostings } from '../../platform/ledger/ledger.js';
import { type FeePayment, noticeFeePaid } from './application-notices.js';

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
  trx: Transaction<DB>,
  row: { id: string; user_id: string; opening_id: string; fee_credits: number },
  purchase?: FeePayment & { id: string },
) {
  const feeKey = `job_application:${row.id}:fee`;
  const posted = await postTransaction(trx, {
    idempotencyKey: feeKey,
    kind: 'spend',
    description: 'Job application fee',
    reference: { type: 'job_application', id: row.id },
    createdBy: row.user_id,
    postings: spendPostings(row.user_id, row.fee_credits),
  });
  // Its invoice, the platform's, in this transaction under the fee's ledger key (decision 079).
  await invoiceJobFee(trx, { applicationId: row.id, sourceKey: feeKey });
  await trx
    .updateTable('job_applications')
    .set({
      payment_status: 'COMPLETED',
      payment_transaction_id: posted.transactionId,
      updated_at: new Date(),
      // The payment that took the fee: a checkout opened earlier and left unpaid is no longer the application's.
      purchase_id: purchase?.id ?? null,
    })
    .where('id', '=', row.id)
    .execute();
  await noticeFeePaid(trx, row, purchase ?? null);
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
  /** "Job application fee · Backend Engineer": a card payment reads as what it paid (decision 058). */
  async describe(executor: Executor, applicationIds: string[]) {
    const rows = await executor
      .selectFrom('job_applications as a')
      .innerJoin('job_openings as o', 'o.id', 'a.opening_id')
      .select(['a.id', 'o.title'])
      .where('a.id', 'in', applicationIds)
      .execute();
    return new Map(rows.map((row) => [row.id, `Job application fee · ${row.title}`]));
  },
  async fulfil(
    trx: Transaction<DB>,
    purchase: FeePayment & { id: string; purpose_ref: string | null; user_id: string },
  ) {
    const row = await lockApplication(trx, {
      applicationId: purchase.purpose_ref ?? '',
      userId: purchase.user_id,
    });
    await markFeePaid(trx, row, purchase);
  },
};
