/**
 * Migration 0040, on `mfa_totp`, `mfa_recovery_codes`, `mfa_challenges`, `sessions`. Never edited once shipped: a
 * change is a new migration (decision 004).
 */
import type { SqlMigration } from '../migrate.js';

/**
 * Two-factor sign-in (decision 089).
 * - `mfa_totp`: a person's authenticator app: its base32 secret, when they proved they had it (`confirmed_at`,
 *   null while set up but not confirmed: such a row asks nothing at sign-in) and the last time step a code was
 *   accepted for (`last_step`), so each code is taken once: a code is accepted only by raising it.
 * - `mfa_recovery_codes`: ten per person, only their SHA-256 kept; one is spent by stamping `used_at`.
 * - `mfa_challenges`: a sign-in waiting for its second step, by the SHA-256 of the token handed to the browser:
 *   five minutes, five tries, one completed sign-in (`used_at`).
 * - `sessions.factors`: what the session's sign-in proved: `id_token` (the identity provider's), then `totp` or
 *   `recovery_code`. Roles named in REQUIRE_MFA_FOR follow it, so a change is announced as an ended session is
 *   (`s:<id>`, migration 0024's function), and every process reads the session again.
 */
export const twoFactor: SqlMigration = {
  name: '0040_two_factor',
  statements: [
    `create table mfa_totp (
      user_id uuid primary key references users (id) on delete cascade,
      secret text not null,
      created_at timestamptz not null default now(),
      confirmed_at timestamptz,
      last_step integer
    )`,
    `create table mfa_recovery_codes (
      id uuid primary key,
      user_id uuid not null references users (id) on delete cascade,
      code_hash text not null,
      used_at timestamptz,
      unique (user_id, code_hash)
    )`,
    `create table mfa_challenges (
      token_hash text primary key,
      user_id uuid not null references users (id) on delete cascade,
      created_at timestamptz not null default now(),
      expires_at timestamptz not null,
      attempts integer not null default 0 check (attempts >= 0),
      used_at timestamptz
    )`,
    'create index mfa_challenges_expiry_idx on mfa_challenges (expires_at)',
    `alter table sessions add column factors text[] not null default '{id_token}'`,
    `create trigger sessions_factors_notify after update of factors on sessions
      for each row when (old.factors is distinct from new.factors)
      execute function notify_session_ended()`,
  ],
};
