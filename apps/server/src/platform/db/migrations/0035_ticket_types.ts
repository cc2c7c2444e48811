/**
 * Migration 0035, on `ticket_types`, `show_ticket_type_seats`, `event_questions`, `promo_codes`, `booking_items`,
 * `tickets`, `bookings`, `waitlist_entries`. Never edited once shipped: a change is a new migration (decision 004).
 */
import type { SqlMigration } from '../migrate.js';

/**
 * Ticket types, a ticket per person, questions and promo codes (decision 078).
 * - `ticket_types`: what an event sells. Every event gets a "Standard" type at its price, so bookings keep working.
 * - `show_ticket_type_seats`: seats each type holds in each show, next to `event_slots.seats_taken`; both are
 *   written only by seats.ts. The type's quota is copied onto each row, where a CHECK holds it as capacity's does.
 * - `booking_items`: what a booking bought, per type, at the price and discount of the moment it was held.
 * - `tickets`: one per person, each with its own code; a booking's existing seats become tickets of its type,
 *   used when the booking was checked in, cancelled when it was cancelled or lapsed. The booking's own code keeps
 *   admitting everyone still to come on it.
 * - `promo_codes.uses` counts bookings held or confirmed with the code; a CHECK keeps it within `max_uses`.
 * - `bookings.total_credits`: what the booking costs after any discount (it was `price_credits * seats`).
 * - `waitlist_entries.ticket_type_id`: the type a waiting person wants.
 */
export const ticketTypes: SqlMigration = {
  name: '0035_ticket_types',
  statements: [
    `create table ticket_types (
      id uuid primary key default gen_random_uuid(),
      event_id uuid not null references events (id) on delete cascade,
      name text not null,
      name_hi text,
      description text,
      price_credits integer not null check (price_credits >= 0),
      quota_per_show integer check (quota_per_show > 0),
      max_per_booking integer not null default 10 check (max_per_booking between 1 and 10),
      sales_start_at timestamptz,
      sales_end_at timestamptz,
      hidden boolean not null default false,
      display_order integer not null default 0,
      created_at timestamptz not null default now(),
      check (sales_start_at is null or sales_end_at is null or sales_end_at > sales_start_at)
    )`,
    'create index ticket_types_event_idx on ticket_types (event_id, display_order, created_at)',
    `insert into ticket_types (event_id, name, price_credits)
      select id, 'Standard', price_credits from events`,
    `create table show_ticket_type_seats (
      slot_id uuid not null references event_slots (id) on delete cascade,
      ticket_type_id uuid not null references ticket_types (id) on delete cascade,
      seats_taken integer not null default 0,
      quota integer,
      primary key (slot_id, ticket_type_id),
      constraint type_never_oversold check (seats_taken >= 0 and (quota is null or seats_taken <= quota))
    )`,
    `insert into show_ticket_type_seats (slot_id, ticket_type_id, seats_taken)
      select s.id, t.id, s.seats_taken from event_slots s join ticket_types t on t.event_id = s.event_id
      where s.seats_taken > 0`,
    `create table event_questions (
      id uuid primary key default gen_random_uuid(),
      event_id uuid not null references events (id) on delete cascade,
      label text not null,
      label_hi text,
      kind text not null check (kind in ('text', 'number', 'choice', 'boolean')),
      options jsonb not null default '[]',
      required boolean not null default false,
      ticket_type_ids uuid[],
      display_order integer not null default 0,
      created_at timestamptz not null default now()
    )`,
    'create index event_questions_event_idx on event_questions (event_id, display_order, created_at)',
    `create table promo_codes (
      id uuid primary key default gen_random_uuid(),
      event_id uuid not null references events (id) on delete cascade,
      code text not null,
      percent_off integer check (percent_off between 1 and 100),
      credits_off integer check (credits_off > 0),
      max_uses integer check (max_uses > 0),
      uses integer not null default 0,
      valid_from timestamptz,
      valid_until timestamptz,
      ticket_type_ids uuid[],
      unlocks_ticket_type_ids uuid[] not null default '{}',
      active boolean not null default true,
      created_by uuid references users (id),
      created_at timestamptz not null default now(),
      constraint promo_code_uses_within_limit check (uses >= 0 and (max_uses is null or uses <= max_uses)),
      check (percent_off is null or credits_off is null)
    )`,
    'create unique index promo_codes_event_code_idx on promo_codes (event_id, lower(code))',
    'alter table bookings add column promo_code_id uuid references promo_codes (id)',
    'alter table bookings add column total_credits integer not null default 0 check (total_credits >= 0)',
    'update bookings set total_credits = price_credits * seats',
    `create table booking_items (
      booking_id uuid not null references bookings (id) on delete cascade,
      ticket_type_id uuid not null references ticket_types (id),
      name text not null,
      quantity integer not null check (quantity > 0),
      unit_price_credits integer not null check (unit_price_credits >= 0),
      discount_credits integer not null default 0 check (discount_credits >= 0),
      primary key (booking_id, ticket_type_id)
    )`,
    'create index booking_items_type_idx on booking_items (ticket_type_id)',
    `insert into booking_items (booking_id, ticket_type_id, name, quantity, unit_price_credits)
      select b.id, t.id, t.name, b.seats, b.price_credits from bookings b join ticket_types t on t.event_id = b.event_id`,
    `create table tickets (
      id uuid primary key default gen_random_uuid(),
      booking_id uuid not null references bookings (id) on delete cascade,
      ticket_type_id uuid not null references ticket_types (id),
      position integer not null check (position >= 1),
      code text not null unique,
      attendee_name text,
      attendee_email text,
      answers jsonb not null default '{}',
      status text not null default 'valid' check (status in ('valid', 'used', 'cancelled')),
      price_credits integer not null default 0 check (price_credits >= 0),
      checked_in_at timestamptz,
      checked_in_by uuid references users (id),
      cancelled_at timestamptz,
      created_at timestamptz not null default now(),
      unique (booking_id, position),
      check ((status = 'used') = (checked_in_at is not null))
    )`,
    'create index tickets_type_idx on tickets (ticket_type_id, status)',
    `insert into tickets (booking_id, ticket_type_id, position, code, status, price_credits, checked_in_at,
        checked_in_by, cancelled_at, created_at)
      select b.id, i.ticket_type_id, n, upper(substr(md5(b.id::text || ':' || n::text || random()::text), 1, 12)),
        case when b.status in ('cancelled', 'expired') then 'cancelled'
             when b.checked_in_at is not null then 'used' else 'valid' end,
        b.price_credits,
        case when b.status not in ('cancelled', 'expired') then b.checked_in_at end,
        case when b.status not in ('cancelled', 'expired') then b.checked_in_by end,
        case when b.status in ('cancelled', 'expired') then coalesce(b.cancelled_at, b.created_at) end,
        b.created_at
      from bookings b join booking_items i on i.booking_id = b.id cross join generate_series(1, b.seats) as n`,
    'alter table waitlist_entries add column ticket_type_id uuid references ticket_types (id)',
    `update waitlist_entries w set ticket_type_id = t.id from ticket_types t where t.event_id = w.event_id`,
  ],
};
