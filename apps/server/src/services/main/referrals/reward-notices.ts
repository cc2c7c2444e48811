/**
 * What a referrer is told about a reward: earned (held or paid), released, reduced or reversed (decision 051). The
 * words live here, apart from the rules, so a catalogue can take them over. Changes when those words do.
 */
import { REFERRAL_PURCHASE_SHARE_PERCENT } from '@engagex/contracts';
import type { Notice } from '../../../platform/notifications/outbox.js';
import { CREDITS_PAGE } from '../../../platform/payments/purchase-notices.js';
import { paysFor } from '../../../platform/payments/purposes.js';
import { creditsText, moneyText } from '../../../platform/wording.js';

/** What one payment (or an approval) earned the referrer: the credits of each part, and whether they are held. */
export type ReferralEarning = {
  referrerId: string;
  refereeName: string;
  bonus: number;
  share: number;
  /** Held until the payment can no longer be refunded (decision 051); false: in the wallet now. */
  pending: boolean;
  /** What the share is a share of, in words: "the credits they bought", "their ₹300 payment for a booking". */
  paid: string;
};

/**
 * What a referee paid, as a reward names it: plain credits are credits bought, a card payment for a thing is that
 * payment in money (decision 058). The thing is named in general words: the referrer is not told which event.
 */
export function paymentWords(purchase: PaidPurchase) {
  const thing = paysFor(purchase.purpose)?.toLowerCase();
  if (!thing) return null;
  const article = /^[aeiou]/.test(thing) ? 'an' : 'a';
  return `${moneyText(Number(purchase.amount_minor), purchase.currency)} payment for ${article} ${thing}`;
}

export function paidWords(purchase: PaidPurchase) {
  const payment = paymentWords(purchase);
  return payment ? `their ${payment}` : 'the credits they bought';
}
type PaidPurchase = { purpose: string; amount_minor: string | number | bigint; currency: string };

/** The parts of an earning as a sentence names them: "the sign-up bonus (50 credits) and 10% of …". */
function earnedParts(earning: ReferralEarning) {
  const parts = [];
  if (earning.bonus > 0) parts.push(`the sign-up bonus (${creditsText(earning.bonus)})`);
  if (earning.share > 0)
    parts.push(`${REFERRAL_PURCHASE_SHARE_PERCENT}% of ${earning.paid} (${creditsText(earning.share)})`);
  return parts.join(' and ');
}

export function referralRewardNotice(
  earning: ReferralEarning,
  told: { why: string; onceKey: string },
): Notice {
  const total = creditsText(earning.bonus + earning.share);
  const where = earning.pending
    ? 'They are pending until the payment can no longer be refunded (when what they paid for starts), then they are yours; if it is refunded, the reward is cancelled.'
    : 'They are in your wallet.';
  return {
    userId: earning.referrerId,
    kind: 'referral-reward',
    title: earning.pending ? `Referral reward pending: ${total}` : `Referral reward: ${total}`,
    body: `${told.why} You earned ${total}: ${earnedParts(earning)}. ${where}`,
    // The credits page shows pending rewards and the wallet's history lists each referral earning.
    link: CREDITS_PAGE,
    onceKey: told.onceKey,
  };
}

export function rewardReleasedNotice(input: {
  rewardId: string;
  referrerId: string;
  refereeName: string;
  credits: number;
  recovered: number;
}): Notice {
  const kept =
    input.recovered > 0
      ? ` ${creditsText(input.recovered)} of it went to what you owed for an earlier reward that was reversed.`
      : '';
  return {
    userId: input.referrerId,
    kind: 'referral-reward',
    title: `Referral reward released: ${creditsText(input.credits)}`,
    body: `${input.refereeName}'s payment can no longer be refunded, so your reward of ${creditsText(input.credits)} is no longer pending.${kept}`,
    link: CREDITS_PAGE,
    onceKey: `referral-reward:released:${input.rewardId}`,
  };
}

export function rewardReversedNotice(input: {
  rewardId: string;
  referrerId: string;
  refereeName: string;
  was: number;
  now: number;
  owed: number;
}): Notice {
  const owed =
    input.owed > 0
      ? ` You had already used ${creditsText(input.owed)} of it; that much will be kept from your next referral rewards.`
      : '';
  return {
    userId: input.referrerId,
    kind: 'referral-reward',
    title:
      input.now === 0
        ? `Referral reward cancelled: ${creditsText(input.was)}`
        : `Referral reward reduced to ${creditsText(input.now)}`,
    body:
      input.now === 0
        ? `${input.refereeName}'s payment was refunded, so its reward of ${creditsText(input.was)} is cancelled.${owed}`
        : `${input.refereeName}'s payment was partly refunded, so its reward is now ${creditsText(input.now)} (it was ${creditsText(input.was)}).${owed}`,
    link: CREDITS_PAGE,
    onceKey: `referral-reward:reversed:${input.rewardId}:${input.now}`,
  };
}
