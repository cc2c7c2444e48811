/**
 * Migration 0008, on `ledger_accounts`. Never edited once shipped: a change is a new migration (decision 004).
 */
import type { SqlMigration } from '../migrate.js';

/**
 * A wallet row carries what the balance screen shows, kept by triggers in the same statements that move the
 * credits: what came in by purchase, referral and grant (bonus), and what pending holds reserve. The balance
 * read is then one row instead of an aggregate over every entry the wallet ever had
 * (decision 029).
 * The ledger's invariant check (ledger-invariants.ts) recomputes each total from the entries and holds.
 */
export const walletTotals: SqlMigration = {
  name: '0008_wallet_totals',
  statements: [
    `alter table ledger_accounts
      add column purchased bigint not null default 0,
      add column referral bigint not null default 0,
      add column bonus bigint not null default 0,
      add column held bigint not null default 0,
      add column pending_holds integer not null default 0`,
    // The same lock and statement as before (the wallet row, in entry order); the transaction's kind decides
    // which total the entry also counts towards.
    `create or replace function ledger_apply_entry() returns trigger language plpgsql as $$
    declare
      after_balance bigint;
      entry_kind text;
    begin
      select kind into entry_kind from ledger_transactions where id = new.transaction_id;
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
    `create function ledger_track_hold() returns trigger language plpgsql as $$
    begin
      if tg_op = 'INSERT' and new.status = 'pending' then
        update ledger_accounts set held = held + new.amount, pending_holds = pending_holds + 1
          where id = new.account_id;
      elsif tg_op = 'UPDATE' and old.status = 'pending' and new.status <> 'pending' then
        update ledger_accounts set held = held - old.amount, pending_holds = pending_holds - 1
          where id = old.account_id;
      end if;
      return null;
    end $$`,
    `create trigger ledger_holds_track after insert or update of status on ledger_holds
      for each row execute function ledger_track_hold()`,
    `update ledger_accounts a set
        purchased = totals.purchased, referral = totals.referral, bonus = totals.bonus
      from (
        select e.account_id,
          coalesce(sum(e.amount) filter (where t.kind = 'purchase'), 0) as purchased,
          coalesce(sum(e.amount) filter (where t.kind = 'referral'), 0) as referral,
          coalesce(sum(e.amount) filter (where t.kind = 'grant'), 0) as bonus
        from ledger_entries e join ledger_transactions t on t.id = e.transaction_id
        group by e.account_id
      ) totals
      where a.id = totals.account_id and a.kind = 'wallet'`,
    `update ledger_accounts a set held = pending.held, pending_holds = pending.count
      from (
        select account_id, sum(amount) as held, count(*) as count from ledger_holds
        where status = 'pending' group by account_id
      ) pending
      where a.id = pending.account_id`,
  ],
};
