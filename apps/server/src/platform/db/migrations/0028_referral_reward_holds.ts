/**
 * Migration 0028, on `referral_debts`, `referral_rewards`. Never edited once shipped: a change is a new migration
 * (decision 004).
 */
import type { SqlMigration } from '../migrate.js';

/**
 * A referral reward follows the money it rewards (decision 051): it waits as a row here, pending, while the
 * referee's payment can still be refunded, and reaches the referrer's wallet (a `referral` ledger transaction) only
 * when released; a refund reverses it, wholly or in proportion. `recovered` is what a release kept back to pay what
 * the referrer owes (`referral_debts`: a released reward reversed after it was spent). Rewards paid before this
 * migration are recorded as released, each with its ledger transaction, so the month's cap and a later refund see
 * them.
 */
export const referralRewardHolds: SqlMigration = {
  name: '0028_referral_reward_holds',
  statements: [
    `create table referral_rewards (
      id uuid primary key default gen_random_uuid(),
      referrer_id uuid not null references users (id),
      referee_id uuid not null references users (id),
      purchase_id uuid references credit_purchases (id),
      bonus integer not null default 0 check (bonus >= 0),
      share integer not null default 0 check (share >= 0),
      reversed integer not null default 0 check (reversed >= 0),
      recovered integer not null default 0 check (recovered >= 0),
      status text not null default 'pending' check (status in ('pending', 'released', 'reversed')),
      release_at timestamptz not null,
      created_at timestamptz not null default now(),
      settled_at timestamptz,
      transaction_id uuid references ledger_transactions (id),
      unique (purchase_id)
    )`,
    "create index referral_rewards_due_idx on referral_rewards (release_at) where status = 'pending'",
    'create index referral_rewards_referrer_idx on referral_rewards (referrer_id, created_at)',
    // The balance answer carries the pending rewards, so a change to them forgets it like a wallet change does (0010).
    `create function notify_referral_reward_changed() returns trigger language plpgsql as $$
    begin
      perform notify_change('w:' || new.referrer_id);
      return null;
    end $$`,
    `create trigger referral_rewards_notify after insert or update on referral_rewards
      for each row execute function notify_referral_reward_changed()`,
    `create table referral_debts (
      referrer_id uuid primary key references users (id),
      credits integer not null check (credits >= 0)
    )`,
    `insert into referral_rewards (referrer_id, referee_id, purchase_id, bonus, share, status, release_at,
        created_at, settled_at, transaction_id)
      select a.user_id, t.reference_id::uuid,
        case when t.idempotency_key like 'referral:purchase:%'
          then substr(t.idempotency_key, length('referral:purchase:') + 1)::uuid end,
        case when t.idempotency_key like 'referral:purchase:%' then 0 else e.amount end,
        case when t.idempotency_key like 'referral:purchase:%' then e.amount else 0 end,
        'released', t.created_at, t.created_at, t.created_at, t.id
      from ledger_transactions t
      join ledger_entries e on e.transaction_id = t.id
      join ledger_accounts a on a.id = e.account_id and a.kind = 'wallet'
      where t.kind = 'referral' and t.reference_type = 'referee'`,
  ],
};
