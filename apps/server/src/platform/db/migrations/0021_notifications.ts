/**
 * Migration 0021, on `kept_emails`, `notification_emails`, `notification_preferences`, `notifications`. Never
 * edited once shipped: a change is a new migration (decision 004).
 */
import type { SqlMigration } from '../migrate.js';

/**
 * Notifications and their email outbox (decision 041).
 * - `notifications`: what a user is told, written in the transaction of the change it reports, so a committed
 *   change always notifies and a rolled-back one never does. `once_key` makes "told once" a constraint: a retry
 *   or a second path to the same fact finds the row already there.
 * - `notification_emails`: the outbox. A row per email still to send; a worker claims due rows with a lease
 *   (`leased_until`, `leased_by`), so with several processes each row has one sender at a time, and a row
 *   whose sender died is claimed again once its lease lapses. `message_id` is fixed when the row is written:
 *   a resend after a crash carries the same Message-ID, so mail clients fold a duplicate.
 * - `kept_emails`: without `SMTP_URL` the worker keeps the rendered message here instead of sending it; the
 *   development mailbox shows them.
 * - `notification_preferences`: a row only where a user turned a kind's email off (or back on).
 * Triggers announce `n:<user id>` when a user's notifications change (their unread count) and `o` when the
 * outbox has new work, on the change channel of migration 0010.
 */
export const notifications: SqlMigration = {
  name: '0021_notifications',
  statements: [
    `create table notifications (
      id uuid primary key default gen_random_uuid(),
      user_id uuid not null references users (id) on delete cascade,
      kind text not null,
      title text not null,
      body text not null,
      link text,
      details jsonb not null default '{}'::jsonb,
      once_key text,
      created_at timestamptz not null default now(),
      read_at timestamptz
    )`,
    'create unique index notifications_once_idx on notifications (user_id, once_key) where once_key is not null',
    'create index notifications_recent_idx on notifications (user_id, created_at desc, id desc)',
    'create index notifications_unread_idx on notifications (user_id) where read_at is null',
    `create table notification_emails (
      id uuid primary key default gen_random_uuid(),
      notification_id uuid not null unique references notifications (id) on delete cascade,
      status text not null default 'pending' check (status in ('pending', 'sent', 'kept', 'failed')),
      message_id text not null unique,
      attempts integer not null default 0 check (attempts >= 0),
      next_attempt_at timestamptz not null default now(),
      leased_until timestamptz,
      leased_by text,
      last_error text,
      sent_at timestamptz,
      created_at timestamptz not null default now()
    )`,
    `create index notification_emails_due_idx on notification_emails (next_attempt_at)
      where status = 'pending'`,
    `create table kept_emails (
      id uuid primary key default gen_random_uuid(),
      email_id uuid not null unique references notification_emails (id) on delete cascade,
      kind text not null,
      from_address text not null,
      to_address text not null,
      subject text not null,
      text_body text not null,
      html_body text not null,
      message_id text not null,
      attachments jsonb not null default '[]'::jsonb,
      kept_at timestamptz not null default now()
    )`,
    'create index kept_emails_recent_idx on kept_emails (kept_at desc, id desc)',
    `create table notification_preferences (
      user_id uuid not null references users (id) on delete cascade,
      kind text not null,
      email boolean not null,
      updated_at timestamptz not null default now(),
      primary key (user_id, kind)
    )`,
    `create function notify_notifications_changed() returns trigger language plpgsql as $$
    begin
      perform notify_change('n:' || coalesce(new.user_id, old.user_id));
      return null;
    end $$`,
    `create trigger notifications_notify after insert or update of read_at or delete on notifications
      for each row execute function notify_notifications_changed()`,
    `create function notify_outbox_work() returns trigger language plpgsql as $$
    begin
      perform notify_change('o');
      return null;
    end $$`,
    `create trigger notification_emails_notify after insert on notification_emails
      for each statement execute function notify_outbox_work()`,
  ],
};
