/**
 * Migration 0012, on `bookings`. Never edited once shipped: a change is a new migration (decision 004).
 */
import type { SqlMigration } from '../migrate.js';

/**
 * Bookings: the rules of decision 033 backed by the database, and the Idempotency-Key of `POST …/bookings`.
 * - A used ticket is final: once `checked_in_at` is set, no update may change the booking's status, slot,
 *   payment or check-in (the code refuses first; this catches any path that forgets to ask the table).
 * - A hold sent with an Idempotency-Key remembers it with a hash of its request, unique per user and realm, so a
 *   retry (after a timeout or a 503), on any API process, finds the first hold instead of taking seats again.
 */
export const bookingRules: SqlMigration = {
  name: '0012_booking_rules',
  statements: [
    `create function bookings_used_ticket_final() returns trigger language plpgsql as $$
    begin
      if new.status is distinct from old.status or new.slot_id is distinct from old.slot_id
        or new.paid_credits is distinct from old.paid_credits
        or new.payment_status is distinct from old.payment_status
        or new.checked_in_at is distinct from old.checked_in_at then
        raise exception 'booking % was checked in; a used ticket cannot change', old.id
          using errcode = 'check_violation';
      end if;
      return new;
    end $$`,
    `create trigger bookings_used_ticket_final before update on bookings
      for each row when (old.checked_in_at is not null) execute function bookings_used_ticket_final()`,
    'alter table bookings add column idempotency_key text',
    'alter table bookings add column request_hash text',
    `create unique index bookings_idempotency_idx on bookings (realm, user_id, idempotency_key)
      where idempotency_key is not null`,
  ],
};
