/**
 * Migration 0016, on `encashment_requests`, `payout_reveals`, `users`. Never edited once shipped: a change is a
 * new migration (decision 004).
 */
import type { SqlMigration } from '../migrate.js';
import { appendOnlyStatements } from './append-only.js';

/**
 * Full payout destinations, for admins with the payout role (decision 008). A request keeps
 * the destination as the employee typed it (`payout_destination`; requests made before this kept only the
 * masked text); every look at one is a `payout_reveals` row: who looked, whose it is, when, and for which
 * request (and HTTP request). Like the ledger, that log only grows: a trigger refuses UPDATE and DELETE, so no
 * route, and no mistake in one, can edit or erase it. `payout` joins the roles an admin may grant.
 */
export const payoutReveals: SqlMigration = {
  name: '0016_payout_reveals',
  statements: [
    'alter table encashment_requests add column payout_destination jsonb',
    'alter table users drop constraint users_granted_roles_known',
    `alter table users add constraint users_granted_roles_known
      check (granted_roles <@ array['employee', 'admin', 'payout']::text[])`,
    `create table payout_reveals (
      id uuid primary key default gen_random_uuid(),
      encashment_request_id uuid not null references encashment_requests (id),
      employee_id uuid not null references users (id),
      revealed_by uuid not null references users (id),
      http_request_id text not null,
      revealed_at timestamptz not null default now()
    )`,
    'create index payout_reveals_request_idx on payout_reveals (encashment_request_id, revealed_at)',
    ...appendOnlyStatements('payout_reveals', 'payout reveals are an append-only audit record'),
  ],
};
