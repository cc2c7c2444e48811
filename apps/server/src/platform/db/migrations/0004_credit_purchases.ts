/**
 * Migration 0004, on `credit_purchases`, `payment_webhook_events`. Never edited once shipped: a change is a new
 * migration (decision 004).
 */
import type { SqlMigration } from '../migrate.js';

export const creditPurchases: SqlMigration = {
  name: '0004_credit_purchases',
  statements: [
    `create table credit_purchases (
      id uuid primary key default gen_random_uuid(),
      user_id uuid not null references users (id),
      amount_minor bigint not null check (amount_minor > 0),
      currency char(3) not null,
      credits integer not null check (credits > 0),
      status text not null default 'pending' check (status in ('pending', 'completed', 'cancelled', 'failed')),
      gateway text not null check (gateway in ('sandbox', 'razorpay')),
      gateway_order_id text unique,
      payment_id text unique,
      payment_method text,
      payment_url text,
      expires_at timestamptz not null,
      created_at timestamptz not null default now(),
      completed_at timestamptz,
      closed_at timestamptz,
      failure_reason text,
      ledger_transaction_id uuid references ledger_transactions (id),
      refund_status text not null default 'none' check (refund_status in ('none', 'requested', 'refunded')),
      constraint completed_has_payment check (status <> 'completed' or (payment_id is not null
        and ledger_transaction_id is not null and completed_at is not null))
    )`,
    'create index credit_purchases_user_idx on credit_purchases (user_id, created_at desc)',
    `create table payment_webhook_events (
      gateway text not null,
      event_id text not null,
      event_type text not null,
      received_at timestamptz not null default now(),
      primary key (gateway, event_id)
    )`,
  ],
};
