/**
 * A held referral reward settled (decision 051): released into the referrer's wallet once its payment can no
 * longer be refunded (the sweep), or reduced and reversed when it is refunded (the refund's own transaction). Both
 * lock the purchase row before the reward, as the refund does, so the two take turns on one payment. Changes when
 * what ends a reward's hold changes.
 */
import { REFERRAL_PURCHASE_SHARE_PERCENT } from '@engagex/contracts';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Selectable, Transaction } from 'kysely';
import type { Database } from '../../../platform/db/database.js';
import type { DB, ReferralRewardsTable } from '../../../platform/db/schema.js';
import { type Executor, inTransaction } from '../../../platform/db/transaction.js';
import { postTransaction, toInt, walletCode } from '../../../platform/ledger/ledger.js';
import { notify } from '../../../platform/notifications/outbox.js';
import { rewardReleasedNotice, rewardReversedNotice } from './reward-notices.js';
import { payReward, releaseTimeOf, rewardDescription } from './rewards.js';

type Reward = Selectable<ReferralRewardsTable>;

const refereeName = async (executor: Executor, refereeId: string) =>
  (await executor.selectFrom('users').select('name').where('id', '=', refereeId).executeTakeFirstOrThrow())
    .name;

/** Takes what the referrer owes (a reversed reward they had spent) from a release, first; answers what it took. */
async function recoverDebt(trx: Executor, referrerId: string, credits: number) {
  const debt = await trx
    .selectFrom('referral_debts')
    .select('credits')
    .where('referrer_id', '=', referrerId)
    .forUpdate()
    .executeTakeFirst();
  const taken = Math.min(credits, debt?.credits ?? 0);
  if (taken > 0)
    await trx
      .updateTable('referral_debts')
      .set((eb) => ({ credits: eb('credits', '-', taken) }))
      .where('referrer_id', '=', referrerId)
      .execute();
  return taken;
}

/**
 * Releases one held reward whose time has come, once. The purchase row is taken `SKIP LOCKED` (a refund or another
 * process's sweep holding it is left for the next turn), then the reward; a reward no longer pending is left alone. Whether the payment can still be refunded is asked again now: a booking moved
 * to a later show moves its reward's time with it.
 */
export async function releaseReward(trx: Transaction<DB>, rewardId: string, now: Date) {
  const reward = await trx
    .selectFrom('referral_rewards')
    .select(['id', 'purchase_id'])
    .where('id', '=', rewardId)
    .executeTakeFirst();
  if (!reward?.purchase_id) return 'skipped' as const;
  const purchase = await trx
    .selectFrom('credit_purchases')
    .selectAll()
    .where('id', '=', reward.purchase_id)
    .forNoKeyUpdate()
    .skipLocked()
    .executeTakeFirst();
  if (!purchase) return 'skipped' as const;
  const held = await trx
    .selectFrom('referral_rewards')
    .selectAll()
    .where('id', '=', rewardId)
    .where('status', '=', 'pending')
    .forNoKeyUpdate()
    .executeTakeFirst();
  // A refund of this payment already shrank the reward in its own transaction; what is left waits like the rest.
  if (!held) return 'skipped' as const;
  const releaseAt = await releaseTimeOf(trx, purchase);
  if (releaseAt && releaseAt > now) {
    await trx
      .updateTable('referral_rewards')
      .set({ release_at: releaseAt })
      .where('id', '=', held.id)
      .execute();
    return 'later' as const;
  }
  const credits = held.bonus + held.share;
  const recovered = await recoverDebt(trx, held.referrer_id, credits);
  const name = await refereeName(trx, held.referee_id);
  const transactionId =
    credits > recovered
      ? await payReward(trx, {
          rewardId: held.id,
          referrerId: held.referrer_id,
          refereeId: held.referee_id,
          credits: credits - recovered,
          description: rewardDescription(name, held, purchase),
        })
      : null;
  await trx
    .updateTable('referral_rewards')
    .set({ status: 'released', settled_at: now, transaction_id: transactionId, recovered })
    .where('id', '=', held.id)
    .execute();
  await notify(
    trx,
    rewardReleasedNotice({
      rewardId: held.id,
      referrerId: held.referrer_id,
      refereeName: name,
      credits,
      recovered,
    }),
  );
  return 'released' as const;
}

const RELEASES_PER_TURN = 100;

/**
 * The sweep: releases the held rewards that are due, each in a transaction of its own. Any number of processes may
 * run it at once (each reward is locked, and released once under its ledger key). Answers how many it released.
 */
export async function releaseDueRewards(
  db: Database,
  options: { now?: Date; log?: FastifyBaseLogger } = {},
): Promise<number> {
  const now = options.now ?? new Date();
  const due = await db
    .selectFrom('referral_rewards')
    .select('id')
    .where('status', '=', 'pending')
    .where('release_at', '<=', now)
    .orderBy('release_at')
    .limit(RELEASES_PER_TURN)
    .execute();
  let released = 0;
  for (const { id } of due) {
    try {
      const outcome = await db.transaction().execute((trx) => releaseReward(trx, id, now));
      if (outcome === 'released') released += 1;
    } catch (error) {
      options.log?.error(
        { err: error, rewardId: id },
        'releasing a referral reward failed; the sweep retries it',
      );
    }
  }
  return released;
}

/**
 * What a reward is worth once `refunded` of its purchase's `purchased` credits went back: the share of what was
 * kept (never more than it was), and the bonus only while something was kept (decision 051: in proportion).
 */
function keptOf(reward: Reward, purchased: number, refunded: number) {
  const kept = Math.max(0, purchased - refunded);
  return {
    bonus: kept > 0 ? reward.bonus : 0,
    share: Math.min(reward.share, Math.floor((kept * REFERRAL_PURCHASE_SHARE_PERCENT) / 100)),
  };
}

/**
 * Takes back what a released reward's reversal must: from the referrer's earned credits (those the reward put
 * there, never bought ones), as far as they go; the rest is a debt kept from their next releases. A released reward
 * is reversed only when its refund began before the release (or it was paid before decision 051).
 */
async function takeBack(trx: Executor, reward: Reward, credits: number) {
  const wallet = await trx
    .selectFrom('ledger_accounts')
    .select('earned')
    .where('code', '=', walletCode(reward.referrer_id))
    .forNoKeyUpdate()
    .executeTakeFirst();
  const taken = reward.transaction_id ? Math.min(credits, toInt(wallet?.earned)) : 0;
  if (taken > 0 && reward.transaction_id)
    await postTransaction(trx, {
      idempotencyKey: `referral:reward:${reward.id}:reversal:${reward.bonus + reward.share}`,
      kind: 'reversal',
      description: 'Referral reward reversed: the payment was refunded',
      reference: { type: 'referral_reward', id: reward.id },
      reversesId: reward.transaction_id,
      postings: [
        { account: { wallet: reward.referrer_id }, amount: -taken },
        { account: { system: 'referralProgramme' }, amount: taken },
      ],
    });
  const owed = credits - taken;
  if (owed > 0)
    await trx
      .insertInto('referral_debts')
      .values({ referrer_id: reward.referrer_id, credits: owed })
      .onConflict((conflict) =>
        conflict
          .column('referrer_id')
          .doUpdateSet((eb) => ({ credits: eb('referral_debts.credits', '+', owed) })),
      )
      .execute();
  return owed;
}

/**
 * A purchase was refunded to its payment (`refunded` of its `purchased` credits): its reward shrinks in proportion,
 * or is reversed when nothing was kept. Runs in the refund's transaction, after the purchase row was locked, so a
 * release cannot slip in between; repeating it changes nothing. A reversed bonus lets the referee's next payment
 * earn it.
 */
export const reverseReferralReward = (
  executor: Executor,
  input: { purchaseId: string; purchased: number; refunded: number },
) => inTransaction(executor, (trx) => reverseLocked(trx, input));

async function reverseLocked(
  trx: Transaction<DB>,
  input: { purchaseId: string; purchased: number; refunded: number },
) {
  const reward = await trx
    .selectFrom('referral_rewards')
    .selectAll()
    .where('purchase_id', '=', input.purchaseId)
    .forNoKeyUpdate()
    .executeTakeFirst();
  if (!reward || reward.status === 'reversed') return;
  const kept = keptOf(reward, input.purchased, input.refunded);
  const was = reward.bonus + reward.share;
  const now = kept.bonus + kept.share;
  if (now >= was) return;
  // What a release already paid (less any debt it settled) is taken back; a held reward just shrinks.
  const owed = reward.status === 'released' ? await takeBack(trx, reward, was - now) : 0;
  await trx
    .updateTable('referral_rewards')
    .set({
      bonus: kept.bonus,
      share: kept.share,
      reversed: reward.reversed + was - now,
      ...(now === 0 ? { status: 'reversed' as const, settled_at: new Date() } : {}),
    })
    .where('id', '=', reward.id)
    .execute();
  if (reward.bonus > 0 && kept.bonus === 0)
    await trx
      .updateTable('referrals')
      .set({ qualified_at: null })
      .where('referee_id', '=', reward.referee_id)
      .execute();
  await notify(
    trx,
    rewardReversedNotice({
      rewardId: reward.id,
      referrerId: reward.referrer_id,
      refereeName: await refereeName(trx, reward.referee_id),
      was,
      now,
      owed,
    }),
  );
}

const RELEASE_SWEEP_EVERY_MS = 60_000;

/**
 * Every process serving the main service sweeps; a turn still running when the next is due is not doubled in the
 * same process, and processes racing each other release each reward once (see `releaseReward`).
 */
export function startRewardReleaseSweep(app: FastifyInstance, everyMs = RELEASE_SWEEP_EVERY_MS) {
  let running = false;
  const sweep = setInterval(() => {
    if (running) return;
    running = true;
    releaseDueRewards(app.db, { log: app.log })
      .catch((error: unknown) => app.log.error({ err: error }, 'referral reward sweep failed'))
      .finally(() => {
        running = false;
      });
  }, everyMs);
  sweep.unref();
  app.addHook('onClose', async () => clearInterval(sweep));
}
