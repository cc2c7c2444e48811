/**
 * Migration 0007, on `encashment_requests`, `job_application_events`, `job_applications`, `job_openings`. Never
 * edited once shipped: a change is a new migration (decision 004).
 */
import type { SqlMigration } from '../migrate.js';

export const jobsAndEncashment: SqlMigration = {
  name: '0007_jobs_and_encashment',
  statements: [
    `create table job_openings (
      id uuid primary key default gen_random_uuid(),
      title text not null,
      department text not null,
      location text not null,
      category text not null,
      description text not null,
      closes_on date not null,
      status text not null default 'open' check (status in ('open', 'closed')),
      fee_credits integer not null default 0 check (fee_credits >= 0),
      questions text[] not null default '{}',
      created_by uuid references users (id),
      created_at timestamptz not null default now(),
      closed_at timestamptz
    )`,
    `create table job_applications (
      id uuid primary key default gen_random_uuid(),
      opening_id uuid not null references job_openings (id),
      user_id uuid not null references users (id),
      cover_note text not null,
      experience_years integer not null check (experience_years >= 0),
      links text[] not null default '{}',
      answers text[] not null default '{}',
      status text not null default 'PENDING' check (status in ('PENDING', 'UNDER_REVIEW', 'APPROVED', 'REJECTED')),
      fee_credits integer not null default 0,
      payment_status text not null default 'PENDING' check (payment_status in ('PENDING', 'COMPLETED', 'FAILED')),
      payment_transaction_id uuid references ledger_transactions (id),
      purchase_id uuid references credit_purchases (id),
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    )`,
    "create unique index job_applications_one_live on job_applications (opening_id, user_id) where status <> 'REJECTED'",
    'create index job_applications_user_idx on job_applications (user_id, created_at desc)',
    `create table job_application_events (
      id bigint generated always as identity primary key,
      application_id uuid not null references job_applications (id),
      from_status text,
      to_status text not null,
      notes text,
      changed_by uuid references users (id),
      changed_at timestamptz not null default now()
    )`,
    `create table encashment_requests (
      id uuid primary key default gen_random_uuid(),
      user_id uuid not null references users (id),
      credits integer not null check (credits > 0),
      amount_minor bigint not null check (amount_minor > 0),
      payout_method text not null check (payout_method in ('bank_transfer', 'upi')),
      payout_to text not null,
      status text not null default 'pending' check (status in ('pending', 'approved', 'rejected', 'paid', 'cancelled')),
      hold_id uuid not null unique references ledger_holds (id),
      idempotency_key text not null,
      rejection_reason text,
      payout_reference text,
      reviewed_by uuid references users (id),
      reviewed_at timestamptz,
      paid_at timestamptz,
      created_at timestamptz not null default now(),
      unique (user_id, idempotency_key)
    )`,
    'create index encashment_requests_user_idx on encashment_requests (user_id, created_at desc)',
  ],
};
