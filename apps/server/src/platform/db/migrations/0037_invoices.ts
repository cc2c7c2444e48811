/**
 * Migration 0037, on GST invoices and credit notes. Never edited once shipped: a change is a new migration
 * (decision 004).
 */
import type { SqlMigration } from '../migrate.js';

/**
 * Decision 079: every payment for a booking, an entry fee or a job fee issues a tax document in the payment's
 * transaction, and every refund a credit note in the refund's.
 * - `tax_profiles`: an organiser's GST registration, the supplier of the events they run.
 * - `events.tax_category`: which row of the tax table admission to the event falls under.
 * - `invoice_series`: the last number of each series (one per supplier, kind of document and financial year),
 *   taken by one conditional upsert under its row lock, so numbers are consecutive with no gap and no repeat.
 * - `invoices` with `invoice_lines`: every document as issued (supplier, recipient and rates copied at the moment
 *   of sale, never recomputed). `source_key` is the ledger key of the payment or refund that issued it, unique, so
 *   a retried payment or refund issues its document once; a credit note names its invoice.
 */
export const invoices: SqlMigration = {
  name: '0037_invoices',
  statements: [
    `create table tax_profiles (
      user_id uuid primary key references users (id),
      legal_name text not null,
      gstin char(15) not null,
      address text not null,
      state_code char(2) not null,
      updated_at timestamptz not null default now()
    )`,
    `alter table events add column tax_category text not null default 'admission'
      check (tax_category in ('admission', 'admission-premium-sport'))`,
    `create table invoice_series (
      supplier_key text not null,
      series text not null check (series in ('invoice', 'credit-note', 'receipt')),
      financial_year char(5) not null,
      last_number integer not null check (last_number > 0),
      primary key (supplier_key, series, financial_year)
    )`,
    `create table invoices (
      id uuid primary key default gen_random_uuid(),
      number text not null check (char_length(number) <= 16),
      series text not null check (series in ('invoice', 'credit-note', 'receipt')),
      kind text not null check (kind in ('tax-invoice', 'bill-of-supply', 'receipt', 'credit-note')),
      supplier_key text not null,
      financial_year char(5) not null,
      subject_type text not null check (subject_type in ('booking', 'contestant', 'job-application')),
      subject_id uuid not null,
      invoice_id uuid references invoices (id),
      source_key text not null unique,
      supplier jsonb not null,
      recipient jsonb not null,
      place_of_supply char(2) not null,
      total_paise bigint not null check (total_paise >= 0),
      issued_at timestamptz not null default now(),
      unique (supplier_key, series, financial_year, number),
      check ((kind = 'credit-note') = (invoice_id is not null))
    )`,
    'create index invoices_subject_idx on invoices (subject_type, subject_id)',
    'create index invoices_supplier_issued_idx on invoices (supplier_key, issued_at)',
    `create table invoice_lines (
      invoice_id uuid not null references invoices (id),
      position integer not null,
      description text not null,
      sac text not null,
      tax_category text not null,
      quantity integer not null check (quantity > 0),
      unit_price_paise bigint not null,
      taxable_paise bigint not null,
      cgst_rate numeric(5, 2) not null default 0,
      cgst_paise bigint not null default 0,
      sgst_rate numeric(5, 2) not null default 0,
      sgst_paise bigint not null default 0,
      igst_rate numeric(5, 2) not null default 0,
      igst_paise bigint not null default 0,
      total_paise bigint not null,
      ticket_id uuid references tickets (id),
      primary key (invoice_id, position),
      check (taxable_paise + cgst_paise + sgst_paise + igst_paise = total_paise)
    )`,
  ],
};
