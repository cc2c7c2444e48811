/**
 * Migration 0038, on `waiting_rooms`, `waiting_room_entries`. Never edited once shipped: a change is a new
 * migration (decision 004).
 */
import type { SqlMigration } from '../migrate.js';

/**
 * A hot on-sale's virtual waiting room (decision 080).
 * - `waiting_rooms`: one per event, its settings and the draw: `seed` stays secret until `drawn_at` (only
 *   `seed_hash`, hex SHA-256 of its UTF-8 bytes, is published); `positions_given` is the last place handed out
 *   (by the draw, then one per later join in arrival order) and `admitted_through` the last place admitted, both
 *   moved only under this row's lock.
 * - `waiting_room_entries`: one per person and room (unique, so two joins racing from two processes answer one
 *   entry); `position` is null until the draw and unique once given; an admission is `admitted_at` to
 *   `admission_expires_at`, stamped with the database's clock. The admissions of the last minute are read through
 *   the (event_id, admitted_at) index.
 */
export const waitingRooms: SqlMigration = {
  name: '0038_waiting_rooms',
  statements: [
    `create table waiting_rooms (
      event_id uuid primary key references events (id) on delete cascade,
      enabled boolean not null,
      opens_at timestamptz not null,
      admit_per_minute integer not null check (admit_per_minute between 1 and 10000),
      admission_minutes integer not null check (admission_minutes between 1 and 60),
      seed text not null,
      seed_hash text not null check (seed_hash ~ '^[0-9a-f]{64}$'),
      drawn_at timestamptz,
      positions_given integer not null default 0 check (positions_given >= 0),
      admitted_through integer not null default 0 check (admitted_through between 0 and positions_given),
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    )`,
    `create table waiting_room_entries (
      id uuid primary key default gen_random_uuid(),
      event_id uuid not null references waiting_rooms (event_id) on delete cascade,
      user_id uuid not null references users (id) on delete cascade,
      joined_at timestamptz not null default now(),
      position integer check (position >= 1),
      admitted_at timestamptz,
      admission_expires_at timestamptz,
      check ((admitted_at is null) = (admission_expires_at is null)),
      unique (event_id, user_id),
      unique (event_id, position)
    )`,
    `create index waiting_room_entries_admitted_idx on waiting_room_entries (event_id, admitted_at)
      where admitted_at is not null`,
    'create index waiting_room_entries_user_idx on waiting_room_entries (user_id)',
  ],
};
