/**
 * What a plain credit purchase tells its buyer (decision 041): a receipt when it completes, a notice when it fails or
 * expires. A purchase that pays for something (decision 023) tells nothing itself: the notice of the thing paid
 * for (a booking, an entry fee, a job fee) carries the receipt. The credits service and the sweep both call these,
 * so they live beside the sweep in the platform. Changes when a purchase tells its buyer something new.
 */
import type { Transaction } from 'kysely';
import type { DB } from '../db/schema.js';
import { say } from '../i18n/say.js';
import { toInt } from '../ledger/ledger.js';
import { type Notice, notify } from '../notifications/outbox.js';
import { moneyText } from '../wording.js';
import { PLAIN_CREDITS, type PurchaseRow } from './purposes.js';

/** The web app's credits page (apps/web/src/features/credits/routes.ts): balance, history and purchases. */
export const CREDITS_PAGE = '/credits';

type PurchaseFacts = Pick<
  PurchaseRow,
  'id' | 'user_id' | 'purpose' | 'credits' | 'amount_minor' | 'currency' | 'failure_reason'
>;

const paid = (purchase: PurchaseFacts) => moneyText(toInt(purchase.amount_minor), purchase.currency);

export function purchaseCompletedNotice(purchase: PurchaseFacts & { payment_id: string | null }): Notice {
  const facts = { money: paid(purchase), credits: purchase.credits };
  return {
    userId: purchase.user_id,
    kind: 'purchase-completed',
    // Said in the buyer's language (decision 077).
    title: say('Receipt: {credits, plural, one {# credit} other {# credits}} bought', {
      credits: purchase.credits,
    }),
    body: purchase.payment_id
      ? say(
          'You paid {money} and {credits, plural, one {# credit} other {# credits}} were added to your wallet. Payment reference: {reference}.',
          {
            ...facts,
            reference: purchase.payment_id,
          },
        )
      : say(
          'You paid {money} and {credits, plural, one {# credit} other {# credits}} were added to your wallet.',
          facts,
        ),
    link: CREDITS_PAGE,
    details: { reference: purchase.payment_id },
    // The browser's return and the webhook both confirm a payment; whichever is second must not tell again.
    onceKey: `purchase-completed:${purchase.id}`,
  };
}

/** `expired`: its payment window closed unpaid; `failed`: the gateway reported the payment failed. */
export type PurchaseEnd = 'expired' | 'failed';

export function purchaseFailedNotice(purchase: PurchaseFacts, end: PurchaseEnd): Notice {
  const facts = { money: paid(purchase), credits: purchase.credits };
  const reason = purchase.failure_reason?.replace(/\.$/, '') ?? say('the payment did not go through');
  return {
    userId: purchase.user_id,
    kind: 'purchase-failed',
    title: end === 'expired' ? say('Credit purchase expired') : say('Credit purchase failed'),
    body:
      end === 'expired'
        ? say(
            'Your purchase of {credits, plural, one {# credit} other {# credits}} for {money} expired before a payment was confirmed, so no credits were added. If any money was taken for it, it will be refunded.',
            facts,
          )
        : say(
            'Your purchase of {credits, plural, one {# credit} other {# credits}} for {money} failed, so no credits were added. Reason: {reason}. You can try again from the credits page.',
            { ...facts, reason },
          ),
    link: CREDITS_PAGE,
    // A purchase fails once, but the sweep, a write path and a late webhook may each come to it.
    onceKey: `purchase-failed:${purchase.id}`,
  };
}

const isPlain = (purchase: Pick<PurchaseRow, 'purpose'>) => purchase.purpose === PLAIN_CREDITS;

/** The receipt of a completed purchase, in its transaction; a purchase for a purpose is told of by its purpose. */
export async function noticePurchaseCompleted(
  trx: Transaction<DB>,
  purchase: PurchaseFacts & { payment_id: string | null },
) {
  if (isPlain(purchase)) await notify(trx, purchaseCompletedNotice(purchase));
}

/** The notices of purchases just stored failed or expired, in the transaction that stored them. */
export async function noticePurchasesFailed(
  trx: Transaction<DB>,
  purchases: readonly PurchaseFacts[],
  end: PurchaseEnd,
) {
  await notify(
    trx,
    purchases.filter(isPlain).map((purchase) => purchaseFailedNotice(purchase, end)),
  );
}
