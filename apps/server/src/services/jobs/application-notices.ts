/**
 * What an applicant is told about their application (decision 041): each status a reviewer gives it, with the
 * reviewer's note, and its fee paid (the receipt of a fee paid at checkout, decision 023). Written in the
 * transaction of the change. Changes when what an applicant hears, or how it reads, does.
 */
import type { TJobStatus } from '@engagex/contracts';
import type { Transaction } from 'kysely';
import type { DB } from '../../platform/db/schema.js';
import { type Said, say } from '../../platform/i18n/say.js';
import { toInt } from '../../platform/ledger/ledger.js';
import { type Notice, notify } from '../../platform/notifications/outbox.js';
import { moneyText } from '../../platform/wording.js';

/** The application's page in the web app (apps/web/src/features/jobs/routes.ts). */
export const applicationPage = (applicationId: string) => `/jobs/applications/${applicationId}`;

/**
 * How each status a reviewer gives reads to the applicant, said in their language (decision 077); PENDING is only
 * ever where an application starts.
 */
const TOLD: Record<Exclude<TJobStatus, 'PENDING'>, { title: Said; happened: (opening: string) => Said }> = {
  UNDER_REVIEW: {
    title: say('Application under review'),
    happened: (opening) => say('Your application for {opening} is now under review.', { opening }),
  },
  APPROVED: {
    title: say('Application approved'),
    happened: (opening) => say('Your application for {opening} was approved.', { opening }),
  },
  REJECTED: {
    title: say('Application rejected'),
    happened: (opening) => say('Your application for {opening} was rejected.', { opening }),
  },
};

type Application = { id: string; user_id: string; opening_id: string };

const openingTitle = async (trx: Transaction<DB>, openingId: string) =>
  (await trx.selectFrom('job_openings').select('title').where('id', '=', openingId).executeTakeFirstOrThrow())
    .title;

/** A reviewer moved the application to `status`; the note, when they left one, is told as written. */
export async function noticeStatusChange(
  trx: Transaction<DB>,
  application: Application,
  change: { from: TJobStatus; to: TJobStatus; note: string | null },
) {
  if (change.to === 'PENDING') return;
  const told = TOLD[change.to];
  const note = change.note?.trim() ? change.note.trim() : null;
  const title = await openingTitle(trx, application.opening_id);
  await notify(trx, {
    userId: application.user_id,
    kind: 'application-status',
    title: told.title,
    body: note
      ? say("{happened} The reviewer's note: {note}", { happened: told.happened(title), note })
      : told.happened(title),
    link: applicationPage(application.id),
    details: { note },
    // Statuses only move forward, so each is reached once; a retry of the same change must not tell twice.
    onceKey: `application-status:${application.id}:${change.to}`,
  });
}

/** A gateway payment of the fee: what it paid, as the receipt shows it. */
export type FeePayment = {
  amount_minor: string | number | bigint;
  currency: string;
  payment_id: string | null;
};

/** The fee is paid, from the wallet or at checkout (whose notice is its receipt: no credit-purchase receipt). */
export async function noticeFeePaid(
  trx: Transaction<DB>,
  application: Application & { fee_credits: number },
  payment: FeePayment | null,
) {
  const title = await openingTitle(trx, application.opening_id);
  const opening = title;
  const paid = payment
    ? say('You paid {money} for the fee of your application for {opening}. It now waits for a reviewer.', {
        money: moneyText(toInt(payment.amount_minor), payment.currency),
        opening,
      })
    : say(
        '{credits, plural, one {# credit} other {# credits}} from your wallet paid the fee of your application for {opening}. It now waits for a reviewer.',
        { credits: application.fee_credits, opening },
      );
  const notice: Notice = {
    userId: application.user_id,
    kind: 'application-status',
    // Said in the applicant's language (decision 077).
    title: say('Application fee paid'),
    body: payment?.payment_id
      ? say('{paid} Payment reference: {reference}.', { paid, reference: payment.payment_id })
      : paid,
    link: applicationPage(application.id),
    details: { reference: payment?.payment_id ?? null },
    onceKey: `application-fee-paid:${application.id}`,
  };
  await notify(trx, notice);
}
