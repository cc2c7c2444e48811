/**
 * Reading a wallet and its history (decisions 010 and 020). Reads only. Changes when the wallet's answers do.
 */

import {
  CREDIT_PRICE_INR,
  type TCreditBalance,
  type TCreditTransaction,
  type TPaginated,
} from '@engagex/contracts';
import { recordActivity } from '../../../platform/activity.js';
import type { AuthenticatedUser } from '../../../platform/auth/auth.js';
import type { Database } from '../../../platform/db/database.js';
import { paginated, readPage } from '../../../platform/db/paging.js';
import type { LedgerKind } from '../../../platform/db/schema.js';
import { notFound } from '../../../platform/errors.js';
import { say } from '../../../platform/i18n/say.js';
import { walletSummary } from '../../../platform/ledger/balances.js';
import { postTransaction, spendPostings, toInt, walletCode } from '../../../platform/ledger/ledger.js';
import { pendingReferralRewards } from '../referrals/reward-reads.js';

/** Users see their own wallet; admins see anyone's. Another user's id is a 404, never a 403. */
export async function assertWalletAccess(db: Database, viewer: AuthenticatedUser, userId: string) {
  if (viewer.id === userId) return;
  const exists = await db.selectFrom('users').select('id').where('id', '=', userId).executeTakeFirst();
  if (!viewer.roles.includes('admin') || !exists) throw notFound('User');
}

export async function creditBalance(db: Database, userId: string): Promise<TCreditBalance> {
  const [summary, pendingReferralCredits] = await Promise.all([
    walletSummary(db, userId),
    pendingReferralRewards(db, userId),
  ]);
  return {
    userId,
    balance: summary.balance,
    creditBalance: summary.balance,
    pendingCredits: summary.pendingCredits,
    pendingReferralCredits,
    totalEarned: summary.totalEarned,
    totalSpent: summary.totalSpent,
    breakdown: summary.breakdown,
  };
}

export async function walletInfo(db: Database, userId: string) {
  const summary = await walletSummary(db, userId);
  return {
    ...(await creditBalance(db, userId)),
    walletId: summary.walletId ?? walletCode(userId),
    currency: 'CREDITS',
    creditValueInr: CREDIT_PRICE_INR,
    activeHolds: summary.activeHolds,
    createdAt: (summary.createdAt ?? new Date()).toISOString(),
  };
}

export async function creditHistory(
  db: Database,
  input: {
    userId: string;
    page: number;
    limit: number;
    type?: LedgerKind | undefined;
    from?: string;
    to?: string;
  },
): Promise<TPaginated<TCreditTransaction>> {
  const base = db
    .selectFrom('ledger_entries as e')
    .innerJoin('ledger_accounts as a', 'a.id', 'e.account_id')
    .innerJoin('ledger_transactions as t', 't.id', 'e.transaction_id')
    .where('a.code', '=', walletCode(input.userId))
    .$if(Boolean(input.type), (query) => query.where('t.kind', '=', input.type as LedgerKind))
    .$if(Boolean(input.from), (query) => query.where('e.created_at', '>=', new Date(input.from as string)))
    .$if(Boolean(input.to), (query) => query.where('e.created_at', '<=', endOf(input.to as string)));
  const { rows, total } = await readPage(
    base
      .select([
        't.id',
        't.kind',
        'e.amount',
        'e.balance_after',
        't.description',
        't.reference_type',
        't.reference_id',
        'e.created_at',
      ])
      .orderBy('e.id', 'desc'),
    input,
  );
  return paginated(
    rows.map((row) => ({
      id: row.id,
      kind: row.kind,
      amount: toInt(row.amount),
      balanceAfter: row.balance_after == null ? null : toInt(row.balance_after),
      description: row.description,
      reference: row.reference_type && row.reference_id ? `${row.reference_type}:${row.reference_id}` : null,
      createdAt: row.created_at.toISOString(),
    })),
    total,
    input,
  );
}

/** A bare date as the upper bound means the whole of that day. */
function endOf(value: string) {
  return /^\d{4}-\d{2}-\d{2}$/.test(value) ? new Date(`${value}T23:59:59.999Z`) : new Date(value);
}

export async function deductCredits(
  db: Database,
  input: { userId: string; amount: number; reason: string; idempotencyKey: string; actorId: string },
) {
  const posted = await postTransaction(db, {
    idempotencyKey: `deduct:${input.userId}:${input.idempotencyKey}`,
    kind: 'spend',
    description: input.reason,
    createdBy: input.actorId,
    postings: spendPostings(input.userId, input.amount),
    activity: {
      userId: input.userId,
      kind: 'credits_spent',
      title: say('Spent {credits, plural, one {# credit} other {# credits}}: {reason}', {
        credits: input.amount,
        reason: input.reason,
      }),
    },
  });
  const balance = posted.walletBalances[input.userId] ?? 0;
  return { transactionId: posted.transactionId, balance, creditBalance: balance };
}

export async function grantCredits(
  db: Database,
  input: { userId: string; amount: number; reason: string; idempotencyKey: string; actorId: string },
) {
  const exists = await db.selectFrom('users').select('id').where('id', '=', input.userId).executeTakeFirst();
  if (!exists) throw notFound('User');
  return db.transaction().execute(async (trx) => {
    const posted = await postTransaction(trx, {
      idempotencyKey: `grant:${input.idempotencyKey}`,
      kind: 'grant',
      description: input.reason,
      createdBy: input.actorId,
      postings: [
        { account: { system: 'bonus' }, amount: -input.amount },
        { account: { wallet: input.userId }, amount: input.amount },
      ],
    });
    if (!posted.replayed) {
      await recordActivity(trx, {
        userId: input.userId,
        kind: 'credits_granted',
        title: say('Received a bonus of {credits, plural, one {# credit} other {# credits}}: {reason}', {
          credits: input.amount,
          reason: input.reason,
        }),
      });
    }
    const balance = posted.walletBalances[input.userId] ?? 0;
    return { transactionId: posted.transactionId, balance, creditBalance: balance };
  });
}
