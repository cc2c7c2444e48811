/**
 * An employee asks for an encashment (POST …/encashment): the rules checked under the wallet's lock, the credits
 * held in the ledger, and the Idempotency-Key that makes a retry answer the first request (decision 016). Changes
 * when how a request is made does.
 */

import { randomUUID } from 'node:crypto';
import { CREDIT_PRICE_INR, type TPayoutDetails } from '@engagex/contracts';
import { recordActivity } from '../../platform/activity.js';
import type { Database } from '../../platform/db/database.js';
import type { Executor } from '../../platform/db/transaction.js';
import { AppError } from '../../platform/errors.js';
import { say } from '../../platform/i18n/say.js';
import { placeHold } from '../../platform/ledger/holds.js';
import { ensureWallet, walletCode } from '../../platform/ledger/ledger.js';
import { creditsText } from '../../platform/wording.js';
import { getEncashment } from './encashment-reads.js';
import { encashmentProblem } from './encashment-rules.js';

const maskedPayout = (payout: TPayoutDetails) =>
  payout.method === 'upi'
    ? payout.upiId
    : `${payout.accountName} · ••••${payout.accountNumber.slice(-4)} · ${payout.ifsc}`;

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
      const problem = await encashmentProblem(trx, input.userId, input.credits);
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
        title: say('Requested encashment of {credits, plural, one {# credit} other {# credits}}', {
          credits: input.credits,
        }),
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
