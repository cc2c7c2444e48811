import type { TRole } from '@engagex/contracts';
import type { Config } from '../../config.js';

/** Effective roles: everyone is a user; employees and admins by configured email or by an admin's grant. */
export function rolesFor(
  user: { email: string; email_verified: boolean; granted_roles: string[] },
  config: Pick<Config, 'employeeEmailDomains' | 'adminEmails'>,
): TRole[] {
  const email = user.email.toLowerCase();
  const domain = email.split('@')[1] ?? '';
  const roles: TRole[] = ['user'];
  // An unverified address proves nothing about the domain it names.
  const trustedEmail = user.email_verified;
  if (
    user.granted_roles.includes('employee') ||
    (trustedEmail && config.employeeEmailDomains.includes(domain))
  ) {
    roles.push('employee');
  }
  if (user.granted_roles.includes('admin') || (trustedEmail && config.adminEmails.includes(email))) {
    roles.push('admin');
  }
  return roles;
}
