/**
 * Migration 0003, on `ledger_accounts`, `ledger_entries`, `ledger_holds`, `ledger_transactions`. Never edited once
 * shipped: a change is a new migration (decision 004).
 */
import type { SqlMigration } from '../migrate.js';

/**
 * A double-entry credit ledger. Entries are immutable and every transaction sums to zero (checked at
 * commit). A wallet's cached balance is written only by the entry trigger, in the same statement as the
 * entry, and a CHECK keeps it from ever going below zero — whatever the concurrency.
 * System accounts keep no cached balance, so they are never a hot row that serialises everyone.
 */
export const ledger: SqlMigration = {
  name: '0003_ledger',
  statements: [
    `create table ledger_accounts (
      id uuid primary key default gen_random_uuid(),
      code text not null unique,
      kind text not null check (kind in ('wallet', 'system')),
      user_id uuid unique references users (id),
      balance bigint not null default 0,
      created_at timestamptz not null default now(),
      constraint wallet_never_negative check (kind <> 'wallet' or balance >= 0),
      constraint wallet_belongs_to_user check ((kind = 'wallet') = (user_id is not null))
    )`,
    `insert into ledger_accounts (code, kind) values
      ('system:gateway_clearing', 'system'),
      ('system:bonus', 'system'),
      ('system:referral_programme', 'system'),
      ('system:revenue', 'system'),
      ('system:holds', 'system'),
      ('system:encashment_payable', 'system')`,
    `create table ledger_transactions (
      id uuid primary key default gen_random_uuid(),
      idempotency_key text not null unique,
      request_hash text not null,
      kind text not null check (kind in ('purchase', 'spend', 'grant', 'referral', 'hold', 'hold_capture',
        'hold_release', 'refund', 'reversal')),
      description text not null,
      reference_type text,
      reference_id text,
      reverses_id uuid unique references ledger_transactions (id),
      created_by uuid references users (id),
      created_at timestamptz not null default now()
    )`,
    `create table ledger_entries (
      id bigint generated always as identity primary key,
      transaction_id uuid not null references ledger_transactions (id),
      account_id uuid not null references ledger_accounts (id),
      amount bigint not null check (amount <> 0),
      balance_after bigint,
      created_at timestamptz not null default now()
    )`,
    'create index ledger_entries_account_idx on ledger_entries (account_id, id)',
    'create index ledger_entries_transaction_idx on ledger_entries (transaction_id)',
    `create function ledger_refuse_change() returns trigger language plpgsql as $$
    begin
      raise exception 'ledger rows are immutable; post a reversal instead' using errcode = 'P0001';
    end $$`,
    `create trigger ledger_entries_immutable before update or delete on ledger_entries
      for each row execute function ledger_refuse_change()`,
    `create trigger ledger_transactions_immutable before update or delete on ledger_transactions
      for each row execute function ledger_refuse_change()`,
    `create function ledger_apply_entry() returns trigger language plpgsql as $$
    declare
      after_balance bigint;
    begin
      update ledger_accounts set balance = balance + new.amount
        where id = new.account_id and kind = 'wallet'
        returning balance into after_balance;
      new.balance_after := after_balance;
      return new;
    end $$`,
    `create trigger ledger_entries_apply before insert on ledger_entries
      for each row execute function ledger_apply_entry()`,
    `create function ledger_check_balanced() returns trigger language plpgsql as $$
    begin
      if (select sum(amount) from ledger_entries where transaction_id = new.transaction_id) <> 0 then
        raise exception 'ledger transaction % is not balanced', new.transaction_id using errcode = 'P0002';
      end if;
      return null;
    end $$`,
    `create constraint trigger ledger_entries_balanced after insert on ledger_entries
      deferrable initially deferred for each row execute function ledger_check_balanced()`,
    `create table ledger_holds (
      id uuid primary key default gen_random_uuid(),
      account_id uuid not null references ledger_accounts (id),
      amount bigint not null check (amount > 0),
      status text not null default 'pending' check (status in ('pending', 'captured', 'released')),
      hold_transaction_id uuid not null unique references ledger_transactions (id),
      settle_transaction_id uuid unique references ledger_transactions (id),
      reference_type text,
      reference_id text,
      expires_at timestamptz,
      created_at timestamptz not null default now(),
      settled_at timestamptz,
      constraint hold_settled_once check ((status = 'pending') = (settle_transaction_id is null))
    )`,
    "create index ledger_holds_pending_idx on ledger_holds (account_id) where status = 'pending'",
  ],
};
