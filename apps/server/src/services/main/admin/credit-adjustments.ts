/**
 * An admin grants or deducts credits, with a reason, through the ledger (never an edited balance): a grant comes
 * from the bonus account like the support route's (wallet.ts), a deduction goes to revenue like a spend. The
 * idempotency key makes a retry answer the first result and move nothing again; the ledger claims the key in
 * this transaction, so two requests with one key at once move credits once (the second waits, then replays).
 * The audit row is written only by the request that moved credits, in its transaction.
 * Changes when an admin gains another way to move credits.
 */
import type { TCreditMovementResponse } from '@engagex/contracts';
import type { RoleConfig } from '../../../platform/auth/roles.js';
import type { Database } from '../../../platform/db/database.js';
import { AppError } from '../../../platform/errors.js';
import { say } from '../../../platform/i18n/say.js';
import { walletBalance } from '../../../platform/ledger/balances.js';
import { insufficientCredits, type Posting, postTransaction } from '../../../platform/ledger/ledger.js';
import { lockActorAndTarget } from './acting-locks.js';
import { recordAudit } from './audit-log.js';

export type CreditAdjustment = {
  actorId: string;
  userId: string;
  direction: 'grant' | 'deduct';
  amount: number;
  reason: string;
  idempotencyKey: string;
  requestId: string;
};

const postingsOf = ({ direction, userId, amount }: CreditAdjustment): Posting[] =>
  direction === 'grant'
    ? [
        { account: { system: 'bonus' }, amount: -amount },
        { account: { wallet: userId }, amount },
      ]
    : [
        { account: { wallet: userId }, amount: -amount },
        { account: { system: 'revenue' }, amount },
      ];

const isInsufficient = (error: unknown) =>
  error instanceof AppError && error.message === insufficientCredits().message;

export async function adjustCredits(
  db: Database,
  config: RoleConfig,
  input: CreditAdjustment,
): Promise<TCreditMovementResponse & { replayed: boolean }> {
  try {
    return await db.transaction().execute(async (trx) => {
      await lockActorAndTarget(trx, config, { actorId: input.actorId, targetId: input.userId });
      const grant = input.direction === 'grant';
      const posted = await postTransaction(trx, {
        // Keys are the admin console's own and per person, so they cannot replay another feature's movement.
        idempotencyKey: `admin-credits:${input.userId}:${input.idempotencyKey}`,
        kind: grant ? 'grant' : 'spend',
        description: input.reason,
        createdBy: input.actorId,
        postings: postingsOf(input),
        activity: {
          userId: input.userId,
          kind: grant ? 'credits_granted' : 'credits_spent',
          title: grant
            ? say('Received {credits, plural, one {# credit} other {# credits}} from EngageX: {reason}', {
                credits: input.amount,
                reason: input.reason,
              })
            : say('{credits, plural, one {# credit} other {# credits}} taken back by EngageX: {reason}', {
                credits: input.amount,
                reason: input.reason,
              }),
        },
      });
      const balance = posted.walletBalances[input.userId] ?? 0;
      if (!posted.replayed) {
        await recordAudit(trx, {
          action: grant ? 'credits.grant' : 'credits.deduct',
          actorId: input.actorId,
          targetId: input.userId,
          before: { balance: grant ? balance - input.amount : balance + input.amount },
          after: { balance, transactionId: posted.transactionId, amount: input.amount },
          reason: input.reason,
          requestId: input.requestId,
        });
      }
      return {
        transactionId: posted.transactionId,
        balance,
        creditBalance: balance,
        replayed: posted.replayed,
      };
    });
  } catch (error) {
    // The ledger refuses a wallet below zero (its CHECK holds under concurrent deductions); the console says by how much.
    if (!isInsufficient(error)) throw error;
    const available = await walletBalance(db, input.userId);
    throw new AppError(
      'CONFLICT',
      say(
        'Cannot deduct {amount, plural, one {# credit} other {# credits}}: the wallet holds {available, plural, one {# credit} other {# credits}} available; nothing was deducted',
        { amount: input.amount, available },
      ),
    );
  }
}
