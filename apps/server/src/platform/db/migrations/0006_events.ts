/**
 * Migration 0006, on `bookings`, `contestant_status_history`, `contestants`, `credit_purchases`,
 * `district_borders`, `districts`, `event_shares`, `event_slots`, `events`, `venues`. Never edited once shipped:
 * a change is a new migration (decision 004).
 */
import type { SqlMigration } from '../migrate.js';
import { districtBorders, districtCatalogue } from './district-catalogue.js';

const text = (value: string) => `'${value.replaceAll("'", "''")}'`;

/**
 * Events and cultural events share these tables; `realm` keeps their data apart. A slot's
 * `seats_taken` counts held and confirmed seats and a CHECK keeps it within capacity, so even a
 * bug in the locking code could not oversell.
 */
export const events: SqlMigration = {
  name: '0006_events',
  statements: [
    `alter table credit_purchases
      add column purpose text not null default 'credits',
      add column purpose_ref text`,
    `create table districts (
      id text primary key,
      name text not null,
      state text not null,
      latitude double precision not null,
      longitude double precision not null
    )`,
    `insert into districts (id, name, state, latitude, longitude) values ${districtCatalogue
      .map((d) => `(${text(d.id)}, ${text(d.name)}, ${text(d.state)}, ${d.lat}, ${d.lng})`)
      .join(', ')}`,
    `create table district_borders (
      district_id text not null references districts (id),
      neighbour_id text not null references districts (id),
      primary key (district_id, neighbour_id),
      check (district_id <> neighbour_id)
    )`,
    `insert into district_borders (district_id, neighbour_id) values ${districtBorders
      .flatMap(([a, b]) => [`(${text(a)}, ${text(b)})`, `(${text(b)}, ${text(a)})`])
      .join(', ')}`,
    `create table venues (
      id uuid primary key default gen_random_uuid(),
      name text not null,
      district_id text not null references districts (id),
      address text not null,
      capacity integer not null check (capacity > 0),
      amenities text[] not null default '{}',
      created_at timestamptz not null default now()
    )`,
    `create table events (
      id uuid primary key default gen_random_uuid(),
      realm text not null check (realm in ('events', 'cultural-events')),
      parent_id uuid references events (id),
      round_number integer,
      title text not null,
      description text not null,
      event_type text not null,
      district_id text not null references districts (id),
      venue_id uuid references venues (id),
      starts_at timestamptz not null,
      ends_at timestamptz not null,
      price_credits integer not null default 0 check (price_credits >= 0),
      is_competition boolean not null default false,
      registration_fee_credits integer not null default 0 check (registration_fee_credits >= 0),
      fee_per_additional_contestant integer not null default 0 check (fee_per_additional_contestant >= 0),
      max_group_size integer not null default 1 check (max_group_size >= 1),
      status text not null default 'published' check (status in ('draft', 'published', 'cancelled')),
      tags text[] not null default '{}',
      image_hue integer not null default 220,
      created_at timestamptz not null default now(),
      check (ends_at > starts_at)
    )`,
    'create index events_realm_start_idx on events (realm, starts_at)',
    'create index events_parent_idx on events (parent_id)',
    `create table event_slots (
      id uuid primary key default gen_random_uuid(),
      event_id uuid not null references events (id),
      starts_at timestamptz not null,
      ends_at timestamptz not null,
      capacity integer not null check (capacity > 0),
      seats_taken integer not null default 0,
      constraint slot_never_oversold check (seats_taken >= 0 and seats_taken <= capacity),
      check (ends_at > starts_at)
    )`,
    'create index event_slots_event_idx on event_slots (event_id, starts_at)',
    `create table event_shares (
      id uuid primary key default gen_random_uuid(),
      event_id uuid not null references events (id),
      user_id uuid references users (id),
      platform text not null,
      created_at timestamptz not null default now()
    )`,
    `create table bookings (
      id uuid primary key default gen_random_uuid(),
      realm text not null,
      event_id uuid not null references events (id),
      slot_id uuid not null references event_slots (id),
      user_id uuid not null references users (id),
      seats integer not null check (seats > 0),
      status text not null check (status in ('held', 'confirmed', 'cancelled', 'expired')),
      hold_expires_at timestamptz,
      price_credits integer not null check (price_credits >= 0),
      paid_credits integer not null default 0,
      payment_method text check (payment_method in ('credits', 'gateway', 'free')),
      payment_status text not null default 'PENDING' check (payment_status in ('PENDING', 'COMPLETED', 'FAILED', 'REFUNDED')),
      payment_transaction_id uuid references ledger_transactions (id),
      purchase_id uuid references credit_purchases (id),
      ticket_code text unique,
      checked_in_at timestamptz,
      checked_in_by uuid references users (id),
      cancel_reason text,
      confirmed_at timestamptz,
      cancelled_at timestamptz,
      transferred_from_slot_id uuid references event_slots (id),
      created_at timestamptz not null default now()
    )`,
    'create index bookings_user_idx on bookings (user_id, created_at desc)',
    "create index bookings_held_idx on bookings (hold_expires_at) where status = 'held'",
    'create index bookings_slot_idx on bookings (slot_id)',
    `create table contestants (
      id uuid primary key default gen_random_uuid(),
      realm text not null,
      event_id uuid not null references events (id),
      user_id uuid not null references users (id),
      personal_details jsonb not null,
      performance jsonb not null,
      is_group_performance boolean not null default false,
      additional_contestants jsonb not null default '[]',
      status text not null,
      fee_credits integer not null default 0,
      paid_credits integer not null default 0,
      payment_status text not null default 'PENDING' check (payment_status in ('PENDING', 'COMPLETED', 'FAILED', 'REFUNDED')),
      payment_transaction_id uuid references ledger_transactions (id),
      purchase_id uuid references credit_purchases (id),
      notes text,
      cancel_reason text,
      refunded_credits integer not null default 0,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    )`,
    "create unique index contestants_one_live_per_event on contestants (event_id, user_id) where status <> 'cancelled'",
    `create table contestant_status_history (
      id bigint generated always as identity primary key,
      contestant_id uuid not null references contestants (id),
      from_status text,
      to_status text not null,
      notes text,
      changed_by uuid references users (id),
      changed_at timestamptz not null default now()
    )`,
  ],
};
