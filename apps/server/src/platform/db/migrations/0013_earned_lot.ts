/**
 * Migration 0013, on `ledger_accounts`, `ledger_entries`. Never edited once shipped: a change is a new migration
 * (decision 004).
 */
import type { SqlMigration } from '../migrate.js';

/**
 * A wallet keeps its earned credits apart from its bought ones (decision 026, as amended): only
 * earned credits that are still unspent may be encashed, so a card cannot buy credits that leave as cash.
 * `ledger_accounts.earned` is the earned lot (the bought lot is `balance − earned`); each entry records what it
 * moved in that lot (`earned_change`), so a refund or a release can give back exactly what its debit took.
 * The entry trigger decides, under the wallet row's lock, in this order:
 * - referral and grant credits join the earned lot; purchases join the bought lot;
 * - a hold for an encashment request draws on the earned lot only (the CHECK refuses it beyond the lot);
 * - every other debit draws on the bought lot first, then on the earned lot;
 * - a refund, hold release or reversal gives back to the earned lot what the debits it answers (same reference,
 *   or the reversed transaction) took from it and no earlier give-back returned; the rest is bought;
 * - a reversal that takes credits back takes from the earned lot what the reversed transaction put there.
 * The back-fill replays every wallet's history under the same rules.
 */
export const earnedLot: SqlMigration = {
  name: '0013_earned_lot',
  statements: [
    'alter table ledger_accounts add column earned bigint not null default 0',
    'alter table ledger_entries add column earned_change bigint not null default 0',
    `create function ledger_earned_change(wallet uuid, entry_kind text, ref_type text, ref_id text,
        reverses uuid, amount bigint, balance bigint, earned bigint) returns bigint
      language plpgsql stable as $$
    declare
      owed bigint := 0;
      taken bigint;
    begin
      if entry_kind in ('refund', 'hold_release', 'reversal') then
        -- What the answered debits took from the earned lot, less what earlier give-backs returned.
        select coalesce(sum(e.earned_change), 0) into owed
          from ledger_entries e join ledger_transactions t on t.id = e.transaction_id
          where e.account_id = wallet
            and (t.id = reverses
              or (ref_type is not null and t.reference_type = ref_type and t.reference_id = ref_id
                and t.kind in ('spend', 'hold', 'refund', 'hold_release', 'reversal')));
      end if;
      if amount > 0 then
        return case
          when entry_kind in ('referral', 'grant') then amount
          when entry_kind in ('refund', 'hold_release', 'reversal') then least(amount, greatest(0, -owed))
          else 0
        end;
      end if;
      if entry_kind = 'hold' and ref_type = 'encashment' then
        return amount;
      end if;
      taken := 0;
      if entry_kind = 'reversal' then
        taken := least(-amount, greatest(0, owed), earned);
      end if;
      -- Bought first: the earned lot shrinks only when the bought lot (balance − earned) is used up. Never below
      -- zero, so a debit beyond the balance is refused by wallet_never_negative, as before this migration.
      return greatest(0, least(earned - taken, balance + amount)) - earned;
    end $$`,
    `create or replace function ledger_apply_entry() returns trigger language plpgsql as $$
    declare
      tx record;
      wallet record;
      change bigint;
    begin
      select kind, reference_type, reference_id, reverses_id into tx
        from ledger_transactions where id = new.transaction_id;
      new.kind := tx.kind;
      -- The same row lock the update below always took, now taken first so the lots are read under it.
      select balance, earned into wallet from ledger_accounts
        where id = new.account_id and kind = 'wallet' for no key update;
      if not found then
        return new;
      end if;
      change := ledger_earned_change(new.account_id, tx.kind, tx.reference_type, tx.reference_id,
        tx.reverses_id, new.amount, wallet.balance, wallet.earned);
      new.earned_change := change;
      update ledger_accounts set
          balance = balance + new.amount,
          earned = earned + change,
          purchased = purchased + case when tx.kind = 'purchase' then new.amount else 0 end,
          referral = referral + case when tx.kind = 'referral' then new.amount else 0 end,
          bonus = bonus + case when tx.kind = 'grant' then new.amount else 0 end
        where id = new.account_id
        returning balance into new.balance_after;
      return new;
    end $$`,
    // Entries are immutable to everyone but this one-time back-fill.
    'alter table ledger_entries disable trigger ledger_entries_immutable',
    `do $$
    declare
      wallet record;
      entry record;
      running_balance bigint;
      running_earned bigint;
      change bigint;
    begin
      for wallet in select id from ledger_accounts where kind = 'wallet' loop
        running_balance := 0;
        running_earned := 0;
        for entry in
          select e.id, e.amount, t.kind, t.reference_type, t.reference_id, t.reverses_id
          from ledger_entries e join ledger_transactions t on t.id = e.transaction_id
          where e.account_id = wallet.id order by e.id
        loop
          change := ledger_earned_change(wallet.id, entry.kind, entry.reference_type, entry.reference_id,
            entry.reverses_id, entry.amount, running_balance, running_earned);
          -- An encashment the old rule let draw on spent earnings takes what was left of the lot.
          change := greatest(change, -running_earned);
          if change <> 0 then
            update ledger_entries set earned_change = change where id = entry.id;
          end if;
          running_balance := running_balance + entry.amount;
          running_earned := running_earned + change;
        end loop;
        update ledger_accounts set earned = running_earned where id = wallet.id and earned <> running_earned;
      end loop;
    end $$`,
    'alter table ledger_entries enable trigger ledger_entries_immutable',
    // Within the balance, except where the balance itself is being refused (wallet_never_negative says so).
    `alter table ledger_accounts add constraint wallet_earned_unspent
      check (earned >= 0 and (earned <= balance or balance < 0))`,
  ],
};
