/**
 * Migration 0015, on `referrals`, `sign_in_traces`. Never edited once shipped: a change is a new migration
 * (decision 004).
 */
import type { SqlMigration } from '../migrate.js';

/**
 * Referral rewards that are hard to farm (decision 015, as amended). A referral pays when the
 * referee completes a gateway payment, not at sign-up (`qualified_at` marks the sign-up bonus as paid); one whose
 * sign-up came from the referrer's own address or device is `flagged` and pays nothing until an admin approves it
 * (or never, if rejected). `sign_in_traces` remembers where each user signed in from, to compare against.
 * Referrals made before this paid their bonus at sign-up, so they count as qualified then.
 */
export const referralReview: SqlMigration = {
  name: '0015_referral_review',
  statements: [
    `alter table referrals
      add column status text not null default 'active' check (status in ('active', 'flagged', 'rejected')),
      add column signup_ip text not null default '',
      add column signup_device text not null default '',
      add column flag_reason text,
      add column qualified_at timestamptz,
      add column reviewed_by uuid references users (id),
      add column reviewed_at timestamptz`,
    'update referrals set qualified_at = created_at',
    "create index referrals_flagged_idx on referrals (created_at) where status = 'flagged'",
    `create table sign_in_traces (
      user_id uuid not null references users (id) on delete cascade,
      client_ip text not null default '',
      device_id text not null default '',
      first_seen_at timestamptz not null default now(),
      last_seen_at timestamptz not null default now(),
      primary key (user_id, client_ip, device_id)
    )`,
  ],
};
