/**
 * Migration 0001, on `app_meta`, `revoked_tokens`, `signing_keys`, `users`. Never edited once shipped: a change is
 * a new migration (decision 004).
 */
import type { SqlMigration } from '../migrate.js';

export const identity: SqlMigration = {
  name: '0001_identity',
  statements: [
    `create table users (
      id uuid primary key default gen_random_uuid(),
      issuer text not null,
      subject text not null,
      email text not null,
      email_verified boolean not null default false,
      name text not null,
      avatar_url text,
      granted_roles text[] not null default '{}',
      country char(2) not null default 'IN',
      created_at timestamptz not null default now(),
      last_sign_in_at timestamptz,
      constraint users_identity_unique unique (issuer, subject),
      constraint users_granted_roles_known check (granted_roles <@ array['employee', 'admin']::text[])
    )`,
    'create index users_email_idx on users (lower(email))',
    `create table revoked_tokens (
      jti uuid primary key,
      user_id uuid not null references users (id) on delete cascade,
      expires_at timestamptz not null,
      revoked_at timestamptz not null default now()
    )`,
    'create index revoked_tokens_expiry_idx on revoked_tokens (expires_at)',
    `create table signing_keys (
      name text primary key,
      material jsonb not null,
      created_at timestamptz not null default now()
    )`,
    `create table app_meta (
      key text primary key,
      value jsonb not null,
      updated_at timestamptz not null default now()
    )`,
  ],
};
