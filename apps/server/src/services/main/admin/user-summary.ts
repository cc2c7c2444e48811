/**
 * One person as the console lists them: effective roles (grants and configuration, decision 008), the roles an
 * admin granted, and whether they are suspended. Changes when what a console row shows does.
 */
import { type TAdminUserSummary, type TGrantableRole, ZGrantableRole } from '@engagex/contracts';
import { sql } from 'kysely';
import { type RoleConfig, rolesFor } from '../../../platform/auth/roles.js';
import type { Executor } from '../../../platform/db/transaction.js';
import { notFound } from '../../../platform/errors.js';

export const SUMMARY_COLUMNS = [
  'u.id',
  'u.name',
  'u.email',
  'u.email_verified',
  'u.granted_roles',
  'u.suspended_at',
  'u.created_at',
  'u.last_sign_in_at',
  // An app proved or a passkey added (decisions 089, 092).
  sql<boolean>`(exists (select 1 from mfa_totp t where t.user_id = u.id and t.confirmed_at is not null)
    or exists (select 1 from mfa_passkeys p where p.user_id = u.id))`.as('two_factor'),
] as const;

export type SummaryRow = {
  id: string;
  name: string;
  email: string;
  email_verified: boolean;
  granted_roles: string[];
  suspended_at: Date | null;
  created_at: Date;
  last_sign_in_at: Date | null;
  two_factor: boolean;
};

const grantable = (role: string): role is TGrantableRole => ZGrantableRole.safeParse(role).success;

/** The roles the configuration alone gives (ADMIN_EMAILS…): the console cannot take them, nor lock their holder out. */
export const configuredRoles = (row: SummaryRow, config: RoleConfig): TGrantableRole[] =>
  rolesFor({ ...row, granted_roles: [] }, config).filter(grantable);

export function toSummary(row: SummaryRow, config: RoleConfig): TAdminUserSummary {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    roles: rolesFor(row, config),
    grantedRoles: row.granted_roles.filter(grantable),
    configuredRoles: configuredRoles(row, config),
    suspended: row.suspended_at !== null,
    twoFactor: row.two_factor,
    createdAt: row.created_at.toISOString(),
    lastSignInAt: row.last_sign_in_at?.toISOString() ?? null,
  };
}

/** The person's row with the detail's extra columns; `lock` takes it for update, so changes to one person queue. */
export async function userRow(executor: Executor, userId: string, { lock = false } = {}) {
  const row = await executor
    .selectFrom('users as u')
    .select([...SUMMARY_COLUMNS, 'u.country', 'u.suspended_reason'])
    .where('u.id', '=', userId)
    .$if(lock, (query) => query.forUpdate())
    .executeTakeFirst();
  if (!row) throw notFound('User');
  return row;
}

export type UserRow = Awaited<ReturnType<typeof userRow>>;

/** The summary with the suspension's details, as the detail page and every change answer it. */
export function toProfile(row: UserRow, config: RoleConfig) {
  return {
    ...toSummary(row, config),
    country: row.country.trim(),
    suspendedAt: row.suspended_at?.toISOString() ?? null,
    suspendedReason: row.suspended_reason,
  };
}
