/**
 * Migration 0044, on `mfa_passkeys`, `mfa_passkey_challenges`. Never edited once shipped: a change is a new
 * migration (decision 004).
 */
import type { SqlMigration } from '../migrate.js';

/**
 * Passkeys as a second factor (decision 092).
 * - `mfa_passkeys`: a person's WebAuthn credentials: the credential id and COSE public key (base64url, as
 *   `@simplewebauthn/server` hands them over), the signature counter last accepted (raised by each sign-in, so a
 *   cloned authenticator replaying an older count is refused), the transports its browser reported and the name
 *   the person gave it. A credential id belongs to one person.
 * - `mfa_passkey_challenges`: a WebAuthn challenge handed out and not yet answered: whose, for what (adding a
 *   passkey, a sign-in's second step tied to its mfaToken, or a proof while signed in) and until when. Any process
 *   finishes what another began; an answer deletes its row, so a challenge is answered once.
 * - A passkey added or removed announces the person (`u:<id>`, migration 0010's function), like a change of their
 *   sessions' factors does for the session (migration 0040).
 */
export const passkeys: SqlMigration = {
  name: '0044_passkeys',
  statements: [
    `create table mfa_passkeys (
      id uuid primary key,
      user_id uuid not null references users (id) on delete cascade,
      credential_id text not null unique,
      public_key text not null,
      counter bigint not null default 0 check (counter >= 0),
      transports text[] not null default '{}',
      name text not null check (length(name) between 1 and 60),
      created_at timestamptz not null default now(),
      last_used_at timestamptz
    )`,
    'create index mfa_passkeys_user_idx on mfa_passkeys (user_id, created_at)',
    `create table mfa_passkey_challenges (
      challenge text primary key,
      user_id uuid not null references users (id) on delete cascade,
      purpose text not null check (purpose in ('register', 'sign-in', 'proof')),
      mfa_token_hash text,
      expires_at timestamptz not null,
      check ((purpose = 'sign-in') = (mfa_token_hash is not null))
    )`,
    'create index mfa_passkey_challenges_expiry_idx on mfa_passkey_challenges (expires_at)',
    `create function notify_passkeys_changed() returns trigger language plpgsql as $$
    begin
      perform notify_change('u:' || coalesce(new.user_id, old.user_id));
      return null;
    end $$`,
    `create trigger mfa_passkeys_notify after insert or delete on mfa_passkeys
      for each row execute function notify_passkeys_changed()`,
  ],
};
