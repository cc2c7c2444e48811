/**
 * Migration 0005, on `activity_events`, `favorite_settings`, `favorites`, `module_backings`,
 * `module_launch_alerts`, `referral_clicks`, `referral_codes`, `referral_shares`, `referrals`, `users`. Never
 * edited once shipped: a change is a new migration (decision 004).
 */
import type { SqlMigration } from '../migrate.js';

/** Location on the user, the activity log, favourites, module backing and launch alerts, referrals. */
export const dashboard: SqlMigration = {
  name: '0005_dashboard',
  statements: [
    `alter table users
      add column region text not null default '',
      add column city text not null default '',
      add column latlng text,
      add column locality text,
      add column location_source text not null default 'ip' check (location_source in ('ip', 'gps', 'manual')),
      add column location_updated_at timestamptz`,
    `create table activity_events (
      id bigint generated always as identity primary key,
      user_id uuid not null references users (id) on delete cascade,
      kind text not null,
      title text not null,
      module_id text references modules (id),
      reference text,
      created_at timestamptz not null default now()
    )`,
    'create index activity_events_user_idx on activity_events (user_id, id desc)',
    `create table favorites (
      user_id uuid not null references users (id) on delete cascade,
      module_id text not null references modules (id),
      position integer not null,
      added_at timestamptz not null default now(),
      primary key (user_id, module_id)
    )`,
    `create table favorite_settings (
      user_id uuid primary key references users (id) on delete cascade,
      show_favorites_at_top boolean not null default true,
      enable_quick_launch boolean not null default true,
      hide_non_favorites boolean not null default false,
      updated_at timestamptz not null default now()
    )`,
    `create table module_launch_alerts (
      user_id uuid not null references users (id) on delete cascade,
      module_id text not null references modules (id),
      created_at timestamptz not null default now(),
      primary key (user_id, module_id)
    )`,
    `create table module_backings (
      id uuid primary key default gen_random_uuid(),
      user_id uuid not null references users (id),
      module_id text not null references modules (id),
      credits integer not null check (credits > 0),
      ledger_transaction_id uuid not null unique references ledger_transactions (id),
      created_at timestamptz not null default now()
    )`,
    'create index module_backings_module_idx on module_backings (module_id)',
    `create table referral_codes (
      user_id uuid primary key references users (id) on delete cascade,
      code text not null unique,
      created_at timestamptz not null default now()
    )`,
    `create table referral_shares (
      id uuid primary key default gen_random_uuid(),
      user_id uuid not null references users (id) on delete cascade,
      platform text not null,
      created_at timestamptz not null default now()
    )`,
    'create index referral_shares_user_idx on referral_shares (user_id, created_at desc)',
    `create table referral_clicks (
      id bigint generated always as identity primary key,
      code text not null references referral_codes (code),
      share_id uuid,
      clicked_at timestamptz not null default now()
    )`,
    'create index referral_clicks_code_idx on referral_clicks (code)',
    `create table referrals (
      referee_id uuid primary key references users (id) on delete cascade,
      referrer_id uuid not null references users (id) on delete cascade,
      code text not null,
      created_at timestamptz not null default now(),
      constraint referrals_not_self check (referee_id <> referrer_id)
    )`,
    'create index referrals_referrer_idx on referrals (referrer_id, created_at desc)',
  ],
};
