/**
 * An admin's review of flagged referrals (decision 015). Changes when a review's verdicts or payouts do.
 */
import type { TFlaggedReferral } from '@engagex/contracts';
import { sql } from 'kysely';
import type { Database } from '../../../platform/db/database.js';
import { AppError, notFound } from '../../../platform/errors.js';
import { say } from '../../../platform/i18n/say.js';
import { toInt } from '../../../platform/ledger/ledger.js';
import { notify } from '../../../platform/notifications/outbox.js';
import { paidTogether, type ReferralEarning, referralRewardNotice } from './reward-notices.js';
import { payReferrerForPurchase } from './rewards.js';

const reviewQuery = (db: Database) =>
  db
    .selectFrom('referrals as r')
    .innerJoin('users as referee', 'referee.id', 'r.referee_id')
    .innerJoin('users as referrer', 'referrer.id', 'r.referrer_id')
    .select([
      'r.referee_id',
      'r.referrer_id',
      'r.status',
      'r.flag_reason',
      'r.created_at',
      'referee.name as referee_name',
      'referee.email as referee_email',
      'referrer.name as referrer_name',
      'referrer.email as referrer_email',
      sql<string>`(select count(*) from credit_purchases p
        where p.user_id = r.referee_id and p.status = 'completed')`.as('purchases'),
    ]);

type ReviewRow = Awaited<ReturnType<ReturnType<typeof reviewQuery>['executeTakeFirstOrThrow']>>;

const toFlagged = (row: ReviewRow): TFlaggedReferral => ({
  refereeId: row.referee_id,
  refereeName: row.referee_name,
  refereeEmail: row.referee_email,
  referrerId: row.referrer_id,
  referrerName: row.referrer_name,
  referrerEmail: row.referrer_email,
  reason: row.flag_reason ?? '',
  status: row.status,
  joinedAt: row.created_at.toISOString(),
  completedPurchases: toInt(row.purchases),
});

const together = (sum: ReferralEarning | null, next: ReferralEarning): ReferralEarning =>
  sum
    ? {
        ...sum,
        bonus: sum.bonus + next.bonus,
        share: sum.share + next.share,
        pending: sum.pending || next.pending,
        paid: paidTogether(sum.paid, next.paid),
      }
    : next;

/** The referrals waiting for an admin, oldest first (they have waited longest). */
export async function flaggedReferrals(db: Database): Promise<TFlaggedReferral[]> {
  const rows = await reviewQuery(db)
    .where('r.status', '=', 'flagged')
    .orderBy('r.created_at')
    .limit(100)
    .execute();
  return rows.map(toFlagged);
}

/**
 * An admin's verdict on a flagged referral, once. Approving pays what the referee's completed gateway payments
 * earned while it waited (the bonus and each share, within this month's cap: the same function as at
 * payment time, one reward per purchase, so nothing is paid twice); rejecting means it never pays.
 */
export async function reviewReferral(
  db: Database,
  input: { refereeId: string; decision: 'approve' | 'reject'; reviewerId: string },
): Promise<TFlaggedReferral> {
  await db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom('referrals')
      .select('status')
      .where('referee_id', '=', input.refereeId)
      .forNoKeyUpdate()
      .executeTakeFirst();
    if (!row) throw notFound('Referral');
    if (row.status !== 'flagged')
      throw new AppError(
        'CONFLICT',
        say('Only a flagged referral can be reviewed; this one is {status}', { status: row.status }),
      );
    await trx
      .updateTable('referrals')
      .set({
        status: input.decision === 'approve' ? 'active' : 'rejected',
        reviewed_by: input.reviewerId,
        reviewed_at: new Date(),
      })
      .where('referee_id', '=', input.refereeId)
      .execute();
    if (input.decision === 'reject') return;
    const purchases = await trx
      .selectFrom('credit_purchases')
      .select(['id', 'credits'])
      .where('user_id', '=', input.refereeId)
      .where('status', '=', 'completed')
      // A payment refunded (even in part) while the referral waited earns nothing (decision 051).
      .where('refund_status', '=', 'none')
      .orderBy('completed_at')
      .execute();
    // One notice for the approval, with everything it paid, rather than one per payment that waited.
    let earned: ReferralEarning | null = null;
    for (const purchase of purchases) {
      const earning = await payReferrerForPurchase(trx, {
        refereeId: input.refereeId,
        purchaseId: purchase.id,
        credits: purchase.credits,
      });
      if (earning) earned = together(earned, earning);
    }
    if (earned) {
      await notify(
        trx,
        referralRewardNotice(earned, {
          why: say('Your referral of {name} was approved, so their payments so far count.', {
            name: earned.refereeName,
          }),
          onceKey: `referral-reward:approved:${input.refereeId}`,
        }),
      );
    }
  });
  return toFlagged(
    await reviewQuery(db).where('r.referee_id', '=', input.refereeId).executeTakeFirstOrThrow(),
  );
}
