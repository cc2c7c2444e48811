import {
  REFERRAL_MONTHLY_REWARD_CAP,
  REFERRAL_PURCHASE_SHARE_PERCENT,
  REFERRAL_SIGNUP_BONUS,
} from '@engagex/contracts';
import { sql, type Transaction } from 'kysely';
import { recordActivity } from '../../../platform/activity.js';
import type { DB } from '../../../platform/db/schema.js';
import type { Executor } from '../../../platform/db/transaction.js';
import { ensureWallet, postTransaction, toInt, walletCode } from '../../../platform/ledger/ledger.js';
import { type Notice, notify } from '../../../platform/notifications/outbox.js';
import { CREDITS_PAGE } from '../../../platform/payments/purchase-notices.js';
import { creditsText } from '../../../platform/wording.js';

const monthStart = () => {
  const start = new Date();
  start.setUTCDate(1);
  start.setUTCHours(0, 0, 0, 0);
  return start;
};

/**
 * What the referrer may still be paid this calendar month. Their wallet row is locked first, so two referees'
 * payments completing at once are capped together, not each against the same total. (Referee before referrer is
 * the only lock order: a referee always signed up after their referrer, so the order never forms a cycle.)
 */
async function capLeft(trx: Executor, referrerId: string) {
  await ensureWallet(trx, referrerId);
  await trx
    .selectFrom('ledger_accounts')
    .select('id')
    .where('code', '=', walletCode(referrerId))
    .forNoKeyUpdate()
    .execute();
  const paid = await trx
    .selectFrom('ledger_entries as e')
    .innerJoin('ledger_accounts as a', 'a.id', 'e.account_id')
    .select(sql<string>`coalesce(sum(e.amount), 0)`.as('total'))
    .where('a.code', '=', walletCode(referrerId))
    .where('e.kind', '=', 'referral')
    .where('e.created_at', '>=', monthStart())
    .executeTakeFirstOrThrow();
  return Math.max(0, REFERRAL_MONTHLY_REWARD_CAP - toInt(paid.total));
}

async function pay(
  trx: Executor,
  input: { referrerId: string; refereeId: string; key: string; credits: number; description: string },
) {
  await postTransaction(trx, {
    idempotencyKey: input.key,
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
    title: `Earned ${creditsText(input.credits)}: ${input.description}`,
  });
}

const alreadyPaid = async (trx: Executor, key: string) =>
  Boolean(
    await trx
      .selectFrom('ledger_transactions')
      .select('id')
      .where('idempotency_key', '=', key)
      .executeTakeFirst(),
  );

/** What one payment (or an approval) earned the referrer; the credits each part actually paid. */
export type ReferralEarning = { referrerId: string; refereeName: string; bonus: number; share: number };

/**
 * A referee completed a gateway payment (a credit purchase, which is also how a booking, an entry fee or a job fee
 * paid at checkout arrives: decision 023). Called inside the payment's own transaction, once per purchase. The
 * first such payment pays the referrer the sign-up bonus; each pays the share. A flagged referral pays nothing
 * until approved (approval pays what its completed purchases earned); a rejected one never; the monthly cap
 * trims whatever would pass it. Credits spent from a wallet are not a payment: they were bought (and paid for)
 * or given before. Answers what it paid, or null when nothing.
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
  const shareKey = `referral:purchase:${input.purchaseId}`;
  if (referral.qualified_at && (await alreadyPaid(trx, shareKey))) return null;
  let left = await capLeft(trx, referral.referrer_id);
  const earning = { referrerId: referral.referrer_id, refereeName: referral.name, bonus: 0, share: 0 };

  if (!referral.qualified_at) {
    earning.bonus = Math.min(REFERRAL_SIGNUP_BONUS, left);
    if (earning.bonus > 0) {
      await pay(trx, {
        referrerId: referral.referrer_id,
        refereeId: input.refereeId,
        key: `referral:qualified:${input.refereeId}`,
        credits: earning.bonus,
        description: `${referral.name} made their first payment`,
      });
      left -= earning.bonus;
    }
    await trx
      .updateTable('referrals')
      .set({ qualified_at: new Date() })
      .where('referee_id', '=', input.refereeId)
      .execute();
  }
  const share = Math.min(Math.floor((input.credits * REFERRAL_PURCHASE_SHARE_PERCENT) / 100), left);
  if (share >= 1 && !(await alreadyPaid(trx, shareKey))) {
    await pay(trx, {
      referrerId: referral.referrer_id,
      refereeId: input.refereeId,
      key: shareKey,
      credits: share,
      description: `${REFERRAL_PURCHASE_SHARE_PERCENT}% of ${referral.name}'s purchase`,
    });
    earning.share = share;
  }
  return earning.bonus + earning.share > 0 ? earning : null;
}

/** Pays the referrer for one payment and tells them what it earned, in the payment's transaction. */
export async function rewardReferrerForPurchase(
  trx: Transaction<DB>,
  input: { refereeId: string; purchaseId: string; credits: number },
) {
  const earning = await payReferrerForPurchase(trx, input);
  if (earning) {
    await notify(
      trx,
      referralRewardNotice(earning, {
        why: `${earning.refereeName}, whom you referred, made a payment.`,
        onceKey: `referral-reward:purchase:${input.purchaseId}`,
      }),
    );
  }
}

/** The parts of an earning as a sentence names them: "the sign-up bonus (50 credits) and 10% of …". */
function earnedParts(earning: ReferralEarning) {
  const parts = [];
  if (earning.bonus > 0) parts.push(`the sign-up bonus (${creditsText(earning.bonus)})`);
  if (earning.share > 0)
    parts.push(
      `${REFERRAL_PURCHASE_SHARE_PERCENT}% of the credits they bought (${creditsText(earning.share)})`,
    );
  return parts.join(' and ');
}

export function referralRewardNotice(
  earning: ReferralEarning,
  told: { why: string; onceKey: string },
): Notice {
  const total = creditsText(earning.bonus + earning.share);
  return {
    userId: earning.referrerId,
    kind: 'referral-reward',
    title: `Referral reward: ${total}`,
    body: `${told.why} You earned ${total}: ${earnedParts(earning)}. They are in your wallet.`,
    // The wallet's history on the credits page lists each referral earning.
    link: CREDITS_PAGE,
    onceKey: told.onceKey,
  };
}
