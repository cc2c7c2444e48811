import { describe, expect, it } from 'vitest';
import { type RoleConfig, rolesFor } from './roles.js';

const config: RoleConfig = {
  employeeEmailDomains: ['engagex.dev'],
  adminEmails: ['admin@engagex.dev'],
  payoutEmails: ['admin@engagex.dev'],
};
const person = (email: string, granted: string[] = [], verified = true) => ({
  email,
  email_verified: verified,
  granted_roles: granted,
});

/** Decision 046: the organiser role comes from an admin's grant alone. */
describe('rolesFor: organisers', () => {
  it("is an organiser only by an admin's grant", () => {
    expect(rolesFor(person('ana@example.com', ['organiser']), config)).toEqual(['user', 'organiser']);
    expect(rolesFor(person('ana@example.com'), config)).toEqual(['user']);
  });

  it('makes nobody an organiser by email, not even an admin by list or an employee by domain', () => {
    expect(rolesFor(person('admin@engagex.dev'), config)).toEqual(['user', 'employee', 'admin', 'payout']);
    expect(rolesFor(person('organiser@engagex.dev'), config)).toEqual(['user', 'employee']);
  });

  it('keeps the grant whatever the address proves, and alongside the other roles', () => {
    expect(rolesFor(person('ana@example.com', ['organiser'], false), config)).toEqual(['user', 'organiser']);
    expect(rolesFor(person('esha@engagex.dev', ['organiser', 'admin']), config)).toEqual([
      'user',
      'employee',
      'organiser',
      'admin',
    ]);
  });
});
