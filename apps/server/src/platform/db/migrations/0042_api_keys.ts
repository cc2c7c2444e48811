/**
 * Migration 0042, on `api_keys` and `admin_audit_log`. Never edited once shipped: a change is a new migration
 * (decision 004).
 */
import type { SqlMigration } from '../migrate.js';

/**
 * Organisers' API keys (decision 090).
 * - `api_keys`: a person's keys, by the SHA-256 of the secret (the secret itself is shown once and never kept),
 *   with the first characters people tell keys apart by (`prefix`), what it may do (`scopes`), when it was last
 *   used (written at most once a minute) and when it was revoked. A revoked key stays for the record.
 * - Revoking announces the key as an ended session is announced (`s:<id>`, migration 0024's function), so every
 *   process forgets it at once; a suspended owner is announced as `u:<id>` already.
 * - The audit log takes the creating and revoking of keys.
 */
export const apiKeys: SqlMigration = {
  name: '0042_api_keys',
  statements: [
    `create table api_keys (
      id uuid primary key,
      user_id uuid not null references users (id) on delete cascade,
      name text not null check (char_length(name) between 1 and 80),
      scopes text[] not null check (cardinality(scopes) > 0
        and scopes <@ array['events:read', 'bookings:read', 'check-in:write', 'exports:read']::text[]),
      key_hash text not null unique,
      prefix text not null,
      created_at timestamptz not null default now(),
      last_used_at timestamptz,
      revoked_at timestamptz
    )`,
    'create index api_keys_live_idx on api_keys (user_id, created_at) where revoked_at is null',
    `create trigger api_keys_revoked_notify after update of revoked_at on api_keys
      for each row when (old.revoked_at is null and new.revoked_at is not null)
      execute function notify_session_ended()`,
    'alter table admin_audit_log drop constraint admin_audit_log_action_check',
    `alter table admin_audit_log add constraint admin_audit_log_action_check
      check (action in ('role.grant', 'role.revoke', 'credits.grant', 'credits.deduct', 'sessions.revoke',
        'user.suspend', 'user.restore', 'user.two_factor_reset', 'payout.reveal', 'api_key.create',
        'api_key.revoke'))`,
  ],
};
