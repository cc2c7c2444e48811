/**
 * What a referee's payment earns their referrer, and when (decisions 015 and 051): the reward is recorded in
 * `referral_rewards`, held while the payment can still be refunded and paid into the wallet at once when it cannot.
 * Releasing and reversing held rewards is reward-settlement.ts. Changes when what a referral pays changes.
 */
import {
  REFERRAL_MONTHLY_REWARD_CAP,
  REFERRAL_PURCHASE_SHARE_PERCENT,
  REFERRAL_RELEASE_DELAY_MINUTES,
  REFERRAL_SIGNUP_BONUS,
} from '@engagex/contracts';
import { sql, type Transaction } from 'kysely';
import { recordActivity } from '../../../platform/activity.js';
import type { DB } from '../../../platform/db/schema.js';
import type { Executor } from '../../../platform/db/transaction.js';
import { say } from '../../../platform/i18n/say.js';
import { ensureWallet, postTransaction, toInt, walletCode } from '../../../platform/ledger/ledger.js';
import { notify } from '../../../platform/notifications/outbox.js';
import { type PurchaseRow, purposeOf } from '../../../platform/payments/purposes.js';
import { paidWords, paymentWords, type ReferralEarning, referralRewardNotice } from './reward-notices.js';

export type { ReferralEarning } from './reward-notices.js';

const monthStart = () => {
  const start = new Date();
  start.setUTCDate(1);
  start.setUTCHours(0, 0, 0, 0);
  return start;
};

/**
 * What the referrer may still earn this calendar month: rewards held or paid count, reversed ones do not. Their
 * wallet row is locked first, so two referees' payments completing at once are capped together, not each against
 * the same total. (Referee before referrer is the only lock order: a referee always signed up after their referrer,
 * so the order never forms a cycle.)
 */
async function capLeft(trx: Executor, referrerId: string) {
  await ensureWallet(trx, referrerId);
  await trx
    .selectFrom('ledger_accounts')
    .select('id')
    .where('code', '=', walletCode(referrerId))
    .forNoKeyUpdate()
    .execute();
  const earned = await trx
    .selectFrom('referral_rewards')
    .select(sql<string>`coalesce(sum(bonus + share), 0)`.as('total'))
    .where('referrer_id', '=', referrerId)
    .where('created_at', '>=', monthStart())
    .executeTakeFirstOrThrow();
  return Math.max(0, REFERRAL_MONTHLY_REWARD_CAP - toInt(earned.total));
}

/** The wallet side of a released reward: one `referral` ledger transaction, keyed by the reward. */
export async function payReward(
  trx: Executor,
  input: { rewardId: string; referrerId: string; refereeId: string; credits: number; description: string },
) {
  const posted = await postTransaction(trx, {
    idempotencyKey: `referral:reward:${input.rewardId}`,
    kind: 'referral',
    description: input.description,
    reference: { type: 'referee', id: input.refereeId },
    postings: [
      { account: { system: 'referralProgramme' }, amount: -input.credits },
      { account: { wallet: input.referrerId }, amount: input.credits },
    ],
  });
  await recordActivity(trx, {
    userId: input.referrerId,
    kind: 'referral_earned',
    title: say('Earned {credits, plural, one {# credit} other {# credits}}: {description}', {
      credits: input.credits,
      description: input.description,
    }),
  });
  return posted.transactionId;
}

/** The reward's line in the wallet's history. */
export function rewardDescription(
  refereeName: string,
  parts: { bonus: number; share: number },
  purchase: PurchaseRow,
) {
  if (parts.share === 0) return `${refereeName} made their first payment`;
  // "10% of Asha's purchase" for credits bought, "10% of Asha's ₹300 payment for an event booking" (decision 058).
  const share = `${REFERRAL_PURCHASE_SHARE_PERCENT}% of ${refereeName}'s ${paymentWords(purchase) ?? 'purchase'}`;
  return parts.bonus > 0 ? `${share}, with the first-payment bonus` : share;
}

/**
 * When a reward for this purchase may be released: the end of its refund window (the purpose's, decision 051) and
 * the delay after it, or null when no refund path can reach the payment any more (plain credits, a job fee).
 */
export async function releaseTimeOf(executor: Executor, purchase: PurchaseRow) {
  const purpose = purposeOf(purchase.purpose);
  const until = (await purpose?.refundableUntil?.(executor, purchase)) ?? null;
  return until ? new Date(until.getTime() + REFERRAL_RELEASE_DELAY_MINUTES * 60_000) : null;
}

/**
 * A referee completed a gateway payment (a credit purchase, which is also how a booking, an entry fee or a job fee
 * paid at checkout arrives: decision 023). Called inside the payment's own transaction, after what it paid for is
 * fulfilled, once per purchase (a reward row per purchase). The first such payment earns the referrer the sign-up
 * bonus; each earns the share. A flagged referral earns nothing until approved (approval counts what its completed
 * purchases earned); a rejected one never; the monthly cap trims whatever would pass it. Credits spent from a wallet
 * are not a payment: they were bought (and paid for) or given before. The reward is held until the payment can no
 * longer be refunded (decision 051), or paid at once when it already cannot. Answers what it earned, or null.
 */
export async function payReferrerForPurchase(
  trx: Executor,
  input: { refereeId: string; purchaseId: string; credits: number },
): Promise<ReferralEarning | null> {
  const referral = await trx
    .selectFrom('referrals as r')
    .innerJoin('users as u', 'u.id', 'r.referee_id')
    .select(['r.referrer_id', 'r.status', 'r.qualified_at', 'u.name'])
    .where('r.referee_id', '=', input.refereeId)
    .forNoKeyUpdate('r')
    .executeTakeFirst();
  if (referral?.status !== 'active') return null;
  const counted = await trx
    .selectFrom('referral_rewards')
    .select('id')
    .where('purchase_id', '=', input.purchaseId)
    .executeTakeFirst();
  if (counted) return null;
  const purchase = await trx
    .selectFrom('credit_purchases')
    .selectAll()
    .where('id', '=', input.purchaseId)
    .executeTakeFirstOrThrow();
  let left = await capLeft(trx, referral.referrer_id);
  const bonus = referral.qualified_at ? 0 : Math.min(REFERRAL_SIGNUP_BONUS, left);
  left -= bonus;
  const share = Math.min(Math.floor((input.credits * REFERRAL_PURCHASE_SHARE_PERCENT) / 100), left);
  if (!referral.qualified_at) {
    await trx
      .updateTable('referrals')
      .set({ qualified_at: new Date() })
      .where('referee_id', '=', input.refereeId)
      .execute();
  }
  if (bonus + share < 1) return null;
  const releaseAt = await releaseTimeOf(trx, purchase);
  const reward = await trx
    .insertInto('referral_rewards')
    .values({
      referrer_id: referral.referrer_id,
      referee_id: input.refereeId,
      purchase_id: input.purchaseId,
      bonus,
      share,
      status: releaseAt ? 'pending' : 'released',
      release_at: releaseAt ?? new Date(),
      settled_at: releaseAt ? null : new Date(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  if (!releaseAt) {
    const transactionId = await payReward(trx, {
      rewardId: reward.id,
      referrerId: referral.referrer_id,
      refereeId: input.refereeId,
      credits: bonus + share,
      description: rewardDescription(referral.name, { bonus, share }, purchase),
    });
    await trx
      .updateTable('referral_rewards')
      .set({ transaction_id: transactionId })
      .where('id', '=', reward.id)
      .execute();
  }
  return {
    referrerId: referral.referrer_id,
    refereeName: referral.name,
    bonus,
    share,
    pending: Boolean(releaseAt),
    paid: paidWords(purchase),
  };
}

/** Rewards the referrer for one payment and tells them what it earned, in the payment's transaction. */
export async function rewardReferrerForPurchase(
  trx: Transaction<DB>,
  input: { refereeId: string; purchaseId: string; credits: number },
) {
  const earning = await payReferrerForPurchase(trx, input);
  if (earning) {
    await notify(
      trx,
      referralRewardNotice(earning, {
        why: say('{name}, whom you referred, made a payment.', { name: earning.refereeName }),
        onceKey: `referral-reward:purchase:${input.purchaseId}`,
      }),
    );
  }
}
