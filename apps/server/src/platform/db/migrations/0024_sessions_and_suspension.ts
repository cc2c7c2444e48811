/**
 * Migration 0024, on `sessions`, `users`. Never edited once shipped: a change is a new migration (decision 004).
 */
import type { SqlMigration } from '../migrate.js';

/**
 * Sessions an admin can list and end, and suspended accounts (decision 047).
 * - `sessions`: one row per sign-in; every token of the session's renewal chain carries its id (`sid`). A token
 *   is honoured only while its row has no `ended_at`, so ending the row ends the whole chain at once.
 *   `ended_reason` says who ended it: the user (`signed-out`), an admin (`revoked`), or a suspension.
 * - `users.suspended_at`/`suspended_reason`: a suspended user cannot sign in or renew, and their sessions end.
 * - `users.sessions_ended_at`: when an admin last ended all of the user's sessions (or suspended them). Tokens
 *   issued before this migration carry no `sid`; they are refused if issued before this moment.
 * Ending a session announces `s:<session id>` and a suspension `u:<user id>` on the change channel of migration
 * 0010, after commit, so every process forgets the signed-in user it remembered.
 */
export const sessionsAndSuspension: SqlMigration = {
  name: '0024_sessions_and_suspension',
  statements: [
    `create table sessions (
      id uuid primary key,
      user_id uuid not null references users (id) on delete cascade,
      signed_in_at timestamptz not null default now(),
      last_seen_at timestamptz not null default now(),
      client_ip text,
      user_agent text,
      ended_at timestamptz,
      ended_reason text check (ended_reason in ('signed-out', 'revoked', 'suspended')),
      check ((ended_at is null) = (ended_reason is null))
    )`,
    'create index sessions_user_recent_idx on sessions (user_id, signed_in_at desc, id desc)',
    'alter table users add column suspended_at timestamptz',
    'alter table users add column suspended_reason text',
    'alter table users add column sessions_ended_at timestamptz',
    `create function notify_session_ended() returns trigger language plpgsql as $$
    begin
      perform notify_change('s:' || new.id);
      return null;
    end $$`,
    `create trigger sessions_ended_notify after update of ended_at on sessions
      for each row when (old.ended_at is null and new.ended_at is not null)
      execute function notify_session_ended()`,
    `create trigger users_suspension_notify after update of suspended_at, sessions_ended_at on users
      for each row when (old.suspended_at is distinct from new.suspended_at
        or old.sessions_ended_at is distinct from new.sessions_ended_at)
      execute function notify_user_changed()`,
  ],
};
