/**
 * What the person whose money it is reads when an admin settles their given-up refund by hand (decision 098): the
 * amount, what it was for, that it was paid back outside the portal and the reference the admin gave, never the
 * admin's note. A refund receipt (`booking-refunded`, always emailed), written in the settlement's transaction and
 * once per refund. Changes when the notice says something new or a purchase gains a purpose.
 */
import type { TRefundKind } from '@engagex/contracts';
import type { Transaction } from 'kysely';
import type { DB } from '../../../../platform/db/schema.js';
import { type Said, say } from '../../../../platform/i18n/say.js';
import { toInt } from '../../../../platform/ledger/ledger.js';
import { type Notice, notify } from '../../../../platform/notifications/outbox.js';
import { CREDITS_PAGE } from '../../../../platform/payments/purchase-notices.js';
import { PLAIN_CREDITS } from '../../../../platform/payments/purposes.js';
import { moneyText } from '../../../../platform/wording.js';

export type SettledRefund = {
  kind: TRefundKind;
  id: string;
  userId: string;
  amountMinor: string | number | bigint;
  currency: string;
  /** The purchase the refund belongs to: what it paid for (decision 023's purposes) and the credits it bought. */
  purchase: { purpose: string; credits: number };
  /** The reference the admin gave; their note is for admins only and is never passed here. */
  reference: string;
};

/** The thing a purchase paid for, in the reader's words; a purpose this list does not know is "your payment". */
function paidFor(purchase: SettledRefund['purchase']): Said {
  if (purchase.purpose === PLAIN_CREDITS)
    return say('your purchase of {credits, plural, one {# credit} other {# credits}}', {
      credits: purchase.credits,
    });
  const purpose = purchase.purpose.split(':')[0];
  if (purpose === 'booking') return say('your event booking');
  if (purpose === 'contestant') return say('your competition entry fee');
  if (purpose === 'job-fee') return say('your job application fee');
  return say('your payment');
}

/** The money's part of that thing: all of it, a payment it could not use, or some cancelled tickets' share. */
function refundedFor(refund: SettledRefund): Said {
  const thing = paidFor(refund.purchase);
  if (refund.kind === 'payment') return say('a payment for {thing} that could not be used', { thing });
  if (refund.kind === 'part') return say('the cancelled tickets of {thing}', { thing });
  return thing;
}

export function settledByHandNotice(refund: SettledRefund): Notice {
  const money = moneyText(toInt(refund.amountMinor), refund.currency);
  return {
    userId: refund.userId,
    kind: 'booking-refunded',
    title: say('Refund settled: {money}', { money }),
    body: say(
      'We could not refund {money} ({what}) to the card or account you paid with, so it was paid back to you outside the portal. Reference: {reference}.',
      { money, what: refundedFor(refund), reference: refund.reference },
    ),
    link: CREDITS_PAGE,
    details: { reference: refund.reference },
    // A refund is settled once; the key makes a retried request's notice, were it ever written, the same one.
    onceKey: `refund-settled-by-hand:${refund.kind}:${refund.id}`,
  };
}

/** Tells the person, in the settlement's transaction, so the notice and its email commit or roll back with it. */
export async function tellSettledByHand(trx: Transaction<DB>, refund: SettledRefund) {
  await notify(trx, settledByHandNotice(refund));
}
