/**
 * Migration 0022, on `bookings`, `event_slots`, `waitlist_entries`. Never edited once shipped: a change is a new
 * migration (decision 004).
 */
import type { SqlMigration } from '../migrate.js';

/**
 * Waitlists of sold-out shows (decision 042).
 * - `waitlist_entries`: a user waiting for seats at one show. At most one entry per user and show is active
 *   (`waiting` or `offered`), a partial unique index, so two joins racing from two processes cannot both win. The
 *   line is read in (created_at, id) order among waiting entries, the second index.
 * - `bookings.waitlist_entry_id`: an offer is a held booking of the entry's own; unique, so an entry is offered once.
 * - `event_slots.waitlist_closed_at`: the organiser closed the show's waitlist (nobody may join, nobody is offered).
 */
export const waitlists: SqlMigration = {
  name: '0022_waitlists',
  statements: [
    `create table waitlist_entries (
      id uuid primary key default gen_random_uuid(),
      realm text not null check (realm in ('events', 'cultural-events')),
      event_id uuid not null references events (id) on delete cascade,
      slot_id uuid not null references event_slots (id) on delete cascade,
      user_id uuid not null references users (id) on delete cascade,
      seats integer not null check (seats between 1 and 10),
      status text not null default 'waiting'
        check (status in ('waiting', 'offered', 'booked', 'lapsed', 'declined', 'left', 'closed')),
      created_at timestamptz not null default now(),
      offered_at timestamptz,
      ended_at timestamptz
    )`,
    `create unique index waitlist_entries_active_idx on waitlist_entries (slot_id, user_id)
      where status in ('waiting', 'offered')`,
    `create index waitlist_entries_line_idx on waitlist_entries (slot_id, created_at, id) where status = 'waiting'`,
    'create index waitlist_entries_user_idx on waitlist_entries (user_id, created_at desc, id)',
    'alter table bookings add column waitlist_entry_id uuid unique references waitlist_entries (id)',
    'alter table event_slots add column waitlist_closed_at timestamptz',
  ],
};
