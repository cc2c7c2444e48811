/**
 * Refunds to the original payment the sweep gave up on (decisions 038 and 096), of all three kinds: a completed
 * purchase's own, a late or duplicate payment's, some tickets' share. The console lists them, oldest first (the
 * longest wait first), asks one again, or records one an admin made outside EngageX, with its reference and a
 * note; each action audited, and a refund settled by hand told to its person (decision 098). The state changes
 * are the payments platform's own writers'. Changes when the list shows more of a refund, or an admin can answer one
 * another way.
 */
import type {
  TFailureAction,
  TGivenUpRefund,
  TPaginated,
  TRefundKind,
  TSettleRefundByHandRequest,
} from '@engagex/contracts';
import { sql, type Transaction } from 'kysely';
import type { RoleConfig } from '../../../../platform/auth/roles.js';
import type { Database } from '../../../../platform/db/database.js';
import { type Paging, paginated } from '../../../../platform/db/paging.js';
import type { DB } from '../../../../platform/db/schema.js';
import { AppError, notFound } from '../../../../platform/errors.js';
import { msg } from '../../../../platform/i18n/say.js';
import { toInt } from '../../../../platform/ledger/ledger.js';
import { reopenOrCloseFailedPartRefund } from '../../../../platform/payments/part-refunds.js';
import { reopenOrCloseFailedPaymentRefund } from '../../../../platform/payments/payment-refunds.js';
import { reopenOrCloseFailedPurchaseRefund } from '../../../../platform/payments/refund-status.js';
import { lockActorAndTarget } from '../acting-locks.js';
import { recordAudit } from '../audit-log.js';
import { tellSettledByHand } from './settled-by-hand-notice.js';

export const REFUND_NOT_FAILED = msg(
  'This refund is no longer waiting for an admin: somebody answered it already',
);

type Acting = { actorId: string; requestId: string };
type RefundRef = { kind: TRefundKind; id: string };

type RefundRow = {
  kind: TRefundKind;
  id: string;
  purchase_id: string;
  user_id: string;
  name: string;
  email: string;
  amount_minor: string | number | bigint;
  currency: string;
  payment_id: string | null;
  reason: string | null;
  attempts: number;
  last_error: string | null;
  created_at: Date;
};

/** A late payment's and a part's refund read alike: both tables hold a refund's row the same way. */
const REFUND_ROW_COLUMNS = [
  'r.id',
  'r.purchase_id',
  'u.id as user_id',
  'u.name',
  'u.email',
  'r.amount_minor',
  'r.currency',
  'r.payment_id',
  'r.reason',
  'r.attempts',
  'r.last_error',
  'r.created_at',
] as const;

/**
 * The three tables' given-up refunds as one list. A completed purchase's own refund is its row (its amount the
 * purchase's); a never-completed purchase's `failed` is only the summary of its late payments' refunds, which are
 * listed themselves.
 */
function givenUp(db: Database | Transaction<DB>) {
  const own = db
    .selectFrom('credit_purchases as p')
    .innerJoin('users as u', 'u.id', 'p.user_id')
    .select([
      sql<TRefundKind>`'purchase'`.as('kind'),
      'p.id',
      'p.id as purchase_id',
      'u.id as user_id',
      'u.name',
      'u.email',
      'p.amount_minor',
      'p.currency',
      'p.payment_id',
      sql<string | null>`null`.as('reason'),
      'p.refund_attempts as attempts',
      'p.refund_last_error as last_error',
      'p.created_at',
    ])
    .where('p.status', '=', 'completed')
    .where('p.refund_status', '=', 'failed');
  const late = db
    .selectFrom('payment_refunds as r')
    .innerJoin('credit_purchases as p', 'p.id', 'r.purchase_id')
    .innerJoin('users as u', 'u.id', 'p.user_id')
    .select([sql<TRefundKind>`'payment'`.as('kind'), ...REFUND_ROW_COLUMNS])
    .where('r.status', '=', 'failed');
  const part = db
    .selectFrom('part_refunds as r')
    .innerJoin('credit_purchases as p', 'p.id', 'r.purchase_id')
    .innerJoin('users as u', 'u.id', 'p.user_id')
    .select([sql<TRefundKind>`'part'`.as('kind'), ...REFUND_ROW_COLUMNS])
    .where('r.status', '=', 'failed');
  return own.unionAll(late).unionAll(part);
}

const toRefund = (row: RefundRow): TGivenUpRefund => ({
  kind: row.kind,
  id: row.id,
  purchaseId: row.purchase_id,
  person: { id: row.user_id, name: row.name, email: row.email },
  amount: toInt(row.amount_minor) / 100,
  currency: row.currency,
  paymentId: row.payment_id,
  reason: row.reason,
  attempts: row.attempts,
  lastError: row.last_error,
  createdAt: new Date(row.created_at).toISOString(),
});

export async function givenUpRefunds(db: Database, paging: Paging): Promise<TPaginated<TGivenUpRefund>> {
  const all = db.selectFrom(givenUp(db).as('g'));
  const [rows, count] = await Promise.all([
    all
      .selectAll()
      .orderBy('g.created_at')
      .orderBy('g.id')
      .limit(paging.limit)
      .offset((paging.page - 1) * paging.limit)
      .execute(),
    all.select(sql<string>`count(*)`.as('total')).executeTakeFirstOrThrow(),
  ]);
  return paginated((rows as RefundRow[]).map(toRefund), Number(count.total), paging);
}

const REFUND_COLUMNS = ['id', 'purchase_id', 'amount_minor', 'currency', 'attempts', 'last_error'] as const;

/** A late payment's or a part's refund, with whose purchase it is. */
async function refundOfTable(trx: Transaction<DB>, kind: 'payment' | 'part', id: string) {
  const refund =
    kind === 'payment'
      ? await trx.selectFrom('payment_refunds').select(REFUND_COLUMNS).where('id', '=', id).executeTakeFirst()
      : await trx.selectFrom('part_refunds').select(REFUND_COLUMNS).where('id', '=', id).executeTakeFirst();
  if (!refund) return undefined;
  const { user_id } = await trx
    .selectFrom('credit_purchases')
    .select('user_id')
    .where('id', '=', refund.purchase_id)
    .executeTakeFirstOrThrow();
  return { ...refund, user_id };
}

/** One refund of the list, whatever its state now: the action checks that it is still `failed` as it writes. */
async function findRefund(trx: Transaction<DB>, ref: RefundRef) {
  const row =
    ref.kind === 'purchase'
      ? await trx
          .selectFrom('credit_purchases as p')
          .select([
            'p.id',
            'p.id as purchase_id',
            'p.user_id',
            'p.amount_minor',
            'p.currency',
            'p.refund_attempts as attempts',
            'p.refund_last_error as last_error',
          ])
          .where('p.id', '=', ref.id)
          .where('p.status', '=', 'completed')
          .executeTakeFirst()
      : await refundOfTable(trx, ref.kind, ref.id);
  if (!row) throw notFound('Refund');
  return row;
}

/** The payments platform's writer for this kind of refund; false when it was no longer `failed`. */
function answer(trx: Transaction<DB>, ref: RefundRef, change: 'retry' | 'settle_by_hand', now: Date) {
  if (ref.kind === 'purchase') return reopenOrCloseFailedPurchaseRefund(trx, ref.id, change, now);
  if (ref.kind === 'payment') return reopenOrCloseFailedPaymentRefund(trx, ref.id, change, now);
  return reopenOrCloseFailedPartRefund(trx, ref.id, change, now);
}

async function act(
  db: Database,
  config: RoleConfig,
  input: Acting & RefundRef & { change: 'retry' | 'settle_by_hand'; settlement?: TSettleRefundByHandRequest },
): Promise<TFailureAction> {
  return db.transaction().execute(async (trx) => {
    const refund = await findRefund(trx, input);
    await lockActorAndTarget(trx, config, {
      actorId: input.actorId,
      targetId: refund.user_id,
      target: 'read',
    });
    const now = new Date();
    if (!(await answer(trx, input, input.change, now))) throw new AppError('CONFLICT', REFUND_NOT_FAILED);
    const settlement = input.settlement;
    if (settlement) {
      await trx
        .insertInto('refunds_settled_by_hand')
        .values({
          refund_kind: input.kind,
          refund_id: input.id,
          reference: settlement.reference,
          note: settlement.note,
          settled_by: input.actorId,
        })
        .execute();
      const purchase = await trx
        .selectFrom('credit_purchases')
        .select(['purpose', 'credits'])
        .where('id', '=', refund.purchase_id)
        .executeTakeFirstOrThrow();
      // The person is told with the settlement, once (decision 098): the reference, never the admin's note.
      await tellSettledByHand(trx, {
        kind: input.kind,
        id: input.id,
        userId: refund.user_id,
        amountMinor: refund.amount_minor,
        currency: refund.currency,
        purchase,
        reference: settlement.reference,
      });
    }
    const status = input.change === 'retry' ? ('requested' as const) : ('refunded' as const);
    const facts = {
      refundKind: input.kind,
      refundId: input.id,
      purchaseId: refund.purchase_id,
      amount: toInt(refund.amount_minor) / 100,
      currency: refund.currency,
    };
    await recordAudit(trx, {
      action: input.change === 'retry' ? 'refund.retry' : 'refund.settle_by_hand',
      actorId: input.actorId,
      targetId: refund.user_id,
      before: { ...facts, status: 'failed', attempts: refund.attempts, lastError: refund.last_error },
      after: { ...facts, status, ...(settlement ? { reference: settlement.reference } : {}) },
      reason: settlement?.note ?? null,
      requestId: input.requestId,
    });
    return { id: input.id, status };
  });
}

/** Asks a given-up refund of the gateway again: due for the sweep at once, its count of calls afresh. */
export const retryRefund = (db: Database, config: RoleConfig, input: Acting & RefundRef) =>
  act(db, config, { ...input, change: 'retry' });

/** Records a given-up refund an admin made by hand: refunded, with the transfer's reference and their note. */
export const settleRefundByHand = (
  db: Database,
  config: RoleConfig,
  input: Acting & RefundRef & TSettleRefundByHandRequest,
) =>
  act(db, config, {
    ...input,
    change: 'settle_by_hand',
    settlement: { reference: input.reference, note: input.note },
  });
