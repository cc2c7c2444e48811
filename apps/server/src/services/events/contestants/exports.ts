/**
 * The organisers' CSV export of competition entries (docs/product.md "Exports"): the entries the review
 * list shows with the same filters, oldest first, read a batch at a time by keyset (platform/csv.ts). Nothing here
 * writes. Changes when the review list gains a filter or a column.
 */
import type { TContestantStatus, TPerformance, TPersonalDetails, TRealm } from '@engagex/contracts';
import { sql } from 'kysely';
import { afterKey, type CsvColumn, codeWord, keysetRows, zonedStamp } from '../../../platform/csv.js';
import type { Database } from '../../../platform/db/database.js';
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
        'e.title as event_title',
        'e.time_zone',
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
  payment_status: string;
  cancel_reason: string | null;
  created_at: Date;
  created_key: string;
  event_title: string;
  time_zone: string;
};

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
  ['Fee credits', (row) => row.fee_credits],
  ['Payment status', (row) => codeWord(row.payment_status)],
  ['Organiser notes', (row) => row.notes],
  ['Cancel reason', (row) => row.cancel_reason],
  // In the event's zone, named beside it (decision 055).
  ['Registered at', (row) => zonedStamp(row.created_at, row.time_zone)],
  ['Time zone', (row) => row.time_zone],
];
