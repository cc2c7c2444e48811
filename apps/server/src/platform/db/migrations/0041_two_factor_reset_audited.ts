/**
 * Migration 0041, on `admin_audit_log`. Never edited once shipped: a change is a new migration (decision 004).
 */
import type { SqlMigration } from '../migrate.js';

/** An admin's reset of a person's second factor is audited like every other change in the console (decision 089). */
export const twoFactorResetAudited: SqlMigration = {
  name: '0041_two_factor_reset_audited',
  statements: [
    'alter table admin_audit_log drop constraint admin_audit_log_action_check',
    `alter table admin_audit_log add constraint admin_audit_log_action_check
      check (action in ('role.grant', 'role.revoke', 'credits.grant', 'credits.deduct', 'sessions.revoke',
        'user.suspend', 'user.restore', 'user.two_factor_reset', 'payout.reveal'))`,
  ],
};
