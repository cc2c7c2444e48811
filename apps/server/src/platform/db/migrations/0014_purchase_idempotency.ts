/**
 * Migration 0014, on `credit_purchases`. Never edited once shipped: a change is a new migration (decision 004).
 */
import type { SqlMigration } from '../migrate.js';

/**
 * The Idempotency-Key of `POST /cps/credit-purchase/initiate`: a purchase opened with a key remembers it with a
 * hash of its request, unique per user, so a retry (after a timeout or a 503), on any API process, finds the
 * first purchase instead of opening a second order. A key whose attempt opened no order is given up
 * (set to null) by the retry that takes it over.
 */
export const purchaseIdempotency: SqlMigration = {
  name: '0014_purchase_idempotency',
  statements: [
    'alter table credit_purchases add column idempotency_key text',
    'alter table credit_purchases add column request_hash text',
    `create unique index credit_purchases_idempotency_idx on credit_purchases (user_id, idempotency_key)
      where idempotency_key is not null`,
  ],
};
