/**
 * Migration 0039, on `sessions`. Never edited once shipped: a change is a new migration (decision 004).
 */
import type { SqlMigration } from '../migrate.js';

/**
 * A person ends their own sessions from another device (decision 087): `ended_reason` gains `ended-elsewhere`, so
 * the device signed out is told it was its owner, not an admin, and the admin console shows who ended it. The
 * migration runs in one transaction, so sign-ins wait while the check reads the table's rows once.
 */
export const sessionsEndedElsewhere: SqlMigration = {
  name: '0039_sessions_ended_elsewhere',
  statements: [
    'alter table sessions drop constraint sessions_ended_reason_check',
    `alter table sessions add constraint sessions_ended_reason_check
      check (ended_reason in ('signed-out', 'revoked', 'suspended', 'ended-elsewhere'))`,
  ],
};
