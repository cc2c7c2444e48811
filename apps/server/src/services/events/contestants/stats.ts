/**
 * An entrant's own figures (`GET …/contestant-registration/my-stats`): entries by status and the fees they cost net
 * of refunds, the same sums as the web's statsOf works out for the cultural realm.
 * Changes when an entrant's figures count something new.
 */
import type { TRealm } from '@engagex/contracts';
import { sql } from 'kysely';
import type { Database } from '../../../platform/db/database.js';
import { toInt } from '../../../platform/ledger/ledger.js';

export async function myStats(db: Database, realm: TRealm, userId: string) {
  const row = await db
    .selectFrom('contestants as c')
    .innerJoin('events as e', 'e.id', 'c.event_id')
    // A fee paid by card is counted in its currency below, not in credits.
    .leftJoin('credit_purchases as p', (join) =>
      join.onRef('p.id', '=', 'c.purchase_id').on('p.status', '=', 'completed'),
    )
    .select([
      sql<string>`count(*)`.as('total'),
      sql<string>`count(*) filter (where c.status = 'pending_payment')`.as('pending_payment'),
      sql<string>`count(*) filter (where c.status in ('registered', 'under_review'))`.as('in_review'),
      sql<string>`count(*) filter (where c.status = 'approved')`.as('approved'),
      sql<string>`count(*) filter (where c.status = 'rejected')`.as('rejected'),
      sql<string>`count(*) filter (where c.status = 'cancelled')`.as('cancelled'),
      sql<string>`count(*) filter (where c.status not in ('cancelled', 'rejected') and e.starts_at > now())`.as(
        'upcoming',
      ),
      sql<string>`coalesce(sum(c.paid_credits - c.refunded_credits) filter (where p.id is null), 0)`.as(
        'paid',
      ),
    ])
    .where('c.realm', '=', realm)
    .where('c.user_id', '=', userId)
    .executeTakeFirstOrThrow();
  // A fee paid by card, in its currency, less the share refunded to the card (a refund taken as credits leaves
  // the money paid); the same sums as the web's statsOf.
  const money = await db
    .selectFrom('contestants as c')
    .innerJoin('credit_purchases as p', (join) =>
      join.onRef('p.id', '=', 'c.purchase_id').on('p.status', '=', 'completed'),
    )
    .select([
      'p.currency',
      sql<string>`sum(p.amount_minor - case when p.refund_status <> 'none' and c.fee_credits > 0
        then round(p.amount_minor * c.refunded_credits::numeric / c.fee_credits) else 0 end)`.as('net'),
    ])
    .where('c.realm', '=', realm)
    .where('c.user_id', '=', userId)
    .groupBy('p.currency')
    .orderBy('p.currency')
    .execute();
  return {
    total: toInt(row.total),
    pendingPayment: toInt(row.pending_payment),
    inReview: toInt(row.in_review),
    approved: toInt(row.approved),
    rejected: toInt(row.rejected),
    cancelled: toInt(row.cancelled),
    upcoming: toInt(row.upcoming),
    creditsPaid: toInt(row.paid),
    moneyPaid: money
      .map((sum) => ({ amountMinor: toInt(sum.net), currency: sum.currency }))
      .filter((sum) => sum.amountMinor > 0),
  };
}
