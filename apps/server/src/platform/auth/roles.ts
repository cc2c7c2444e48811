/**
 * A person's effective roles from configured emails and an admin's grants (decisions 008 and 046). Changes when a
 * role is added or granted another way.
 */
import type { TRole } from '@engagex/contracts';
import type { Config } from '../../config.js';

export type RoleConfig = Pick<Config, 'employeeEmailDomains' | 'adminEmails' | 'payoutEmails'>;

/**
 * Effective roles: everyone is a user; employees and admins by configured email or by an admin's grant.
 * `organiser` (decision 046) lists and runs their own events, and comes only from an admin's grant: no email
 * or domain makes one, since anyone may own an address. An admin runs every event without it.
 * `payout` (decision 008) is an admin who also pays encashments out, so may see a full payout destination;
 * it means nothing without `admin`.
 */
export function rolesFor(
  user: { email: string; email_verified: boolean; granted_roles: string[] },
  config: RoleConfig,
): TRole[] {
  const email = user.email.toLowerCase();
  const domain = email.split('@')[1] ?? '';
  const roles: TRole[] = ['user'];
  // An unverified address proves nothing about the domain it names.
  const trustedEmail = user.email_verified;
  const granted = (role: TRole, emails: string[]) =>
    user.granted_roles.includes(role) || (trustedEmail && emails.includes(email));
  if (
    user.granted_roles.includes('employee') ||
    (trustedEmail && config.employeeEmailDomains.includes(domain))
  ) {
    roles.push('employee');
  }
  if (user.granted_roles.includes('organiser')) roles.push('organiser');
  if (granted('admin', config.adminEmails)) {
    roles.push('admin');
    if (granted('payout', config.payoutEmails)) roles.push('payout');
  }
  return roles;
}
