/**
 * Migration 0010, triggers announcing changes to every process (decision 031). Never edited once shipped: a change
 * is a new migration (decision 004).
 */
import type { SqlMigration } from '../migrate.js';

/**
 * Every API process keeps a few answers in memory (sessions, wallet balances, the events list) and must forget
 * one the moment the database changes it, whichever process made the change. These triggers say so with
 * NOTIFY, delivered after commit to every listening process (platform/db/change-feed.ts). The channel carries
 * the schema's name, so test and bench runs that share one database each hear only their own changes.
 * Payloads: `s:<jti>` a session was signed out, `u:<user id>` a user's roles or e-mail changed,
 * `w:<user id>` a wallet's balance, totals or holds changed, `c` the events catalogue changed (events, slots, venues, districts).
 */
export const changeNotifications: SqlMigration = {
  name: '0010_change_notifications',
  statements: [
    `create function notify_change(payload text) returns void language sql as $$
      select pg_notify('engagex_changes_' || current_schema(), payload)
    $$`,
    `create function notify_session_revoked() returns trigger language plpgsql as $$
    begin
      perform notify_change('s:' || new.jti);
      return null;
    end $$`,
    `create trigger revoked_tokens_notify after insert on revoked_tokens
      for each row execute function notify_session_revoked()`,
    `create function notify_user_changed() returns trigger language plpgsql as $$
    begin
      perform notify_change('u:' || coalesce(new.id, old.id));
      return null;
    end $$`,
    `create trigger users_notify after update of email, email_verified, granted_roles on users
      for each row when (old.email is distinct from new.email
        or old.email_verified is distinct from new.email_verified
        or old.granted_roles is distinct from new.granted_roles)
      execute function notify_user_changed()`,
    `create trigger users_delete_notify after delete on users
      for each row execute function notify_user_changed()`,
    `create function notify_wallet_changed() returns trigger language plpgsql as $$
    begin
      perform notify_change('w:' || new.user_id);
      return null;
    end $$`,
    `create trigger wallets_notify after insert or update on ledger_accounts
      for each row when (new.kind = 'wallet' and new.user_id is not null)
      execute function notify_wallet_changed()`,
    // Statement-level: one notice however many rows a statement touched (NOTIFY also folds repeats per transaction).
    `create function notify_catalogue_changed() returns trigger language plpgsql as $$
    begin
      perform notify_change('c');
      return null;
    end $$`,
    ...['events', 'venues', 'districts', 'district_borders'].map(
      (table) => `create trigger ${table}_notify after insert or update or delete or truncate on ${table}
        for each statement execute function notify_catalogue_changed()`,
    ),
    // Not seats_taken: every hold and cancel moves it, and announcing each would cost the hottest path a notice
    // per commit. Lists show seats left as of a few seconds ago (their cache's time limit); the event page and
    // the hold itself read the slot.
    `create trigger event_slots_notify after insert or update of event_id, starts_at, ends_at, capacity
      or delete or truncate on event_slots
      for each statement execute function notify_catalogue_changed()`,
  ],
};
