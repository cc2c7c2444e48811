/**
 * Migration 0020, on `payment_refunds`. Never edited once shipped: a change is a new migration (decision 004).
 */
import type { SqlMigration } from '../migrate.js';

/**
 * A payment the purchase can no longer take (it arrived after the hold or the purchase lapsed, for a withdrawn
 * competition or a cancelled event, or it is a second payment for a paid purchase) goes back to the payer, and is
 * retried by the refund sweep like a cancelled booking's refund (decision 038, late and duplicate payments). The
 * purchase row keeps only its own payment, so each such payment gets a row of its own: what the gateway must be
 * asked (payment, amount, currency, why) and the retry state. One row per payment of a gateway: the browser's
 * return and the webhook reporting the same payment ask for one refund.
 */
export const paymentRefunds: SqlMigration = {
  name: '0020_payment_refunds',
  statements: [
    `create table payment_refunds (
      id uuid primary key default gen_random_uuid(),
      purchase_id uuid not null references credit_purchases (id),
      gateway text not null check (gateway in ('sandbox', 'razorpay')),
      payment_id text not null,
      amount_minor bigint not null check (amount_minor > 0),
      currency char(3) not null,
      reason text not null,
      status text not null default 'requested' check (status in ('requested', 'refunded', 'failed')),
      attempts integer not null default 0,
      retry_at timestamptz,
      last_error text,
      created_at timestamptz not null default now(),
      refunded_at timestamptz,
      unique (gateway, payment_id)
    )`,
    'create index payment_refunds_purchase_idx on payment_refunds (purchase_id)',
    "create index payment_refunds_due_idx on payment_refunds (retry_at) where status = 'requested'",
  ],
};
