/**
 * The organiser's review of an entry (`PATCH …/contestants/{id}/status`).
 * Changes when the organiser gains a verdict or a rule for giving one.
 */
import { CONTESTANT_REVIEW_TRANSITIONS, type TContestantStatus, type TRealm } from '@engagex/contracts';
import type { Transaction } from 'kysely';
import type { Database } from '../../../platform/db/database.js';
import type { DB } from '../../../platform/db/schema.js';
import type { Executor } from '../../../platform/db/transaction.js';
import { AppError, notFound } from '../../../platform/errors.js';
import { say } from '../../../platform/i18n/say.js';
import type { PaymentGateway } from '../../../platform/payments/gateway.js';
import { settleRefundQuietly } from '../../main/index.js';
import type { MoneyBack } from '../notices.js';
import { type EventViewer, runBy } from '../organisers.js';
import { refundFeeLocked } from './cancellation.js';
import { tellReviewed } from './contestant-notices.js';
import { getContestant } from './reads.js';
import { type EntryRow, lockContestant, logStatus } from './transitions.js';

type ReviewInput = {
  contestantId: string;
  status: TContestantStatus;
  notes?: string | undefined;
  reviewer: EventViewer;
};

/**
 * Review moves only along CONTESTANT_REVIEW_TRANSITIONS, every move is stamped with who and when, and an approval or
 * rejection is told to the entrant with the organiser's note. Only the competition's organiser and admins review
 * its entries; to another organiser an entry is a 404 (decision 046). A rejection (its reason required by the
 * contract) gives a paid fee back when the competition says so (decision 054), in the same transaction, to the card
 * it was paid with; the gateway is asked after commit, and a refusal is left to the refund sweep.
 */
export async function changeStatus(db: Database, gateway: PaymentGateway, realm: TRealm, input: ReviewInput) {
  // Who runs a competition never changes, so the check holds for the transaction below.
  const reviewable = await db
    .selectFrom('contestants as c')
    .innerJoin('events as e', 'e.id', 'c.event_id')
    .select('c.id')
    .where('c.id', '=', input.contestantId)
    .where('c.realm', '=', realm)
    .where(runBy(input.reviewer))
    .executeTakeFirst();
  if (!reviewable) throw notFound('Registration');
  let reviewed: { ownerId: string; settle: string | null };
  try {
    reviewed = await db.transaction().execute((trx) => reviewLocked(trx, realm, input));
  } catch (error) {
    // A repeated rejection (refused: already rejected) still settles a refund its first attempt left requested.
    await settleLeftOver(db, gateway, input.contestantId);
    throw error;
  }
  if (reviewed.settle) await settleRefundQuietly(db, gateway, reviewed.settle);
  return getContestant(db, realm, {
    contestantId: input.contestantId,
    userId: reviewed.ownerId,
    admin: true,
    readerId: input.reviewer.admin ? null : input.reviewer.userId,
  });
}

async function reviewLocked(trx: Transaction<DB>, realm: TRealm, input: ReviewInput) {
  const row = await lockContestant(trx, realm, { contestantId: input.contestantId, userId: null });
  const from = row.status as TContestantStatus;
  if (!CONTESTANT_REVIEW_TRANSITIONS[from].includes(input.status)) {
    throw new AppError(
      'BUSINESS_RULE',
      say('A registration cannot go from {from} to {to}', { from, to: input.status }),
    );
  }
  const { settle, back, refunded, kept } =
    input.status === 'rejected' ? await refundIfNotSelected(trx, row, input) : noRefund(row);
  await trx
    .updateTable('contestants')
    .set({
      status: input.status,
      notes: input.notes ?? row.notes,
      refunded_credits: row.refunded_credits + refunded,
      payment_status: refunded > 0 ? 'REFUNDED' : row.payment_status,
      updated_at: new Date(),
    })
    .where('id', '=', row.id)
    .execute();
  await logStatus(trx, {
    contestantId: row.id,
    from,
    to: input.status,
    notes: input.notes ?? null,
    by: input.reviewer.userId,
  });
  await tellReviewed(trx, row.id, { status: input.status, note: input.notes ?? null, back, kept });
  return { ownerId: row.user_id, settle };
}

const noRefund = (row: EntryRow) => ({
  settle: null,
  back: null as MoneyBack,
  refunded: 0,
  kept: row.paid_credits - row.refunded_credits,
});

/**
 * A rejected entry's fee under its competition's rule (decision 054): `refund` gives back all it paid and still
 * holds, to the original payment (credits when it was paid in credits); `keep` keeps it.
 */
async function refundIfNotSelected(trx: Executor, row: EntryRow, input: ReviewInput) {
  const held = row.paid_credits - row.refunded_credits;
  const event = await trx
    .selectFrom('events')
    .select(['fee_if_not_selected', 'title'])
    .where('id', '=', row.event_id)
    .executeTakeFirstOrThrow();
  if (held <= 0 || event.fee_if_not_selected === 'keep') return noRefund(row);
  const { settle, back } = await refundFeeLocked(trx, row, {
    refund: held,
    refundTo: 'original',
    reason: `Entry to ${event.title} not selected`,
    actorId: input.reviewer.userId,
    why: 'Competition entry not selected',
  });
  return { settle, back, refunded: held, kept: 0 };
}

/** A rejected entry's gateway refund still `requested`, asked for again (the sweep would, later). */
async function settleLeftOver(db: Database, gateway: PaymentGateway, contestantId: string) {
  const left = await db
    .selectFrom('contestants')
    .select('purchase_id')
    .where('id', '=', contestantId)
    .where('status', '=', 'rejected')
    .executeTakeFirst();
  if (left?.purchase_id) await settleRefundQuietly(db, gateway, left.purchase_id);
}
