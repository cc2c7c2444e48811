/**
 * The organisers' CSV export of competition entries (docs/product.md "Exports"): the entries the review
 * list shows with the same filters, oldest first, read a batch at a time by keyset (platform/csv.ts). Nothing here
 * writes. Changes when the review list gains a filter or a column.
 */
import type { TContestantStatus, TPerformance, TPersonalDetails, TRealm } from '@engagex/contracts';
import { sql } from 'kysely';
import { afterKey, type CsvColumn, codeWord, keysetRows, zonedStamp } from '../../../platform/csv.js';
import { cardRefund, type PaymentFacts, paymentColumns } from '../../../platform/csv-payments.js';
import type { Database } from '../../../platform/db/database.js';
import { toInt } from '../../../platform/ledger/ledger-terms.js';
import { type EventViewer, runBy } from '../organisers.js';

/**
 * As contestants/reads.ts listContestants filters: the entries to the competitions the viewer runs (every one for
 * an admin), or, with `userId`, the viewer's own entries.
 */
export function contestantRows(
  db: Database,
  realm: TRealm,
  filter: {
    status?: TContestantStatus | undefined;
    eventId?: string | undefined;
    userId: string | null;
    viewer: EventViewer;
  },
) {
  return keysetRows((after: ContestantExportRow | undefined, limit) => {
    let query = db
      .selectFrom('contestants as c')
      .innerJoin('events as e', 'e.id', 'c.event_id')
      // The completed purchase that paid a fee by card: the money as charged, and where its refund went.
      .leftJoin('credit_purchases as p', (join) =>
        join.onRef('p.id', '=', 'c.purchase_id').on('p.status', '=', 'completed'),
      )
      // Its refund an admin paid back outside the portal (decision 111): said so, never the reference.
      .leftJoin('refunds_settled_by_hand as h', (join) =>
        join.onRef('h.refund_id', '=', 'p.id').on('h.refund_kind', '=', 'purchase'),
      )
      .select([
        'c.id',
        'c.personal_details',
        'c.performance',
        'c.is_group_performance',
        'c.additional_contestants',
        'c.status',
        'c.notes',
        'c.fee_credits',
        'c.payment_status',
        'c.cancel_reason',
        'c.created_at',
        // The key at full precision: a Date keeps milliseconds, the column microseconds.
        sql<string>`c.created_at::text`.as('created_key'),
        'c.paid_credits',
        'c.refunded_credits',
        'e.title as event_title',
        'e.time_zone',
        'p.amount_minor as paid_amount_minor',
        'p.currency as paid_currency',
        'p.refund_status as purchase_refund_status',
        'h.refund_id as settled_by_hand_id',
      ])
      .where('c.realm', '=', realm);
    if (filter.userId) query = query.where('c.user_id', '=', filter.userId);
    else query = query.where(runBy(filter.viewer));
    if (filter.status) query = query.where('c.status', '=', filter.status);
    if (filter.eventId) query = query.where('c.event_id', '=', filter.eventId);
    if (after)
      query = query.where(
        afterKey(['c.created_at', 'c.id'], [sql`cast(${after.created_key} as timestamptz)`, after.id], 'asc'),
      );
    return query.orderBy('c.created_at').orderBy('c.id').limit(limit).execute();
  });
}

type ContestantExportRow = {
  id: string;
  personal_details: unknown;
  performance: unknown;
  is_group_performance: boolean;
  additional_contestants: Record<string, unknown>[];
  status: string;
  notes: string | null;
  fee_credits: number;
  paid_credits: number;
  refunded_credits: number;
  payment_status: string;
  paid_amount_minor: string | number | bigint | null;
  paid_currency: string | null;
  purchase_refund_status: string | null;
  settled_by_hand_id: string | null;
  cancel_reason: string | null;
  created_at: Date;
  created_key: string;
  event_title: string;
  time_zone: string;
};

/**
 * What the entry's fee paid (decision 069): by card through its completed purchase, in the money charged (decision
 * 058); else in credits; a competition without a fee is free. Refunded when a cancelled or rejected entry got any back.
 */
function feePayment(row: ContestantExportRow): PaymentFacts {
  const paid = row.payment_status === 'COMPLETED' || row.payment_status === 'REFUNDED';
  const card =
    row.paid_amount_minor !== null && row.paid_currency !== null
      ? { amountMinor: toInt(row.paid_amount_minor), currency: row.paid_currency }
      : null;
  const paidWith = row.fee_credits === 0 ? 'free' : !paid ? null : card ? 'card' : 'credits';
  const refunded = (row.status === 'cancelled' || row.status === 'rejected') && row.refunded_credits > 0;
  return {
    paidWith,
    credits: row.fee_credits,
    card: paidWith === 'card' ? card : null,
    refund: !refunded
      ? null
      : (cardRefund(row.purchase_refund_status, row.settled_by_hand_id !== null) ?? {
          to: 'credits',
          status: 'done',
        }),
  };
}

const person = (row: ContestantExportRow) => row.personal_details as TPersonalDetails;
const act = (row: ContestantExportRow) => row.performance as TPerformance;

export const CONTESTANT_COLUMNS: CsvColumn<ContestantExportRow>[] = [
  ['Registration id', (row) => row.id],
  ['Event', (row) => row.event_title],
  ['Full name', (row) => person(row).fullName],
  ['Email', (row) => person(row).email],
  ['Phone', (row) => person(row).phone],
  ['City', (row) => person(row).city],
  ['Date of birth', (row) => person(row).dateOfBirth],
  ['Guardian', (row) => person(row).guardianName],
  ['Performance', (row) => act(row).title],
  ['Category', (row) => act(row).category],
  ['Minutes', (row) => act(row).durationMinutes],
  ['Language', (row) => act(row).language],
  ['Group', (row) => row.is_group_performance],
  [
    'Additional contestants',
    (row) => row.additional_contestants.map((member) => String(member.fullName ?? '')).join('; '),
  ],
  ['Status', (row) => codeWord(row.status)],
  ...paymentColumns(feePayment),
  ['Organiser notes', (row) => row.notes],
  ['Cancel reason', (row) => row.cancel_reason],
  // In the event's zone, named beside it (decision 055).
  ['Registered at', (row) => zonedStamp(row.created_at, row.time_zone)],
  ['Time zone', (row) => row.time_zone],
];
