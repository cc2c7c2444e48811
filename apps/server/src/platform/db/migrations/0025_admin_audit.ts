/**
 * Migration 0025, on `admin_audit_log`, `users`. Never edited once shipped: a change is a new migration (decision
 * 004).
 */
import type { SqlMigration } from '../migrate.js';
import { appendOnlyStatements } from './append-only.js';

/**
 * The admin console (decision 043). Every change an admin makes to a person (roles, credits,
 * sessions, standing) and every look at a full payout destination is an `admin_audit_log` row, written in the
 * transaction of the change itself: a change that rolls back leaves no row, and none lands without one. Like the
 * ledger and payout_reveals (0016), the log only grows: a trigger refuses UPDATE, DELETE and TRUNCATE.
 *
 * The console's filters (who acted, on whom, what, when) each read one index newest first; people are found by
 * the words of their name and email (a GIN index over a `simple` text-search vector: no extension to install,
 * and PGlite has it too). `organiser` (decision 046) joins the roles an admin may grant.
 */
export const adminAudit: SqlMigration = {
  name: '0025_admin_audit',
  statements: [
    'alter table users drop constraint users_granted_roles_known',
    `alter table users add constraint users_granted_roles_known
      check (granted_roles <@ array['employee', 'organiser', 'admin', 'payout']::text[])`,
    `create table admin_audit_log (
      id bigint generated always as identity primary key,
      at timestamptz not null default now(),
      action text not null check (action in ('role.grant', 'role.revoke', 'credits.grant', 'credits.deduct',
        'sessions.revoke', 'user.suspend', 'user.restore', 'payout.reveal')),
      actor_id uuid not null references users (id),
      target_id uuid references users (id),
      before jsonb,
      after jsonb,
      reason text,
      request_id text not null
    )`,
    'create index admin_audit_log_at_idx on admin_audit_log (at desc, id desc)',
    'create index admin_audit_log_actor_idx on admin_audit_log (actor_id, at desc, id desc)',
    'create index admin_audit_log_target_idx on admin_audit_log (target_id, at desc, id desc)',
    'create index admin_audit_log_action_idx on admin_audit_log (action, at desc, id desc)',
    ...appendOnlyStatements('admin_audit_log', 'the admin audit log is append-only'),
    // The search's words: the name, and the email split at its punctuation ("anna.rao@gmail.com" → anna rao
    // gmail com), so any word of either, or its start, finds the person.
    `create index users_search_idx on users using gin (to_tsvector('simple'::regconfig,
      name || ' ' || translate(email, '@.+_-', '     ')))`,
    'create index users_newest_idx on users (created_at desc, id desc)',
  ],
};
