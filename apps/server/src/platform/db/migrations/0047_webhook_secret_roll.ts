/**
 * Migration 0047, on `webhook_endpoints`, `admin_audit_log`. Never edited once shipped: a change is a new migration
 * (decision 004).
 */
import type { SqlMigration } from '../migrate.js';

/**
 * Rolling a webhook's signing secret (decision 111).
 * - `webhook_endpoints.previous_secret`: the secret a roll replaced, sealed like `secret` (decision 102), still signing
 *   beside the new one until `previous_secret_until` (24 hours after the roll), so a receiver can switch without
 *   losing deliveries. Both set or both null.
 * - The audit log takes `webhook.secret_roll`.
 */
export const webhookSecretRoll: SqlMigration = {
  name: '0047_webhook_secret_roll',
  statements: [
    'alter table webhook_endpoints add column previous_secret text',
    'alter table webhook_endpoints add column previous_secret_until timestamptz',
    `alter table webhook_endpoints add constraint webhook_endpoints_previous_secret_check
      check ((previous_secret is null) = (previous_secret_until is null))`,
    'alter table admin_audit_log drop constraint admin_audit_log_action_check',
    `alter table admin_audit_log add constraint admin_audit_log_action_check
      check (action in ('role.grant', 'role.revoke', 'credits.grant', 'credits.deduct', 'sessions.revoke',
        'user.suspend', 'user.restore', 'user.two_factor_reset', 'payout.reveal', 'api_key.create', 'api_key.revoke',
        'email.resend', 'refund.retry', 'refund.settle_by_hand', 'webhook.resend', 'webhook.secret_roll'))`,
  ],
};
