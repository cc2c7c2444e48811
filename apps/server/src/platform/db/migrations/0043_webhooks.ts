/**
 * Migration 0043, on `webhook_endpoints`, `webhook_deliveries`, `webhook_attempts` and triggers on `bookings`,
 * `tickets`, `waitlist_entries`, `contestants`. Never edited once shipped: a change is a new migration (decision 004).
 */
import type { SqlMigration } from '../migrate.js';

/**
 * Organisers' signed webhooks (decision 091).
 * - `webhook_endpoints`: a person's receiver: its URL, the event types it asked for, the signing secret (kept as
 *   given: signing needs it), `paused_at` once it kept failing, and its run of failed attempts.
 * - `webhook_deliveries`: the outbox. One row per event per endpoint, written by `record_webhook_event` in the
 *   transaction of the change; its `id` is the payload's id on every attempt. A worker claims due rows with a lease
 *   on the database's clock, as the email outbox does (migration 0021), so several processes never send one row at
 *   once; a row gives up at `give_up_at`, a day after it was written or sent again.
 * - `webhook_attempts`: each POST, kept for the deliveries page.
 * The triggers call `record_webhook_event` wherever a booking becomes confirmed or a confirmed one cancelled, a
 * ticket is used, a waitlist entry is offered seats or a registration changes status, so every write path (a
 * grouped hold's single statement included) records its event, and none can forget to.
 */
export const webhooks: SqlMigration = {
  name: '0043_webhooks',
  statements: [
    `create table webhook_endpoints (
      id uuid primary key default gen_random_uuid(),
      user_id uuid not null references users (id) on delete cascade,
      url text not null,
      events text[] not null check (cardinality(events) > 0),
      secret text not null,
      created_at timestamptz not null default now(),
      paused_at timestamptz,
      failing_since timestamptz,
      consecutive_failures integer not null default 0 check (consecutive_failures >= 0)
    )`,
    'create index webhook_endpoints_user_idx on webhook_endpoints (user_id, created_at)',
    `create table webhook_deliveries (
      id uuid primary key default gen_random_uuid(),
      endpoint_id uuid not null references webhook_endpoints (id) on delete cascade,
      type text not null,
      data jsonb not null,
      created_at timestamptz not null default now(),
      status text not null default 'pending' check (status in ('pending', 'delivered', 'failed')),
      attempts integer not null default 0 check (attempts >= 0),
      next_attempt_at timestamptz not null default now(),
      give_up_at timestamptz not null default now() + interval '1 day',
      leased_until timestamptz,
      leased_by text,
      delivered_at timestamptz
    )`,
    `create index webhook_deliveries_due_idx on webhook_deliveries (next_attempt_at)
      where status = 'pending'`,
    'create index webhook_deliveries_endpoint_idx on webhook_deliveries (endpoint_id, created_at desc, id)',
    `create table webhook_attempts (
      id uuid primary key default gen_random_uuid(),
      delivery_id uuid not null references webhook_deliveries (id) on delete cascade,
      attempted_at timestamptz not null default now(),
      status_code integer,
      error text,
      duration_ms integer not null check (duration_ms >= 0),
      succeeded boolean not null
    )`,
    'create index webhook_attempts_delivery_idx on webhook_attempts (delivery_id, attempted_at)',
    `create function record_webhook_event(p_event_id uuid, p_type text, p_data jsonb) returns void
      language plpgsql as $$
    declare written integer;
    begin
      insert into webhook_deliveries (endpoint_id, type, data)
      select w.id, p_type, p_data
      from events e join webhook_endpoints w on w.user_id = e.organiser_id
      where e.id = p_event_id and p_type = any(w.events);
      get diagnostics written = row_count;
      if written > 0 then perform notify_change('h'); end if;
    end $$`,
    `create function webhook_booking_changed() returns trigger language plpgsql as $$
    begin
      if new.status = 'confirmed' and (tg_op = 'INSERT' or old.status <> 'confirmed') then
        perform record_webhook_event(new.event_id, 'booking.confirmed', jsonb_build_object(
          'bookingId', new.id, 'eventId', new.event_id, 'realm', new.realm, 'showId', new.slot_id,
          'seats', new.seats, 'totalCredits', new.total_credits, 'paymentMethod', new.payment_method,
          'status', new.status));
      elsif tg_op = 'UPDATE' and new.status = 'cancelled' and old.status = 'confirmed' then
        perform record_webhook_event(new.event_id, 'booking.cancelled', jsonb_build_object(
          'bookingId', new.id, 'eventId', new.event_id, 'realm', new.realm, 'showId', new.slot_id,
          'seats', new.seats, 'status', new.status, 'paymentStatus', new.payment_status));
      end if;
      return null;
    end $$`,
    `create trigger bookings_webhooks after insert or update of status on bookings
      for each row execute function webhook_booking_changed()`,
    `create function webhook_ticket_used() returns trigger language plpgsql as $$
    declare b record;
    begin
      select id, event_id, realm, slot_id into b from bookings where id = new.booking_id;
      perform record_webhook_event(b.event_id, 'ticket.checked_in', jsonb_build_object(
        'ticketId', new.id, 'bookingId', b.id, 'eventId', b.event_id, 'realm', b.realm, 'showId', b.slot_id,
        'ticketCode', new.code, 'checkedInAt', new.checked_in_at));
      return null;
    end $$`,
    `create trigger tickets_webhooks after update of status on tickets
      for each row when (new.status = 'used' and old.status <> 'used')
      execute function webhook_ticket_used()`,
    `create function webhook_waitlist_offered() returns trigger language plpgsql as $$
    begin
      perform record_webhook_event(new.event_id, 'waitlist.offered', jsonb_build_object(
        'waitlistEntryId', new.id, 'eventId', new.event_id, 'realm', new.realm, 'showId', new.slot_id,
        'seats', new.seats, 'offeredAt', new.offered_at));
      return null;
    end $$`,
    `create trigger waitlist_entries_webhooks after update of status on waitlist_entries
      for each row when (new.status = 'offered' and old.status <> 'offered')
      execute function webhook_waitlist_offered()`,
    `create function webhook_registration_status() returns trigger language plpgsql as $$
    begin
      perform record_webhook_event(new.event_id, 'registration.status_changed', jsonb_build_object(
        'registrationId', new.id, 'eventId', new.event_id, 'realm', new.realm, 'from', old.status,
        'to', new.status));
      return null;
    end $$`,
    `create trigger contestants_webhooks after update of status on contestants
      for each row when (new.status is distinct from old.status)
      execute function webhook_registration_status()`,
  ],
};
