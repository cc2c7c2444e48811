/**
 * An entry cancelled and its fee refunded: by its entrant, by the refund policy (the contest fee rule in
 * contracts), and, through cancelEntryLocked, by the organiser's withdrawal of the competition (withdrawal.ts).
 * Changes when the refund policy for entries does.
 */
import { contestRefund, type TContestantStatus, type TRealm, type TRefundTo } from '@engagex/contracts';
import type { Database } from '../../../platform/db/database.js';
import type { Executor } from '../../../platform/db/transaction.js';
import { AppError } from '../../../platform/errors.js';
import { say } from '../../../platform/i18n/say.js';
import { creditEntryRefund } from '../../../platform/invoicing/paid-things.js';
import { postTransaction } from '../../../platform/ledger/ledger.js';
import type { PaymentGateway } from '../../../platform/payments/gateway.js';
import { requestOriginalRefund, settleRefundQuietly } from '../../main/index.js';
import type { MoneyBack } from '../notices.js';
import { getContestant } from './reads.js';
import { type EntryRow, lockContestant, logStatus, mayStart } from './transitions.js';

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
    if (left?.purchase_id) await settleRefundQuietly(db, gateway, left.purchase_id);
    throw error;
  }
  if (settle) await settleRefundQuietly(db, gateway, settle);
  return getContestant(db, realm, { ...input, admin: false });
}

async function cancelLocked(
  trx: Executor,
  realm: TRealm,
  input: { userId: string; contestantId: string; reason: string; refundTo?: TRefundTo | undefined },
): Promise<string | null> {
  const row = await lockContestant(trx, realm, input);
  const from = row.status as TContestantStatus;
  if (!mayStart('cancel', from))
    throw new AppError('CONFLICT', say('This registration is already {status}', { status: from }));
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
  const { settle } = await cancelEntryLocked(trx, row, {
    refund: contestRefund(row.paid_credits, event.starts_at),
    refundTo: input.refundTo ?? 'original',
    reason: input.reason,
    actorId: input.userId,
  });
  return settle;
}

/**
 * A locked entry cancelled: `refund` credits of its fee go back once (the ledger key is the entry's), to the
 * original payment when the fee was paid through the gateway and `refundTo` says so (decision 038), else as
 * credits. Answers the purchase whose gateway refund is to be settled after commit, if any, and where the money went.
 */
export async function cancelEntryLocked(
  trx: Executor,
  row: EntryRow,
  input: { refund: number; refundTo: TRefundTo; reason: string; actorId: string },
): Promise<{ settle: string | null; back: MoneyBack }> {
  const money = await refundFeeLocked(trx, row, { ...input, why: 'Competition registration cancelled' });
  await trx
    .updateTable('contestants')
    .set({
      status: 'cancelled',
      cancel_reason: input.reason,
      refunded_credits: input.refund,
      payment_status: input.refund > 0 ? 'REFUNDED' : row.payment_status,
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
  return money;
}

/**
 * `refund` credits of a locked entry's fee given back, once for the entry whatever ends it (the ledger key is the
 * entry's: a cancel and a rejection that refunds, decision 054, share it): to the original payment when the fee was
 * paid through the gateway and `refundTo` says so (decision 038), else as credits. The caller stores the entry's
 * new status and `refunded_credits`. Answers the purchase whose gateway refund is to be settled after commit, if
 * any, and where the money went.
 */
export async function refundFeeLocked(
  trx: Executor,
  row: EntryRow,
  input: { refund: number; refundTo: TRefundTo; reason: string; actorId: string; why: string },
): Promise<{ settle: string | null; back: MoneyBack }> {
  let back: MoneyBack = input.refund > 0 ? { to: 'credits', credits: input.refund } : null;
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
    const refundKey = `contestant:${row.id}:refund`;
    await postTransaction(trx, {
      idempotencyKey: refundKey,
      kind: 'refund',
      description: toOriginal
        ? `${input.why}: fee refunded to the original payment`
        : `${input.why}: fee refunded`,
      reference: { type: 'contestant', id: row.id },
      createdBy: input.actorId,
      postings: [
        { account: { system: 'revenue' }, amount: -refund },
        { account: { wallet: row.user_id }, amount: refund },
      ],
    });
    // The credit note of what goes back (decision 079): all of the fee's line, or the policy's share of it.
    await creditEntryRefund(trx, { contestantId: row.id, sourceKey: refundKey, credits: refund });
  }
  if (toOriginal && paidPurchase) {
    const money = await requestOriginalRefund(trx, {
      purchaseId: paidPurchase.id,
      credits: refund,
      actorId: input.actorId,
      reason: input.reason,
    });
    back = { to: 'original', ...money, credits: refund };
  }
  return { settle: toOriginal && paidPurchase ? paidPurchase.id : null, back };
}
