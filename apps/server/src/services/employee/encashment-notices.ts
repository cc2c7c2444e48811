/**
 * What an employee is told about their encashment request (decision 041): approved, rejected (the credits are back) or
 * paid (with the payout reference), in the transaction of the admin's decision. Their own cancellation tells them
 * nothing: they made it and the answer says so. Changes when what they hear, or how it reads, does.
 */
import type { Transaction } from 'kysely';
import type { DB } from '../../platform/db/schema.js';
import { toInt } from '../../platform/ledger/ledger.js';
import { notify } from '../../platform/notifications/outbox.js';
import { creditsText, moneyText } from '../../platform/wording.js';
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

const what = (request: Request) =>
  `${creditsText(request.credits)} (${moneyText(toInt(request.amount_minor), 'INR')})`;

export async function noticeEncashmentApproved(trx: Transaction<DB>, request: Request) {
  await notify(trx, {
    userId: request.user_id,
    kind: 'encashment-approved',
    title: 'Encashment approved',
    body:
      `Your encashment of ${what(request)} was approved. It is paid to ${request.payout_to} within ` +
      `${ENCASHMENT_LIMITS.processingDays} working days; you will be told when it is.`,
    link: ENCASHMENT_PAGE,
    onceKey: `encashment-approved:${request.id}`,
  });
}

export async function noticeEncashmentRejected(trx: Transaction<DB>, request: Request, reason: string) {
  await notify(trx, {
    userId: request.user_id,
    kind: 'encashment-rejected',
    title: 'Encashment rejected',
    body:
      `Your encashment of ${what(request)} was rejected. The reason given: ${sentence(reason)} ` +
      `The ${creditsText(request.credits)} are back in your wallet.`,
    link: ENCASHMENT_PAGE,
    details: { note: reason },
    onceKey: `encashment-rejected:${request.id}`,
  });
}

export async function noticeEncashmentPaid(trx: Transaction<DB>, request: Request, payoutReference: string) {
  await notify(trx, {
    userId: request.user_id,
    kind: 'encashment-paid',
    title: 'Encashment paid',
    body:
      `Your encashment of ${creditsText(request.credits)} was paid: ` +
      `${moneyText(toInt(request.amount_minor), 'INR')} to ${request.payout_to}. Payout reference: ${payoutReference}.`,
    link: ENCASHMENT_PAGE,
    details: { reference: payoutReference },
    onceKey: `encashment-paid:${request.id}`,
  });
}
