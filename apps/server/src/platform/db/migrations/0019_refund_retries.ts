/**
 * Migration 0019, on `credit_purchases`. Never edited once shipped: a change is a new migration (decision 004).
 */
import type { SqlMigration } from '../migrate.js';

/**
 * A refund to the original payment that the gateway refused or did not answer is retried by a sweep, with
 * backoff, until it is taken or gives up (decision 038, as amended). The purchase row keeps how
 * many times the gateway was asked, when the sweep may ask next, and the last answer; `failed` is a refund the
 * sweep gave up on, for an admin to settle by hand.
 *
 * Refunds already requested become due at once. The sweep finds due refunds through a partial index on exactly
 * those rows, so it stays short however many purchases there are.
 */
export const refundRetries: SqlMigration = {
  name: '0019_refund_retries',
  statements: [
    'alter table credit_purchases drop constraint credit_purchases_refund_status_check',
    `alter table credit_purchases add constraint credit_purchases_refund_status_check
      check (refund_status in ('none', 'requested', 'refunded', 'failed'))`,
    'alter table credit_purchases add column refund_attempts integer not null default 0',
    'alter table credit_purchases add column refund_retry_at timestamptz',
    'alter table credit_purchases add column refund_last_error text',
    `update credit_purchases set refund_retry_at = now()
      where refund_status = 'requested' and status = 'completed'`,
    `create index credit_purchases_refund_due_idx on credit_purchases (refund_retry_at)
      where refund_status = 'requested'`,
  ],
};
