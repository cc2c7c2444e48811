/**
 * Credit holds for pending debits (decisions 014 and 016): placing, capturing and releasing them through the ledger.
 * Changes when a hold's life does.
 */
import { type Executor, inTransaction } from '../db/transaction.js';
import { AppError } from '../errors.js';
import { say } from '../i18n/say.js';
import { postTransaction, type SystemAccount, toInt, walletCode } from './ledger.js';

export type Hold = {
  id: string;
  userId: string;
  amount: number;
  status: 'pending' | 'captured' | 'released';
  reference: { type: string; id: string } | null;
  expiresAt: Date | null;
};

/**
 * Reserves credits for a pending debit (an unpaid booking, an encashment request): they leave the
 * wallet for the holds account at once, so they cannot be spent twice, and come back if released.
 */
export async function placeHold(
  executor: Executor,
  input: {
    userId: string;
    amount: number;
    idempotencyKey: string;
    description: string;
    reference: { type: string; id: string };
    expiresAt?: Date;
  },
): Promise<Hold> {
  return inTransaction(executor, async (trx) => {
    const posted = await postTransaction(trx, {
      idempotencyKey: input.idempotencyKey,
      kind: 'hold',
      description: input.description,
      reference: input.reference,
      postings: [
        { account: { wallet: input.userId }, amount: -input.amount },
        { account: { system: 'holds' }, amount: input.amount },
      ],
    });
    if (!posted.replayed) {
      const account = await trx
        .selectFrom('ledger_accounts')
        .select('id')
        .where('code', '=', walletCode(input.userId))
        .executeTakeFirstOrThrow();
      await trx
        .insertInto('ledger_holds')
        .values({
          account_id: account.id,
          amount: input.amount,
          hold_transaction_id: posted.transactionId,
          reference_type: input.reference.type,
          reference_id: input.reference.id,
          expires_at: input.expiresAt ?? null,
        })
        .execute();
    }
    return holdByTransaction(trx, posted.transactionId);
  });
}

async function holdByTransaction(executor: Executor, transactionId: string): Promise<Hold> {
  const row = await holdQuery(executor)
    .where('h.hold_transaction_id', '=', transactionId)
    .executeTakeFirstOrThrow();
  return toHold(row);
}

function holdQuery(executor: Executor) {
  return executor
    .selectFrom('ledger_holds as h')
    .innerJoin('ledger_accounts as a', 'a.id', 'h.account_id')
    .select([
      'h.id',
      'a.user_id',
      'h.amount',
      'h.status',
      'h.reference_type',
      'h.reference_id',
      'h.expires_at',
    ]);
}

function toHold(row: {
  id: string;
  user_id: string | null;
  amount: string | number | bigint;
  status: Hold['status'];
  reference_type: string | null;
  reference_id: string | null;
  expires_at: Date | null;
}): Hold {
  return {
    id: row.id,
    userId: row.user_id as string,
    amount: toInt(row.amount),
    status: row.status,
    reference:
      row.reference_type && row.reference_id ? { type: row.reference_type, id: row.reference_id } : null,
    expiresAt: row.expires_at,
  };
}

/**
 * Settles a pending hold exactly once: captured into `capturedTo`, or released back to the wallet.
 * The hold row is locked first, so a capture and a release racing each other cannot both happen;
 * repeating the same settlement answers the settled hold, the opposite one is a conflict.
 */
async function settleHold(
  executor: Executor,
  input: {
    holdId: string;
    outcome: 'captured' | 'released';
    description: string;
    capturedTo?: SystemAccount;
  },
): Promise<Hold> {
  return inTransaction(executor, async (trx) => {
    const locked = await trx
      .selectFrom('ledger_holds')
      .select(['id', 'status'])
      .where('id', '=', input.holdId)
      .forNoKeyUpdate()
      .executeTakeFirst();
    if (!locked) throw new AppError('NOT_FOUND', 'Hold not found');
    const hold = toHold(await holdQuery(trx).where('h.id', '=', input.holdId).executeTakeFirstOrThrow());
    if (hold.status === input.outcome) return hold;
    if (hold.status !== 'pending')
      throw new AppError('CONFLICT', say('Hold is already {status}', { status: hold.status }));

    const destination =
      input.outcome === 'captured'
        ? { account: { system: input.capturedTo ?? 'revenue' } as const, amount: hold.amount }
        : { account: { wallet: hold.userId }, amount: hold.amount };
    const posted = await postTransaction(trx, {
      idempotencyKey: `hold:${hold.id}:${input.outcome}`,
      kind: input.outcome === 'captured' ? 'hold_capture' : 'hold_release',
      description: input.description,
      reference: hold.reference ?? { type: 'hold', id: hold.id },
      postings: [{ account: { system: 'holds' }, amount: -hold.amount }, destination],
    });
    await trx
      .updateTable('ledger_holds')
      .set({ status: input.outcome, settle_transaction_id: posted.transactionId, settled_at: new Date() })
      .where('id', '=', hold.id)
      .execute();
    return { ...hold, status: input.outcome };
  });
}

export const captureHold = (
  executor: Executor,
  input: { holdId: string; description: string; capturedTo?: SystemAccount },
) => settleHold(executor, { ...input, outcome: 'captured' });

export const releaseHold = (executor: Executor, input: { holdId: string; description: string }) =>
  settleHold(executor, { ...input, outcome: 'released' });
