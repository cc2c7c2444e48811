/**
 * What an employee is told about their encashment request (decision 041): approved, rejected (the credits are back) or
 * paid (with the payout reference), in the transaction of the admin's decision. Their own cancellation tells them
 * nothing: they made it and the answer says so. Changes when what they hear, or how it reads, does.
 */
import type { Transaction } from 'kysely';
import type { DB } from '../../platform/db/schema.js';
import { say } from '../../platform/i18n/say.js';
import { toInt } from '../../platform/ledger/ledger.js';
import { notify } from '../../platform/notifications/outbox.js';
import { moneyText } from '../../platform/wording.js';
import { ENCASHMENT_LIMITS } from './encashment-rules.js';

/** The employee's encashment page in the web app (apps/web/src/features/employee/routes.ts). */
const ENCASHMENT_PAGE = '/employee';

type Request = {
  id: string;
  user_id: string;
  credits: number;
  amount_minor: string | number | bigint;
  payout_to: string;
};

/** A reason as typed, closed as a sentence so the next one can follow it. */
const sentence = (text: string) => (/[.!?]$/.test(text.trim()) ? text.trim() : `${text.trim()}.`);

/** The credits and their money, as each notice's sentence places them; said in the employee's language (decision 077). */
const what = (request: Request) => ({
  credits: request.credits,
  money: moneyText(toInt(request.amount_minor), 'INR'),
});

export async function noticeEncashmentApproved(trx: Transaction<DB>, request: Request) {
  await notify(trx, {
    userId: request.user_id,
    kind: 'encashment-approved',
    title: say('Encashment approved'),
    body: say(
      'Your encashment of {credits, plural, one {# credit} other {# credits}} ({money}) was approved. It is paid to {payoutTo} within {days} working days; you will be told when it is.',
      { ...what(request), payoutTo: request.payout_to, days: ENCASHMENT_LIMITS.processingDays },
    ),
    link: ENCASHMENT_PAGE,
    onceKey: `encashment-approved:${request.id}`,
  });
}

export async function noticeEncashmentRejected(trx: Transaction<DB>, request: Request, reason: string) {
  await notify(trx, {
    userId: request.user_id,
    kind: 'encashment-rejected',
    title: say('Encashment rejected'),
    body: say(
      'Your encashment of {credits, plural, one {# credit} other {# credits}} ({money}) was rejected. The reason given: {reason} The {credits, plural, one {# credit} other {# credits}} are back in your wallet.',
      { ...what(request), reason: sentence(reason) },
    ),
    link: ENCASHMENT_PAGE,
    details: { note: reason },
    onceKey: `encashment-rejected:${request.id}`,
  });
}

export async function noticeEncashmentPaid(trx: Transaction<DB>, request: Request, payoutReference: string) {
  await notify(trx, {
    userId: request.user_id,
    kind: 'encashment-paid',
    title: say('Encashment paid'),
    body: say(
      'Your encashment of {credits, plural, one {# credit} other {# credits}} was paid: {money} to {payoutTo}. Payout reference: {reference}.',
      { ...what(request), payoutTo: request.payout_to, reference: payoutReference },
    ),
    link: ENCASHMENT_PAGE,
    details: { reference: payoutReference },
    onceKey: `encashment-paid:${request.id}`,
  });
}
