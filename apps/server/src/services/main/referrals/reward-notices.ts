/**
 * What a referrer is told about a reward: earned (held or paid), released, reduced or reversed (decision 051). The
 * words live here, apart from the rules, so a catalogue can take them over. Changes when those words do.
 */
import { REFERRAL_PURCHASE_SHARE_PERCENT } from '@engagex/contracts';
import { type Said, say } from '../../../platform/i18n/say.js';
import { english } from '../../../platform/i18n/translate.js';
import type { Notice } from '../../../platform/notifications/outbox.js';
import { CREDITS_PAGE } from '../../../platform/payments/purchase-notices.js';
import { paysFor } from '../../../platform/payments/purposes.js';
import { moneyText } from '../../../platform/wording.js';

/** What one payment (or an approval) earned the referrer: the credits of each part, and whether they are held. */
export type ReferralEarning = {
  referrerId: string;
  refereeName: string;
  bonus: number;
  share: number;
  /** Held until the payment can no longer be refunded (decision 051); false: in the wallet now. */
  pending: boolean;
  /**
   * What the share is a share of, in words said in the referrer's language (decision 077): "the credits they
   * bought", "their ₹300 payment for an event booking".
   */
  paid: Said;
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

/** The thing a payment paid for, as the reward's sentence names it (PAYS_FOR's words, platform/payments/purposes.ts). */
const THINGS: Record<string, Said> = {
  'event booking': say('an event booking'),
  'competition entry fee': say('a competition entry fee'),
  'job application fee': say('a job application fee'),
};

export function paidWords(purchase: PaidPurchase): Said {
  const thing = paysFor(purchase.purpose)?.toLowerCase();
  if (!thing) return say('the credits they bought');
  const article = /^[aeiou]/.test(thing) ? 'an' : 'a';
  return say('their {money} payment for {thing}', {
    money: moneyText(Number(purchase.amount_minor), purchase.currency),
    // A thing this file does not name is said in English, as PAYS_FOR wrote it.
    thing: THINGS[thing] ?? `${article} ${thing}`,
  });
}

/** Several payments' earnings told together name them all at once. */
export const paidTogether = (one: Said, other: Said): Said =>
  english(one) === english(other) ? one : say('their payments');
type PaidPurchase = { purpose: string; amount_minor: string | number | bigint; currency: string };

/** The parts of an earning as a sentence names them: "the sign-up bonus (50 credits) and 10% of …". */
function earnedParts(earning: ReferralEarning): Said | string {
  const bonus = say('the sign-up bonus ({credits, plural, one {# credit} other {# credits}})', {
    credits: earning.bonus,
  });
  const share = say('{percent}% of {paid} ({credits, plural, one {# credit} other {# credits}})', {
    percent: REFERRAL_PURCHASE_SHARE_PERCENT,
    paid: earning.paid,
    credits: earning.share,
  });
  if (earning.bonus > 0 && earning.share > 0) return say('{bonus} and {share}', { bonus, share });
  if (earning.bonus > 0) return bonus;
  return earning.share > 0 ? share : '';
}

/** A reward's notice, said in the referrer's language (decision 077); `why` is the sentence that opens it. */
export function referralRewardNotice(earning: ReferralEarning, told: { why: Said; onceKey: string }): Notice {
  const credits = earning.bonus + earning.share;
  const where = earning.pending
    ? say(
        'They are pending until the payment can no longer be refunded (when what they paid for starts), then they are yours; if it is refunded, the reward is cancelled.',
      )
    : say('They are in your wallet.');
  return {
    userId: earning.referrerId,
    kind: 'referral-reward',
    title: earning.pending
      ? say('Referral reward pending: {credits, plural, one {# credit} other {# credits}}', { credits })
      : say('Referral reward: {credits, plural, one {# credit} other {# credits}}', { credits }),
    body: say('{why} You earned {credits, plural, one {# credit} other {# credits}}: {parts}. {where}', {
      why: told.why,
      credits,
      parts: earnedParts(earning),
      where,
    }),
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
  const facts = { name: input.refereeName, credits: input.credits };
  return {
    userId: input.referrerId,
    kind: 'referral-reward',
    title: say('Referral reward released: {credits, plural, one {# credit} other {# credits}}', facts),
    body:
      input.recovered > 0
        ? say(
            "{name}'s payment can no longer be refunded, so your reward of {credits, plural, one {# credit} other {# credits}} is no longer pending. {recovered, plural, one {# credit} other {# credits}} of it went to what you owed for an earlier reward that was reversed.",
            { ...facts, recovered: input.recovered },
          )
        : say(
            "{name}'s payment can no longer be refunded, so your reward of {credits, plural, one {# credit} other {# credits}} is no longer pending.",
            facts,
          ),
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
  const facts = { name: input.refereeName, was: input.was, now: input.now };
  const what =
    input.now === 0
      ? say(
          "{name}'s payment was refunded, so its reward of {was, plural, one {# credit} other {# credits}} is cancelled.",
          facts,
        )
      : say(
          "{name}'s payment was partly refunded, so its reward is now {now, plural, one {# credit} other {# credits}} (it was {was, plural, one {# credit} other {# credits}}).",
          facts,
        );
  return {
    userId: input.referrerId,
    kind: 'referral-reward',
    title:
      input.now === 0
        ? say('Referral reward cancelled: {was, plural, one {# credit} other {# credits}}', facts)
        : say('Referral reward reduced to {now, plural, one {# credit} other {# credits}}', facts),
    body:
      input.owed > 0
        ? say(
            '{what} You had already used {owed, plural, one {# credit} other {# credits}} of it; that much will be kept from your next referral rewards.',
            { what, owed: input.owed },
          )
        : what,
    link: CREDITS_PAGE,
    onceKey: `referral-reward:reversed:${input.rewardId}:${input.now}`,
  };
}
