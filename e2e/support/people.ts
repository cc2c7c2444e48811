import type { TRole, TUser } from '@engagex/contracts';
import { api } from './api.js';

/**
 * A person of their own, signed in through the development identity provider: a new account, named so that a
 * search finds only them. `label` goes into the name and the address (e.g. 'organiser' → organiser-…@example.com).
 */
export async function newPerson(
  label: string,
): Promise<{ name: string; email: string; token: string; user: TUser }> {
  const stamp = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const name = `${label[0]?.toUpperCase()}${label.slice(1)} ${stamp}`;
  const email = `${label.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-${stamp}@example.com`;
  const { credential } = await api<{ credential: string }>(null, 'POST', '/api/dev-idp/token', {
    email,
    name,
  });
  const session = await api<{ token: string; user: TUser }>(null, 'POST', '/api/main/auth/google', {
    credential,
  });
  return { name, email, ...session };
}

/** An admin grants `role` through the admin console's API (PUT /admin/users/:id/roles/:role); answers the user. */
export function grantRole(adminToken: string, userId: string, role: TRole): Promise<TUser> {
  return api<TUser>(adminToken, 'PUT', `/api/main/admin/users/${userId}/roles/${role}`);
}
