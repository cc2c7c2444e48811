/**
 * Migration 0009, on `ledger_entries`. Never edited once shipped: a change is a new migration (decision 004).
 */
import type { SqlMigration } from '../migrate.js';

/**
 * Dashboard and referral statistics that stay fast however long a user's history grows (the
 * dashboard, decision 027): each entry carries its transaction's kind, so a wallet's referral entries are one index
 * range instead of every entry it ever had; transactions are indexed by what they refer to; activity is indexed
 * by kind and by module. The entry trigger
 * copies the kind (the application never writes it); the ledger invariant check compares the two.
 */
export const statsIndexes: SqlMigration = {
  name: '0009_stats_indexes',
  statements: [
    'alter table ledger_entries add column kind text',
    // Entries are immutable to everyone but this one-time back-fill.
    'alter table ledger_entries disable trigger ledger_entries_immutable',
    'update ledger_entries e set kind = t.kind from ledger_transactions t where t.id = e.transaction_id',
    'alter table ledger_entries enable trigger ledger_entries_immutable',
    `create or replace function ledger_apply_entry() returns trigger language plpgsql as $$
    declare
      after_balance bigint;
      entry_kind text;
    begin
      select kind into entry_kind from ledger_transactions where id = new.transaction_id;
      new.kind := entry_kind;
      update ledger_accounts set
          balance = balance + new.amount,
          purchased = purchased + case when entry_kind = 'purchase' then new.amount else 0 end,
          referral = referral + case when entry_kind = 'referral' then new.amount else 0 end,
          bonus = bonus + case when entry_kind = 'grant' then new.amount else 0 end
        where id = new.account_id and kind = 'wallet'
        returning balance into after_balance;
      new.balance_after := after_balance;
      return new;
    end $$`,
    // Checked after the BEFORE trigger has filled it in.
    'alter table ledger_entries alter column kind set not null',
    'create index ledger_entries_account_kind_idx on ledger_entries (account_id, kind, created_at)',
    'create index activity_events_user_kind_idx on activity_events (user_id, kind)',
    // A referee's earnings (referral stats) and a record's ledger movements are found by their reference.
    'create index ledger_transactions_reference_idx on ledger_transactions (reference_type, reference_id)',
    'create index activity_events_user_module_idx on activity_events (user_id, module_id) where module_id is not null',
  ],
};
