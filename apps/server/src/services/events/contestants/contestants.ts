import {
  CONTESTANT_REVIEW_TRANSITIONS,
  CREDIT_PRICE_INR,
  type TAdditionalContestant,
  type TContestant,
  type TContestantStatus,
  type TPaginated,
  type TRealm,
  type TRefundTo,
  type ZRegisterContestantRequest,
} from '@engagex/contracts';
import { sql } from 'kysely';
import type { z } from 'zod';
import { recordActivity } from '../../../platform/activity.js';
import type { Database } from '../../../platform/db/database.js';
import { paginated, readPage } from '../../../platform/db/paging.js';
import type { Executor } from '../../../platform/db/transaction.js';
import { AppError, notFound } from '../../../platform/errors.js';
import { postTransaction, spendPostings, toInt } from '../../../platform/ledger/ledger.js';
import { purchaseAsOf } from '../../../platform/payments/expiry.js';
import type { PaymentGateway } from '../../../platform/payments/gateway.js';
import { requestOriginalRefund, settleOriginalRefund } from '../../main/credits/refunds.js';

export const REFUND_POLICY =
  'Full refund up to 7 days before the event, half within the last 7 days, none once it has started.';

function contestantQuery(executor: Executor, realm: TRealm) {
  return (
    executor
      .selectFrom('contestants as c')
      .innerJoin('events as e', 'e.id', 'c.event_id')
      .innerJoin('districts as d', 'd.id', 'e.district_id')
      // The purchase that paid a fee through the gateway: what was paid, in its currency, and where a refund went.
      .leftJoin('credit_purchases as p', (join) =>
        join.onRef('p.id', '=', 'c.purchase_id').on('p.status', '=', 'completed'),
      )
      .selectAll('c')
      .select([
        'e.title as event_title',
        'e.starts_at as event_starts_at',
        'e.time_zone as event_time_zone',
        'd.name as district_name',
        'p.amount_minor as paid_amount_minor',
        'p.currency as paid_currency',
        'p.refund_status as purchase_refund_status',
      ])
      .where('c.realm', '=', realm)
  );
}

type ContestantRow = Awaited<ReturnType<ReturnType<typeof contestantQuery>['executeTakeFirstOrThrow']>>;

async function toContestant(executor: Executor, row: ContestantRow): Promise<TContestant> {
  const history = await executor
    .selectFrom('contestant_status_history')
    .select(['from_status', 'to_status', 'notes', 'changed_at', 'changed_by'])
    .where('contestant_id', '=', row.id)
    .orderBy('id')
    .execute();
  // Only the entrant cancels their own entry; anyone else who did was the organiser withdrawing it.
  const cancelledBy = history.findLast((entry) => entry.to_status === 'cancelled')?.changed_by;
  return {
    id: row.id,
    eventId: row.event_id,
    userId: row.user_id,
    event: {
      title: row.event_title,
      startsAt: row.event_starts_at.toISOString(),
      timeZone: row.event_time_zone,
      districtName: row.district_name,
    },
    personalDetails: row.personal_details as TContestant['personalDetails'],
    performance: row.performance as TContestant['performance'],
    isGroupPerformance: row.is_group_performance,
    additionalContestants: row.additional_contestants as TAdditionalContestant[],
    status: row.status as TContestantStatus,
    notes: row.notes,
    feeCredits: row.fee_credits,
    paymentStatus: row.payment_status,
    cancelReason: row.cancel_reason,
    refundedCredits: row.refunded_credits,
    paidMoney:
      row.paid_amount_minor !== null && row.paid_currency !== null
        ? { amountMinor: toInt(row.paid_amount_minor), currency: row.paid_currency }
        : null,
    refund:
      row.status !== 'cancelled' || row.refunded_credits === 0
        ? null
        : row.purchase_refund_status && row.purchase_refund_status !== 'none'
          ? {
              to: 'original',
              status:
                row.purchase_refund_status === 'refunded'
                  ? 'done'
                  : row.purchase_refund_status === 'failed'
                    ? 'failed'
                    : 'pending',
            }
          : { to: 'credits', status: 'done' },
    withdrawnBy:
      row.status !== 'cancelled'
        ? null
        : cancelledBy && cancelledBy !== row.user_id
          ? 'organiser'
          : 'entrant',
    history: history.map((entry) => ({
      from: entry.from_status as TContestantStatus | null,
      to: entry.to_status as TContestantStatus,
      notes: entry.notes,
      changedAt: entry.changed_at.toISOString(),
    })),
    createdAt: row.created_at.toISOString(),
  };
}

export async function getContestant(
  db: Executor,
  realm: TRealm,
  input: { contestantId: string; userId: string; admin: boolean },
) {
  let query = contestantQuery(db, realm).where('c.id', '=', input.contestantId);
  if (!input.admin) query = query.where('c.user_id', '=', input.userId);
  const row = await query.executeTakeFirst();
  if (!row) throw notFound('Registration');
  return toContestant(db, row);
}

export async function listContestants(
  db: Database,
  realm: TRealm,
  input: {
    userId: string | null;
    page: number;
    limit: number;
    status?: TContestantStatus | undefined;
    eventId?: string | undefined;
  },
): Promise<TPaginated<TContestant>> {
  let query = contestantQuery(db, realm);
  if (input.userId) query = query.where('c.user_id', '=', input.userId);
  if (input.status) query = query.where('c.status', '=', input.status);
  if (input.eventId) query = query.where('c.event_id', '=', input.eventId);
  const { rows, total } = await readPage(query.orderBy('c.created_at', 'desc').orderBy('c.id'), input);
  const items: TContestant[] = [];
  for (const row of rows) items.push(await toContestant(db, row));
  return paginated(items, total, input);
}

async function competition(executor: Executor, realm: TRealm, eventId: string) {
  const event = await executor
    .selectFrom('events')
    .selectAll()
    .where('id', '=', eventId)
    .where('realm', '=', realm)
    .where('status', '<>', 'draft')
    .executeTakeFirst();
  if (!event) throw notFound('Event');
  if (!event.is_competition) throw new AppError('BUSINESS_RULE', 'This event does not take contestants');
  return event;
}

/**
 * An entry fee is taken only while its competition is published: one withdrawn (cancelled) or put back to draft
 * takes no money, by credits or through the gateway.
 */
async function feeProblem(executor: Executor, row: { event_id: string; status: string }) {
  if (row.status !== 'pending_payment')
    return new AppError('CONFLICT', 'This registration has no fee to pay');
  const event = await executor
    .selectFrom('events')
    .select('status')
    .where('id', '=', row.event_id)
    .executeTakeFirstOrThrow();
  if (event.status === 'cancelled')
    return new AppError('BUSINESS_RULE', 'This competition has been withdrawn; no fee is taken');
  if (event.status !== 'published')
    return new AppError('BUSINESS_RULE', 'This competition is not open for entries at the moment');
  return null;
}

/** The registration's gateway purchase while its checkout is still open (pending and not lapsed), or null. */
async function openPurchaseOf(executor: Executor, row: { purchase_id: string | null }) {
  if (!row.purchase_id) return null;
  const purchase = await executor
    .selectFrom('credit_purchases')
    .select(['id', 'status', 'expires_at'])
    .where('id', '=', row.purchase_id)
    .executeTakeFirst();
  return purchase?.status === 'pending' && purchase.expires_at.getTime() > Date.now() ? purchase.id : null;
}

export async function pricing(db: Database, realm: TRealm, eventId: string) {
  const event = await competition(db, realm, eventId);
  return {
    eventId,
    baseFeeCredits: event.registration_fee_credits,
    perAdditionalContestantCredits: event.fee_per_additional_contestant,
    maxGroupSize: event.max_group_size,
    currency: 'CREDITS' as const,
    creditValueInr: CREDIT_PRICE_INR,
    refundPolicy: REFUND_POLICY,
  };
}

const feeFor = (
  event: { registration_fee_credits: number; fee_per_additional_contestant: number },
  extra: number,
) => event.registration_fee_credits + extra * event.fee_per_additional_contestant;

function checkGroup(
  event: { max_group_size: number },
  isGroup: boolean,
  additional: TAdditionalContestant[],
) {
  if (!isGroup && additional.length > 0) {
    throw new AppError('VALIDATION_ERROR', 'A solo performance has no additional contestants', [
      { path: 'body.additionalContestants', message: 'Remove them or mark the performance as a group' },
    ]);
  }
  if (isGroup && additional.length === 0) {
    throw new AppError('VALIDATION_ERROR', 'A group performance needs at least one more contestant', [
      { path: 'body.additionalContestants', message: 'Add the other members of the group' },
    ]);
  }
  if (1 + additional.length > event.max_group_size) {
    throw new AppError(
      'VALIDATION_ERROR',
      `This competition allows groups of at most ${event.max_group_size}`,
      [
        {
          path: 'body.additionalContestants',
          message: `At most ${event.max_group_size - 1} additional contestants`,
        },
      ],
    );
  }
}

async function logStatus(
  trx: Executor,
  input: {
    contestantId: string;
    from: TContestantStatus | null;
    to: TContestantStatus;
    notes?: string | null;
    by: string;
  },
) {
  await trx
    .insertInto('contestant_status_history')
    .values({
      contestant_id: input.contestantId,
      from_status: input.from,
      to_status: input.to,
      notes: input.notes ?? null,
      changed_by: input.by,
    })
    .execute();
}

/** One live registration per user per event: the partial unique index says so even under a race. */
export async function register(
  db: Database,
  realm: TRealm,
  input: z.infer<typeof ZRegisterContestantRequest> & { userId: string },
) {
  const id = await db.transaction().execute(async (trx) => {
    const event = await competition(trx, realm, input.eventId);
    if (event.status === 'cancelled')
      throw new AppError('BUSINESS_RULE', 'This competition has been withdrawn; it takes no entries');
    if (event.starts_at.getTime() <= Date.now())
      throw new AppError('BUSINESS_RULE', 'Registration has closed: the event has started');
    checkGroup(event, input.isGroupPerformance, input.additionalContestants);
    const fee = feeFor(event, input.additionalContestants.length);
    const status: TContestantStatus = fee === 0 ? 'registered' : 'pending_payment';
    const row = await trx
      .insertInto('contestants')
      .values({
        realm,
        event_id: event.id,
        user_id: input.userId,
        personal_details: JSON.stringify(input.personalDetails),
        performance: JSON.stringify(input.performance),
        is_group_performance: input.isGroupPerformance,
        additional_contestants: JSON.stringify(input.additionalContestants),
        status,
        fee_credits: fee,
        payment_status: fee === 0 ? 'COMPLETED' : 'PENDING',
      })
      .onConflict((conflict) =>
        // A literal, not a parameter: PostgreSQL matches the partial unique index by its predicate when it
        // plans the statement, and a prepared statement's generic plan cannot prove `$1` equals it.
        conflict.columns(['event_id', 'user_id']).where('status', '<>', sql.lit('cancelled')).doNothing(),
      )
      .returning('id')
      .executeTakeFirst();
    if (!row) throw new AppError('CONFLICT', 'You are already registered for this competition');
    await logStatus(trx, { contestantId: row.id, from: null, to: status, by: input.userId });
    await recordActivity(trx, {
      userId: input.userId,
      kind: 'contest_registered',
      title: `Registered for ${event.title}`,
      moduleId: 'events',
      reference: `contestant:${row.id}`,
    });
    return row.id;
  });
  return getContestant(db, realm, { contestantId: id, userId: input.userId, admin: false });
}

async function lockContestant(
  trx: Executor,
  realm: TRealm,
  input: { contestantId: string; userId: string | null },
) {
  let query = trx
    .selectFrom('contestants')
    .selectAll()
    .where('id', '=', input.contestantId)
    .where('realm', '=', realm);
  if (input.userId) query = query.where('user_id', '=', input.userId);
  const row = await query.forNoKeyUpdate().executeTakeFirst();
  if (!row) throw notFound('Registration');
  return row;
}

export async function addContestants(
  db: Database,
  realm: TRealm,
  input: { userId: string; contestantId: string; contestants: TAdditionalContestant[] },
) {
  await db.transaction().execute(async (trx) => {
    const row = await lockContestant(trx, realm, input);
    if (row.status !== 'pending_payment' && !(row.status === 'registered' && row.fee_credits === 0)) {
      throw new AppError(
        'BUSINESS_RULE',
        'Members can be added only before the fee is paid and the review starts',
      );
    }
    // The fee is fixed once a gateway payment for it starts (decision 023): changing it under an open checkout
    // would leave the payment short of the new fee.
    if (await openPurchaseOf(trx, row)) {
      throw new AppError(
        'CONFLICT',
        'A payment for the current fee is in progress; finish it, or cancel it, before adding members',
      );
    }
    const event = await competition(trx, realm, row.event_id);
    const all = [...(row.additional_contestants as TAdditionalContestant[]), ...input.contestants];
    checkGroup(event, true, all);
    const fee = feeFor(event, all.length);
    await trx
      .updateTable('contestants')
      .set({
        additional_contestants: JSON.stringify(all),
        is_group_performance: true,
        fee_credits: fee,
        status: fee === 0 ? 'registered' : 'pending_payment',
        payment_status: fee === 0 ? 'COMPLETED' : 'PENDING',
        updated_at: new Date(),
      })
      .where('id', '=', row.id)
      .execute();
  });
  return getContestant(db, realm, { contestantId: input.contestantId, userId: input.userId, admin: false });
}

async function markPaid(
  trx: Executor,
  row: { id: string; user_id: string; fee_credits: number },
  purchaseId?: string,
) {
  const posted = await postTransaction(trx, {
    idempotencyKey: `contestant:${row.id}:fee`,
    kind: 'spend',
    description: 'Competition registration fee',
    reference: { type: 'contestant', id: row.id },
    createdBy: row.user_id,
    postings: spendPostings(row.user_id, row.fee_credits),
  });
  await trx
    .updateTable('contestants')
    .set({
      status: 'registered',
      paid_credits: row.fee_credits,
      payment_status: 'COMPLETED',
      payment_transaction_id: posted.transactionId,
      updated_at: new Date(),
      ...(purchaseId ? { purchase_id: purchaseId } : {}),
    })
    .where('id', '=', row.id)
    .execute();
  await logStatus(trx, {
    contestantId: row.id,
    from: 'pending_payment',
    to: 'registered',
    notes: 'Fee paid',
    by: row.user_id,
  });
}

export async function payFeeWithCredits(
  db: Database,
  realm: TRealm,
  input: { userId: string; contestantId: string },
) {
  await db.transaction().execute(async (trx) => {
    const row = await lockContestant(trx, realm, input);
    const problem = await feeProblem(trx, row);
    if (problem) throw problem;
    await markPaid(trx, row);
  });
  return getContestant(db, realm, { contestantId: input.contestantId, userId: input.userId, admin: false });
}

export async function feeForGateway(
  db: Database,
  realm: TRealm,
  input: { userId: string; contestantId: string },
) {
  const row = await db
    .selectFrom('contestants')
    .select(['id', 'status', 'fee_credits', 'event_id', 'purchase_id'])
    .where('id', '=', input.contestantId)
    .where('realm', '=', realm)
    .where('user_id', '=', input.userId)
    .executeTakeFirst();
  if (!row) throw notFound('Registration');
  const problem = await feeProblem(db, row);
  if (problem) throw problem;
  return { ...row, openPurchaseId: await openPurchaseOf(db, row) };
}

/**
 * Gateway payments for a fee: accepted only while the registration still waits for exactly that fee and its
 * competition is published; any other payment is refunded whole, never kept short of a changed fee.
 */
export function contestantPurchasePurpose(realm: TRealm) {
  return {
    returnPage: (contestantId: string) => ({
      path: '/events/payment-return',
      params: { kind: 'contestant', realm, id: contestantId },
    }),
    async accept(trx: Executor, purchase: { purpose_ref: string | null; user_id: string; credits: number }) {
      const row = await lockContestant(trx, realm, {
        contestantId: purchase.purpose_ref ?? '',
        userId: purchase.user_id,
      });
      if (row.status !== 'pending_payment')
        return { ok: false as const, reason: `The registration is ${row.status.replace('_', ' ')}` };
      const problem = await feeProblem(trx, row);
      if (problem) return { ok: false as const, reason: problem.message };
      if (purchase.credits !== row.fee_credits)
        return {
          ok: false as const,
          reason: 'The entry fee changed after this payment started; pay the new fee',
        };
      return { ok: true as const };
    },
    async fulfil(trx: Executor, purchase: { id: string; purpose_ref: string | null; user_id: string }) {
      const row = await lockContestant(trx, realm, {
        contestantId: purchase.purpose_ref ?? '',
        userId: purchase.user_id,
      });
      await markPaid(trx, row, purchase.id);
    },
  };
}

/** Review moves only along CONTESTANT_REVIEW_TRANSITIONS, and every move is stamped with who and when. */
export async function changeStatus(
  db: Database,
  realm: TRealm,
  input: { contestantId: string; status: TContestantStatus; notes?: string | undefined; reviewerId: string },
) {
  const ownerId = await db.transaction().execute(async (trx) => {
    const row = await lockContestant(trx, realm, { contestantId: input.contestantId, userId: null });
    const from = row.status as TContestantStatus;
    if (!CONTESTANT_REVIEW_TRANSITIONS[from].includes(input.status)) {
      throw new AppError('BUSINESS_RULE', `A registration cannot go from ${from} to ${input.status}`);
    }
    await trx
      .updateTable('contestants')
      .set({ status: input.status, notes: input.notes ?? row.notes, updated_at: new Date() })
      .where('id', '=', row.id)
      .execute();
    await logStatus(trx, {
      contestantId: row.id,
      from,
      to: input.status,
      notes: input.notes ?? null,
      by: input.reviewerId,
    });
    return row.user_id;
  });
  return getContestant(db, realm, { contestantId: input.contestantId, userId: ownerId, admin: true });
}

/** The refund policy: full up to 7 days before the event, half within 7 days, nothing once started. */
export function refundFor(paid: number, eventStartsAt: Date, now = new Date()) {
  const msLeft = eventStartsAt.getTime() - now.getTime();
  if (msLeft <= 0) return 0;
  if (msLeft >= 7 * 86_400_000) return paid;
  return Math.floor(paid / 2);
}

/**
 * Cancels the user's own entry; the policy's share of the fee goes back once (the ledger key is the entry's), to the
 * original payment when the fee was paid through the gateway and the user did not ask for credits (decision 038),
 * else as credits. A retry that finds the entry already cancelled still settles a gateway refund left requested.
 */
export async function cancelRegistration(
  db: Database,
  gateway: PaymentGateway,
  realm: TRealm,
  input: { userId: string; contestantId: string; reason: string; refundTo?: TRefundTo | undefined },
) {
  let settle: string | null = null;
  try {
    settle = await db.transaction().execute((trx) => cancelLocked(trx, realm, input));
  } catch (error) {
    const left = await db
      .selectFrom('contestants')
      .select('purchase_id')
      .where('id', '=', input.contestantId)
      .where('user_id', '=', input.userId)
      .where('status', '=', 'cancelled')
      .executeTakeFirst();
    if (left?.purchase_id) await settleQuietly(db, gateway, left.purchase_id);
    throw error;
  }
  if (settle) await settleQuietly(db, gateway, settle);
  return getContestant(db, realm, { ...input, admin: false });
}

/** The cancellation is committed whatever the gateway answers; a failed refund stays requested for a retry. */
async function settleQuietly(db: Database, gateway: PaymentGateway, purchaseId: string) {
  try {
    await settleOriginalRefund(db, gateway, purchaseId);
  } catch {
    // Still `requested`: the refund sweep or the next cancel attempt settles it (cancelRegistration).
  }
}

async function cancelLocked(
  trx: Executor,
  realm: TRealm,
  input: { userId: string; contestantId: string; reason: string; refundTo?: TRefundTo | undefined },
): Promise<string | null> {
  const row = await lockContestant(trx, realm, input);
  const from = row.status as TContestantStatus;
  if (from === 'cancelled' || from === 'rejected')
    throw new AppError('CONFLICT', `This registration is already ${from}`);
  const event = await trx
    .selectFrom('events')
    .select('starts_at')
    .where('id', '=', row.event_id)
    .executeTakeFirstOrThrow();
  if (event.starts_at.getTime() <= Date.now() && from === 'approved') {
    throw new AppError(
      'BUSINESS_RULE',
      'The competition has started; an approved entry can no longer be cancelled',
    );
  }
  return cancelEntryLocked(trx, row, {
    refund: refundFor(row.paid_credits, event.starts_at),
    refundTo: input.refundTo ?? 'original',
    reason: input.reason,
    actorId: input.userId,
  });
}

type EntryRow = Awaited<ReturnType<typeof lockContestant>>;

/**
 * A locked entry cancelled: `refund` credits of its fee go back once (the ledger key is the entry's), to the
 * original payment when the fee was paid through the gateway and `refundTo` says so (decision 038), else as
 * credits. Answers the purchase whose gateway refund is to be settled after commit, if any.
 */
async function cancelEntryLocked(
  trx: Executor,
  row: EntryRow,
  input: { refund: number; refundTo: TRefundTo; reason: string; actorId: string },
): Promise<string | null> {
  const { refund } = input;
  const paidPurchase = row.purchase_id
    ? await trx
        .selectFrom('credit_purchases')
        .select(['id', 'status'])
        .where('id', '=', row.purchase_id)
        .executeTakeFirst()
    : undefined;
  const toOriginal = refund > 0 && input.refundTo === 'original' && paidPurchase?.status === 'completed';
  if (refund > 0) {
    await postTransaction(trx, {
      idempotencyKey: `contestant:${row.id}:refund`,
      kind: 'refund',
      description: toOriginal
        ? 'Competition registration cancelled: fee refunded to the original payment'
        : 'Competition registration cancelled: fee refunded',
      reference: { type: 'contestant', id: row.id },
      createdBy: input.actorId,
      postings: [
        { account: { system: 'revenue' }, amount: -refund },
        { account: { wallet: row.user_id }, amount: refund },
      ],
    });
  }
  if (toOriginal && paidPurchase) {
    await requestOriginalRefund(trx, {
      purchaseId: paidPurchase.id,
      credits: refund,
      actorId: input.actorId,
      reason: input.reason,
    });
  }
  await trx
    .updateTable('contestants')
    .set({
      status: 'cancelled',
      cancel_reason: input.reason,
      refunded_credits: refund,
      payment_status: refund > 0 ? 'REFUNDED' : row.payment_status,
      updated_at: new Date(),
    })
    .where('id', '=', row.id)
    .execute();
  await logStatus(trx, {
    contestantId: row.id,
    from: row.status as TContestantStatus,
    to: 'cancelled',
    notes: input.reason,
    by: input.actorId,
  });
  return toOriginal && paidPurchase ? paidPurchase.id : null;
}

/**
 * The entries an organiser's withdrawal of a competition cancels (registered, in review or approved), locked
 * `FOR NO KEY UPDATE` in id order; one the entrant cancelled meanwhile is no longer selected. An entry still
 * waiting for its fee paid nothing and can pay nothing now (`feeProblem`), so it stays as it is; once the
 * competition has started, entries keep their state, as bookings do (decision 033). Locked before the event's
 * bookings are refunded, so the withdrawal never holds ledger rows while it waits for an entry.
 */
export async function lockEntriesToWithdraw(trx: Executor, realm: TRealm, eventId: string) {
  const event = await trx
    .selectFrom('events')
    .select('starts_at')
    .where('id', '=', eventId)
    .executeTakeFirstOrThrow();
  if (event.starts_at.getTime() <= Date.now()) return [];
  return trx
    .selectFrom('contestants')
    .selectAll()
    .where('event_id', '=', eventId)
    .where('realm', '=', realm)
    .where('status', 'in', ['registered', 'under_review', 'approved'])
    .orderBy('id')
    .forNoKeyUpdate()
    .execute();
}

/**
 * An organiser withdraws (cancels) a competition: each locked entry is cancelled and its whole fee goes back, to
 * the original payment when paid through the gateway (the entrant did not choose to leave, so no policy share is
 * kept, and credits are not offered in place of their money). Runs in the transaction that marks the event
 * cancelled. Answers the purchases whose gateway refunds are to be settled after commit.
 */
export async function withdrawEntries(
  trx: Executor,
  entries: EntryRow[],
  input: { actorId: string; eventTitle: string },
) {
  const settle: string[] = [];
  for (const row of entries) {
    const purchaseId = await cancelEntryLocked(trx, row, {
      refund: row.paid_credits - row.refunded_credits,
      refundTo: 'original',
      reason: `The organiser withdrew ${input.eventTitle}`,
      actorId: input.actorId,
    });
    if (purchaseId) settle.push(purchaseId);
  }
  return settle;
}

export async function contestantPayment(
  db: Database,
  realm: TRealm,
  input: { contestantId: string; userId: string; admin: boolean },
) {
  const contestant = await getContestant(db, realm, input);
  const row = await db
    .selectFrom('contestants as c')
    .leftJoin('credit_purchases as p', 'p.id', 'c.purchase_id')
    .select([
      'c.payment_transaction_id',
      'c.purchase_id',
      'c.paid_credits',
      'p.status as purchase_status',
      'p.expires_at',
      'p.payment_url',
    ])
    .where('c.id', '=', contestant.id)
    .executeTakeFirstOrThrow();
  // A checkout whose window lapsed shows as failed now, though the sweep may not have stored it yet (decision 013).
  const purchaseStatus =
    row.purchase_status && row.expires_at
      ? purchaseAsOf({ status: row.purchase_status, expires_at: row.expires_at }).status
      : null;
  const failed = purchaseStatus === 'failed' && contestant.paymentStatus === 'PENDING';
  return {
    method: row.purchase_id
      ? ('gateway' as const)
      : row.payment_transaction_id
        ? ('credits' as const)
        : contestant.feeCredits === 0
          ? ('free' as const)
          : null,
    status: failed ? ('FAILED' as const) : contestant.paymentStatus,
    amountCredits: contestant.feeCredits,
    amountInr: contestant.feeCredits * CREDIT_PRICE_INR,
    paidCredits: row.paid_credits,
    transactionId: row.payment_transaction_id,
    purchaseId: row.purchase_id,
    paymentUrl:
      purchaseStatus === 'pending' && contestant.status === 'pending_payment' ? row.payment_url : null,
  };
}

export async function myStats(db: Database, realm: TRealm, userId: string) {
  const row = await db
    .selectFrom('contestants as c')
    .innerJoin('events as e', 'e.id', 'c.event_id')
    // A fee paid by card is counted in its currency below, not in credits.
    .leftJoin('credit_purchases as p', (join) =>
      join.onRef('p.id', '=', 'c.purchase_id').on('p.status', '=', 'completed'),
    )
    .select([
      sql<string>`count(*)`.as('total'),
      sql<string>`count(*) filter (where c.status = 'pending_payment')`.as('pending_payment'),
      sql<string>`count(*) filter (where c.status in ('registered', 'under_review'))`.as('in_review'),
      sql<string>`count(*) filter (where c.status = 'approved')`.as('approved'),
      sql<string>`count(*) filter (where c.status = 'rejected')`.as('rejected'),
      sql<string>`count(*) filter (where c.status = 'cancelled')`.as('cancelled'),
      sql<string>`count(*) filter (where c.status not in ('cancelled', 'rejected') and e.starts_at > now())`.as(
        'upcoming',
      ),
      sql<string>`coalesce(sum(c.paid_credits - c.refunded_credits) filter (where p.id is null), 0)`.as(
        'paid',
      ),
    ])
    .where('c.realm', '=', realm)
    .where('c.user_id', '=', userId)
    .executeTakeFirstOrThrow();
  // A fee paid by card, in its currency, less the share refunded to the card (a refund taken as credits leaves
  // the money paid); the same sums as the web's statsOf.
  const money = await db
    .selectFrom('contestants as c')
    .innerJoin('credit_purchases as p', (join) =>
      join.onRef('p.id', '=', 'c.purchase_id').on('p.status', '=', 'completed'),
    )
    .select([
      'p.currency',
      sql<string>`sum(p.amount_minor - case when p.refund_status <> 'none' and c.fee_credits > 0
        then round(p.amount_minor * c.refunded_credits::numeric / c.fee_credits) else 0 end)`.as('net'),
    ])
    .where('c.realm', '=', realm)
    .where('c.user_id', '=', userId)
    .groupBy('p.currency')
    .orderBy('p.currency')
    .execute();
  return {
    total: toInt(row.total),
    pendingPayment: toInt(row.pending_payment),
    inReview: toInt(row.in_review),
    approved: toInt(row.approved),
    rejected: toInt(row.rejected),
    cancelled: toInt(row.cancelled),
    upcoming: toInt(row.upcoming),
    creditsPaid: toInt(row.paid),
    moneyPaid: money
      .map((sum) => ({ amountMinor: toInt(sum.net), currency: sum.currency }))
      .filter((sum) => sum.amountMinor > 0),
  };
}
