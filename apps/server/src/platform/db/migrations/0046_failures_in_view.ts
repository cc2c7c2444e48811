/**
 * Migration 0046, on `refunds_settled_by_hand`, `notification_emails`, `admin_audit_log`. Never edited once shipped:
 * a change is a new migration (decision 004).
 */
import type { SqlMigration } from '../migrate.js';

/**
 * What failed, in view (decision 096).
 * - `refunds_settled_by_hand`: a refund the sweep gave up on that an admin made outside EngageX: which refund (its
 *   kind and row), the transfer's reference, the admin's note, who and when. One row a refund.
 * - A partial index finds failed emails without reading the outbox's sent rows.
 * - An email sent again (`failed` back to `pending`) wakes the senders as a new one does (migration 0021).
 * - The audit log takes the four new actions.
 */
export const failuresInView: SqlMigration = {
  name: '0046_failures_in_view',
  statements: [
    `create table refunds_settled_by_hand (
      refund_kind text not null check (refund_kind in ('purchase', 'payment', 'part')),
      refund_id uuid not null,
      reference text not null,
      note text not null,
      settled_by uuid not null references users (id),
      settled_at timestamptz not null default now(),
      primary key (refund_kind, refund_id)
    )`,
    `create index notification_emails_failed_idx on notification_emails (created_at desc, id desc)
      where status = 'failed'`,
    `create index notification_emails_sent_idx on notification_emails (sent_at) where status in ('sent', 'kept')`,
    `create trigger notification_emails_resent_notify after update of status on notification_emails
      for each row when (old.status = 'failed' and new.status = 'pending') execute function notify_outbox_work()`,
    'alter table admin_audit_log drop constraint admin_audit_log_action_check',
    `alter table admin_audit_log add constraint admin_audit_log_action_check
      check (action in ('role.grant', 'role.revoke', 'credits.grant', 'credits.deduct', 'sessions.revoke',
        'user.suspend', 'user.restore', 'user.two_factor_reset', 'payout.reveal', 'api_key.create', 'api_key.revoke',
        'email.resend', 'refund.retry', 'refund.settle_by_hand', 'webhook.resend'))`,
  ],
};
