/**
 * Reads of competition entries: one entry or a page of them, a competition's pricing, an entry's payment. Nothing
 * here writes: a checkout whose window lapsed shows as failed without being stored (decision 013).
 * Changes when an entry shows something new.
 */
import {
  CONTEST_REFUND_POLICY,
  CREDIT_PRICE_INR,
  FEE_IF_NOT_SELECTED_TEXT,
  type TAdditionalContestant,
  type TContestant,
  type TContestantStatus,
  type TPaginated,
  type TRealm,
  type TRefundState,
} from '@engagex/contracts';
import type { Database } from '../../../platform/db/database.js';
import { paginated, readPage } from '../../../platform/db/paging.js';
import type { Executor } from '../../../platform/db/transaction.js';
import { AppError, notFound } from '../../../platform/errors.js';
import { toInt } from '../../../platform/ledger/ledger.js';
import { purchaseAsOf } from '../../../platform/payments/expiry.js';
import { settledByHand, withoutReference } from '../../main/index.js';

function contestantQuery(executor: Executor, realm: TRealm) {
  return (
    executor
      .selectFrom('contestants as c')
      .innerJoin('events as e', 'e.id', 'c.event_id')
      .innerJoin('districts as d', 'd.id', 'e.district_id')
      // The purchase that paid a fee through the gateway: what was paid, in its currency, and where a refund went.
      .leftJoin('credit_purchases as p', (join) =>
        join.onRef('p.id', '=', 'c.purchase_id').on('p.status', '=', 'completed'),
      )
      // The fee's refund an admin settled by hand (decision 103): the reference the entrant is shown.
      .leftJoin('refunds_settled_by_hand as h', (join) =>
        join.onRef('h.refund_id', '=', 'p.id').on('h.refund_kind', '=', 'purchase'),
      )
      .selectAll('c')
      .select([
        'e.title as event_title',
        'e.starts_at as event_starts_at',
        'e.time_zone as event_time_zone',
        'e.fee_if_not_selected as event_fee_if_not_selected',
        'd.name as district_name',
        'd.name_hi as district_name_hi',
        'p.amount_minor as paid_amount_minor',
        'p.currency as paid_currency',
        'p.refund_status as purchase_refund_status',
        'h.reference as refund_reference',
      ])
      .where('c.realm', '=', realm)
  );
}

type ContestantRow = Awaited<ReturnType<ReturnType<typeof contestantQuery>['executeTakeFirstOrThrow']>>;

async function toContestant(executor: Executor, row: ContestantRow): Promise<TContestant> {
  const history = await executor
    .selectFrom('contestant_status_history')
    .select(['from_status', 'to_status', 'notes', 'changed_at', 'changed_by'])
    .where('contestant_id', '=', row.id)
    .orderBy('id')
    .execute();
  // The round the entry stands in: the competition's first round not yet over (decision 054).
  const round = await executor
    .selectFrom('events')
    .select(['round_number', 'title', 'starts_at', 'time_zone'])
    .where('parent_id', '=', row.event_id)
    .where('status', '=', 'published')
    .where('ends_at', '>', new Date())
    .orderBy('round_number')
    .orderBy('starts_at')
    .executeTakeFirst();
  // Only the entrant cancels their own entry; anyone else who did was the organiser withdrawing it.
  const cancelledBy = history.findLast((entry) => entry.to_status === 'cancelled')?.changed_by;
  return {
    id: row.id,
    eventId: row.event_id,
    userId: row.user_id,
    event: {
      title: row.event_title,
      startsAt: row.event_starts_at.toISOString(),
      timeZone: row.event_time_zone,
      districtName: row.district_name,
      districtNameHi: row.district_name_hi,
      feeIfNotSelected: row.event_fee_if_not_selected,
    },
    personalDetails: row.personal_details as TContestant['personalDetails'],
    performance: row.performance as TContestant['performance'],
    isGroupPerformance: row.is_group_performance,
    additionalContestants: row.additional_contestants as TAdditionalContestant[],
    status: row.status as TContestantStatus,
    notes: row.notes,
    feeCredits: row.fee_credits,
    paymentStatus: row.payment_status,
    cancelReason: row.cancel_reason,
    refundedCredits: row.refunded_credits,
    paidMoney:
      row.paid_amount_minor !== null && row.paid_currency !== null
        ? { amountMinor: toInt(row.paid_amount_minor), currency: row.paid_currency }
        : null,
    // A cancelled entry's refund, or a rejected one's when the competition refunds entries it does not select (054).
    refund: refundOf(row),
    withdrawnBy:
      row.status !== 'cancelled'
        ? null
        : cancelledBy && cancelledBy !== row.user_id
          ? 'organiser'
          : 'entrant',
    round: round
      ? {
          number: round.round_number ?? 1,
          title: round.title,
          startsAt: round.starts_at.toISOString(),
          timeZone: round.time_zone,
        }
      : null,
    history: history.map((entry) => ({
      from: entry.from_status as TContestantStatus | null,
      to: entry.to_status as TContestantStatus,
      notes: entry.notes,
      changedAt: entry.changed_at.toISOString(),
    })),
    createdAt: row.created_at.toISOString(),
  };
}

const PURCHASE_STATE = { requested: 'pending', refunded: 'done', failed: 'failed' } as const;

/** Where an entry's refunded share went: to the card it was paid with (paid back by hand, decision 103) or credits. */
function refundOf(row: ContestantRow): TRefundState | null {
  if ((row.status !== 'cancelled' && row.status !== 'rejected') || row.refunded_credits === 0) return null;
  if (!row.purchase_refund_status || row.purchase_refund_status === 'none')
    return { to: 'credits', status: 'done', byHand: null };
  const status = PURCHASE_STATE[row.purchase_refund_status];
  return { to: 'original', status, byHand: settledByHand(status, row.refund_reference) };
}

/**
 * What an organiser reading someone else's entry does not see: the reference of its fee's refund paid by hand (the
 * entrant's bank transfer, decision 103), as a booking's (bookings/reads.ts); they see that it was paid back outside
 * the portal (decision 111). `userId` null is an admin.
 */
const asSeenBy = (entry: TContestant, row: ContestantRow, userId: string | null): TContestant =>
  userId && row.user_id !== userId && entry.refund
    ? { ...entry, refund: withoutReference(entry.refund) }
    : entry;

/**
 * Whose entries a reader reaches: their own, and those to the competitions they organise (decision 046); `userId`
 * null reaches every entry (an admin).
 */
function readableBy(
  query: ReturnType<typeof contestantQuery>,
  userId: string | null,
  organiserId?: string | null,
) {
  if (!userId) return query;
  if (!organiserId) return query.where('c.user_id', '=', userId);
  return query.where((eb) => eb.or([eb('c.user_id', '=', userId), eb('e.organiser_id', '=', organiserId)]));
}

export async function getContestant(
  db: Executor,
  realm: TRealm,
  input: {
    contestantId: string;
    userId: string;
    admin: boolean;
    organiserId?: string | null;
    /** Who reads it, when not the one reached as (a reviewer answered the entry they reviewed); null: an admin. */
    readerId?: string | null;
  },
) {
  const query = readableBy(
    contestantQuery(db, realm).where('c.id', '=', input.contestantId),
    input.admin ? null : input.userId,
    input.organiserId,
  );
  const row = await query.executeTakeFirst();
  if (!row) throw notFound('Registration');
  const readerId = input.readerId !== undefined ? input.readerId : input.admin ? null : input.userId;
  return asSeenBy(await toContestant(db, row), row, readerId);
}

export async function listContestants(
  db: Database,
  realm: TRealm,
  input: {
    userId: string | null;
    organiserId?: string | null;
    /** Only the entries to competitions this organiser runs. */
    runBy?: string | null;
    /** Who reads the page, when not `userId` (an organiser reviewing entries); null: an admin. */
    readerId?: string | null;
    page: number;
    limit: number;
    status?: TContestantStatus | undefined;
    eventId?: string | undefined;
  },
): Promise<TPaginated<TContestant>> {
  let query = readableBy(contestantQuery(db, realm), input.userId, input.organiserId);
  if (input.runBy) query = query.where('e.organiser_id', '=', input.runBy);
  if (input.status) query = query.where('c.status', '=', input.status);
  if (input.eventId) query = query.where('c.event_id', '=', input.eventId);
  const { rows, total } = await readPage(query.orderBy('c.created_at', 'desc').orderBy('c.id'), input);
  const items: TContestant[] = [];
  const readerId = input.readerId !== undefined ? input.readerId : input.userId;
  for (const row of rows) items.push(asSeenBy(await toContestant(db, row), row, readerId));
  return paginated(items, total, input);
}

/** A competition open to entries in this realm (published or withdrawn, never a draft). */
export async function competition(executor: Executor, realm: TRealm, eventId: string) {
  const event = await executor
    .selectFrom('events')
    .selectAll()
    .where('id', '=', eventId)
    .where('realm', '=', realm)
    .where('status', '<>', 'draft')
    .executeTakeFirst();
  if (!event) throw notFound('Event');
  if (!event.is_competition) throw new AppError('BUSINESS_RULE', 'This event does not take contestants');
  return event;
}

export async function pricing(db: Database, realm: TRealm, eventId: string) {
  const event = await competition(db, realm, eventId);
  return {
    eventId,
    baseFeeCredits: event.registration_fee_credits,
    perAdditionalContestantCredits: event.fee_per_additional_contestant,
    maxGroupSize: event.max_group_size,
    currency: 'CREDITS' as const,
    creditValueInr: CREDIT_PRICE_INR,
    refundPolicy: CONTEST_REFUND_POLICY,
    feeIfNotSelected: event.fee_if_not_selected,
    notSelectedPolicy: FEE_IF_NOT_SELECTED_TEXT[event.fee_if_not_selected],
  };
}

export async function contestantPayment(
  db: Database,
  realm: TRealm,
  input: { contestantId: string; userId: string; admin: boolean },
) {
  const contestant = await getContestant(db, realm, input);
  const row = await db
    .selectFrom('contestants as c')
    .leftJoin('credit_purchases as p', 'p.id', 'c.purchase_id')
    .select([
      'c.payment_transaction_id',
      'c.purchase_id',
      'c.paid_credits',
      'p.status as purchase_status',
      'p.expires_at',
      'p.payment_url',
    ])
    .where('c.id', '=', contestant.id)
    .executeTakeFirstOrThrow();
  // A checkout whose window lapsed shows as failed now, though the sweep may not have stored it yet (decision 013).
  const purchaseStatus =
    row.purchase_status && row.expires_at
      ? purchaseAsOf({ status: row.purchase_status, expires_at: row.expires_at }).status
      : null;
  const failed = purchaseStatus === 'failed' && contestant.paymentStatus === 'PENDING';
  return {
    method: row.purchase_id
      ? ('gateway' as const)
      : row.payment_transaction_id
        ? ('credits' as const)
        : contestant.feeCredits === 0
          ? ('free' as const)
          : null,
    status: failed ? ('FAILED' as const) : contestant.paymentStatus,
    amountCredits: contestant.feeCredits,
    amountInr: contestant.feeCredits * CREDIT_PRICE_INR,
    paidCredits: row.paid_credits,
    transactionId: row.payment_transaction_id,
    purchaseId: row.purchase_id,
    paymentUrl:
      purchaseStatus === 'pending' && contestant.status === 'pending_payment' ? row.payment_url : null,
  };
}
