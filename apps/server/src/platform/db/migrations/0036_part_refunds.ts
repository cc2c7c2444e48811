/**
 * Migration 0036, on `part_refunds`. Never edited once shipped: a change is a new migration (decision 004).
 */
import type { SqlMigration } from '../migrate.js';

/**
 * Cancelling some tickets of a booking paid by card sends their share back to the card (decision 078, amending
 * 038). The purchase row keeps one refund of its own (`refund_status`), and `payment_refunds` one per payment, so
 * each partial refund gets a row: the credits and money it sends back, the key that names it to the ledger and to
 * the gateway (unique, so a retried cancel records it once), and the retry state the refund sweep reads.
 */
export const partRefunds: SqlMigration = {
  name: '0036_part_refunds',
  statements: [
    `create table part_refunds (
      id uuid primary key default gen_random_uuid(),
      purchase_id uuid not null references credit_purchases (id),
      refund_key text not null unique,
      payment_id text not null,
      credits integer not null check (credits > 0),
      amount_minor bigint not null check (amount_minor >= 0),
      currency char(3) not null,
      reason text not null,
      status text not null default 'requested' check (status in ('requested', 'refunded', 'failed')),
      attempts integer not null default 0,
      retry_at timestamptz,
      last_error text,
      created_at timestamptz not null default now(),
      refunded_at timestamptz
    )`,
    'create index part_refunds_purchase_idx on part_refunds (purchase_id)',
    "create index part_refunds_due_idx on part_refunds (retry_at) where status = 'requested'",
  ],
};
