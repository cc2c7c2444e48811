import { randomUUID } from 'node:crypto';
import {
  CREDIT_PRICE_INR,
  type TEncashmentConfig,
  type TEncashmentRequest,
  type TPaginated,
  type TPayoutDetails,
  type TPayoutReveal,
  ZPayoutDetails,
} from '@engagex/contracts';
import { type Selectable, sql } from 'kysely';
import { recordActivity } from '../../platform/activity.js';
import type { Database } from '../../platform/db/database.js';
import { paginated, readPage } from '../../platform/db/paging.js';
import type { EncashmentRequestsTable, EncashmentStatus } from '../../platform/db/schema.js';
import type { Executor } from '../../platform/db/transaction.js';
import { AppError, notFound } from '../../platform/errors.js';
import { captureHold, placeHold, releaseHold } from '../../platform/ledger/holds.js';
import { ensureWallet, toInt, walletCode } from '../../platform/ledger/ledger.js';
import { creditsText, groupDigits } from '../../platform/wording.js';

/** Encashment limits (Frappe HR's discipline: capped, positive, cancel reverses everything). */
export const ENCASHMENT_LIMITS = {
  minCredits: 100,
  maxCredits: 5000,
  monthlyLimitCredits: 10_000,
  processingDays: 5,
} as const;

const RULES = [
  `Between ${groupDigits(ENCASHMENT_LIMITS.minCredits)} and ${groupDigits(ENCASHMENT_LIMITS.maxCredits)} credits per request.`,
  `At most ${groupDigits(ENCASHMENT_LIMITS.monthlyLimitCredits)} credits a calendar month.`,
  'Only credits you earned (referrals and bonuses) and have not spent can be encashed; purchased credits cannot.',
  'Spending uses your purchased credits first, then your earned credits; refunds give earned credits back.',
  'Requested credits are held until the request is paid, rejected or cancelled; then they return.',
];

const monthStart = () => {
  const start = new Date();
  start.setUTCDate(1);
  start.setUTCHours(0, 0, 0, 0);
  return start;
};

const LIVE: EncashmentStatus[] = ['pending', 'approved', 'paid'];

/**
 * What an employee may still encash: the wallet's earned lot (migration 0013), i.e. credits earned by referral
 * or bonus that no spend and no live request has taken. Spends draw on bought credits first, so buying credits
 * never makes anything encashable, and the database refuses a request beyond the lot whatever this read says.
 */
async function encashable(executor: Executor, userId: string) {
  const [wallet, thisMonth] = await Promise.all([
    executor
      .selectFrom('ledger_accounts')
      .select('earned')
      .where('code', '=', walletCode(userId))
      .executeTakeFirst(),
    executor
      .selectFrom('encashment_requests')
      .select(sql<string>`coalesce(sum(credits), 0)`.as('total'))
      .where('user_id', '=', userId)
      .where('status', 'in', LIVE)
      .where('created_at', '>=', monthStart())
      .executeTakeFirstOrThrow(),
  ]);
  return { credits: toInt(wallet?.earned), usedThisMonth: toInt(thisMonth.total) };
}

export async function encashmentConfig(db: Database, userId: string): Promise<TEncashmentConfig> {
  const { credits, usedThisMonth } = await encashable(db, userId);
  return {
    ...ENCASHMENT_LIMITS,
    creditValueInr: CREDIT_PRICE_INR,
    payoutMethods: ['bank_transfer', 'upi'],
    encashableCredits: credits,
    usedThisMonth,
    rules: RULES,
  };
}

/** Every rule a request must meet, as one message; the first that fails is the answer. */
async function problemWith(executor: Executor, userId: string, credits: number): Promise<string | null> {
  if (!Number.isInteger(credits) || credits <= 0) return 'Credits must be a positive whole number';
  if (credits < ENCASHMENT_LIMITS.minCredits)
    return `Encash at least ${groupDigits(ENCASHMENT_LIMITS.minCredits)} credits`;
  if (credits > ENCASHMENT_LIMITS.maxCredits)
    return `Encash at most ${groupDigits(ENCASHMENT_LIMITS.maxCredits)} credits per request`;
  const { credits: available, usedThisMonth } = await encashable(executor, userId);
  if (usedThisMonth + credits > ENCASHMENT_LIMITS.monthlyLimitCredits) {
    return `This month you can encash ${groupDigits(Math.max(0, ENCASHMENT_LIMITS.monthlyLimitCredits - usedThisMonth))} more credits`;
  }
  if (credits > available) return `You can encash up to ${groupDigits(available)} earned credits`;
  return null;
}

export async function validateEncashment(db: Database, userId: string, credits: number) {
  const problem = await problemWith(db, userId, credits);
  return problem
    ? { isValid: false, message: problem }
    : {
        isValid: true,
        message: `${creditsText(credits)} = ₹${groupDigits(credits * CREDIT_PRICE_INR)}`,
      };
}

const maskedPayout = (payout: TPayoutDetails) =>
  payout.method === 'upi'
    ? payout.upiId
    : `${payout.accountName} · ••••${payout.accountNumber.slice(-4)} · ${payout.ifsc}`;

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

/** A request made before under this key: the same request answers it again; another request is a conflict. */
async function earlierRequest(
  executor: Executor,
  input: { userId: string; credits: number; idempotencyKey: string },
) {
  const existing = await executor
    .selectFrom('encashment_requests')
    .select(['id', 'credits'])
    .where('user_id', '=', input.userId)
    .where('idempotency_key', '=', input.idempotencyKey)
    .executeTakeFirst();
  if (existing && existing.credits !== input.credits)
    throw new AppError('CONFLICT', 'This idempotency key was already used for a different request');
  return existing?.id ?? null;
}

const isKeyTaken = (error: unknown) =>
  (error as { code?: string; constraint?: string }).code === '23505' &&
  (error as { constraint?: string }).constraint === 'encashment_requests_user_id_idempotency_key_key';

/**
 * A request holds its credits in the ledger at once. The wallet row is locked first, so two requests
 * racing each other see each other's holds and limits: they can never hold more than the wallet has.
 * The idempotency key is looked up under that lock, so a retry racing the original waits for it and answers
 * it; should two still meet at the key's unique constraint, the loser answers the winner's request, not a 500.
 */
export async function requestEncashment(
  db: Database,
  input: { userId: string; credits: number; payout: TPayoutDetails; idempotencyKey: string },
) {
  const id = await db
    .transaction()
    .execute(async (trx) => {
      const replayed = await earlierRequest(trx, input);
      if (replayed) return replayed;
      await ensureWallet(trx, input.userId);
      await trx
        .selectFrom('ledger_accounts')
        .select('id')
        .where('code', '=', walletCode(input.userId))
        .forNoKeyUpdate()
        .execute();
      const afterWait = await earlierRequest(trx, input);
      if (afterWait) return afterWait;
      const problem = await problemWith(trx, input.userId, input.credits);
      if (problem) throw new AppError('BUSINESS_RULE', problem);
      const requestId = randomUUID();
      const hold = await placeHold(trx, {
        userId: input.userId,
        amount: input.credits,
        idempotencyKey: `encashment:${requestId}`,
        description: `Encashment request of ${creditsText(input.credits)}`,
        reference: { type: 'encashment', id: requestId },
      });
      await trx
        .insertInto('encashment_requests')
        .values({
          id: requestId,
          user_id: input.userId,
          credits: input.credits,
          amount_minor: input.credits * CREDIT_PRICE_INR * 100,
          payout_method: input.payout.method,
          payout_to: maskedPayout(input.payout),
          payout_destination: JSON.stringify(input.payout),
          hold_id: hold.id,
          idempotency_key: input.idempotencyKey,
        })
        .execute();
      await recordActivity(trx, {
        userId: input.userId,
        kind: 'encashment_requested',
        title: `Requested encashment of ${creditsText(input.credits)}`,
        reference: `encashment:${requestId}`,
      });
      return requestId;
    })
    .catch(async (error: unknown) => {
      if (!isKeyTaken(error)) throw error;
      const winner = await earlierRequest(db, input);
      if (!winner) throw error;
      return winner;
    });
  return getEncashment(db, { id, userId: input.userId });
}

/** Locks the request: cancel, approve, reject and pay race for it and exactly one of them wins. */
async function lockRequest(trx: Executor, input: { id: string; userId: string | null }) {
  let query = trx.selectFrom('encashment_requests').selectAll().where('id', '=', input.id);
  if (input.userId) query = query.where('user_id', '=', input.userId);
  const row = await query.forNoKeyUpdate().executeTakeFirst();
  if (!row) throw notFound('Request');
  return row;
}

export async function cancelEncashment(db: Database, input: { id: string; userId: string }) {
  await db.transaction().execute(async (trx) => {
    const row = await lockRequest(trx, input);
    if (row.status !== 'pending')
      throw new AppError('CONFLICT', `Only a pending request can be cancelled; this one is ${row.status}`);
    await releaseHold(trx, { holdId: row.hold_id, description: 'Encashment request cancelled' });
    await trx
      .updateTable('encashment_requests')
      .set({ status: 'cancelled' })
      .where('id', '=', row.id)
      .execute();
  });
  return getEncashment(db, input);
}

export async function approveEncashment(db: Database, input: { id: string; reviewerId: string }) {
  await db.transaction().execute(async (trx) => {
    const row = await lockRequest(trx, { id: input.id, userId: null });
    if (row.status !== 'pending')
      throw new AppError('CONFLICT', `Only a pending request can be approved; this one is ${row.status}`);
    await trx
      .updateTable('encashment_requests')
      .set({ status: 'approved', reviewed_by: input.reviewerId, reviewed_at: new Date() })
      .where('id', '=', row.id)
      .execute();
  });
  return getEncashment(db, { id: input.id, userId: null });
}

export async function rejectEncashment(
  db: Database,
  input: { id: string; reviewerId: string; reason: string },
) {
  await db.transaction().execute(async (trx) => {
    const row = await lockRequest(trx, { id: input.id, userId: null });
    if (row.status !== 'pending' && row.status !== 'approved') {
      throw new AppError(
        'CONFLICT',
        `Only a pending or approved request can be rejected; this one is ${row.status}`,
      );
    }
    await releaseHold(trx, { holdId: row.hold_id, description: 'Encashment request rejected' });
    await trx
      .updateTable('encashment_requests')
      .set({
        status: 'rejected',
        rejection_reason: input.reason,
        reviewed_by: input.reviewerId,
        reviewed_at: new Date(),
      })
      .where('id', '=', row.id)
      .execute();
  });
  return getEncashment(db, { id: input.id, userId: null });
}

/** Paying out captures the hold into the encashment payable account: the credits are gone for good. */
export async function markEncashmentPaid(
  db: Database,
  input: { id: string; reviewerId: string; payoutReference: string },
) {
  await db.transaction().execute(async (trx) => {
    const row = await lockRequest(trx, { id: input.id, userId: null });
    if (row.status !== 'approved')
      throw new AppError('CONFLICT', `Only an approved request can be paid; this one is ${row.status}`);
    await captureHold(trx, {
      holdId: row.hold_id,
      description: 'Encashment paid out',
      capturedTo: 'encashmentPayable',
    });
    await trx
      .updateTable('encashment_requests')
      .set({ status: 'paid', payout_reference: input.payoutReference, paid_at: new Date() })
      .where('id', '=', row.id)
      .execute();
  });
  return getEncashment(db, { id: input.id, userId: null });
}

/**
 * The full destination of one request, for an admin with the payout role, so they can make the transfer they
 * mark paid. The look is logged in the same transaction (payout_reveals, append-only): no log, no number.
 * The route admits only the payout role; anyone else never reaches this, so nothing is logged for them.
 * Refusals (no such request, a closed request, one made before 0016) log nothing either: nothing was shown.
 */
export async function revealPayout(
  db: Database,
  input: { id: string; revealedBy: string; httpRequestId: string },
): Promise<TPayoutReveal> {
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom('encashment_requests')
      .select(['id', 'user_id', 'status', 'payout_destination'])
      .where('id', '=', input.id)
      .executeTakeFirst();
    if (!row) throw notFound('Request');
    // Shown only while there is a transfer to make: a closed request's number has no use left.
    if (row.status !== 'pending' && row.status !== 'approved') {
      throw new AppError(
        'CONFLICT',
        `Payout details are shown only for a pending or approved request; this one is ${row.status}`,
      );
    }
    const destination = ZPayoutDetails.safeParse(row.payout_destination);
    if (!destination.success) {
      throw new AppError(
        'BUSINESS_RULE',
        'This request was made before full payout details were kept; ask the employee for them',
      );
    }
    const reveal = await trx
      .insertInto('payout_reveals')
      .values({
        encashment_request_id: row.id,
        employee_id: row.user_id,
        revealed_by: input.revealedBy,
        http_request_id: input.httpRequestId,
      })
      .returning('revealed_at')
      .executeTakeFirstOrThrow();
    return { requestId: row.id, destination: destination.data, revealedAt: reveal.revealed_at.toISOString() };
  });
}
