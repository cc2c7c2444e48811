import { randomUUID } from 'node:crypto';
import type { TGrantableRole, TUser } from '@engagex/contracts';
import { adminApi } from '@engagex/contracts/api/admin';
import { creditsApi } from '@engagex/contracts/api/credits';
import { call, signIn } from './api.js';

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
  const session = await signIn(email, { name });
  return { name, email, ...session };
}

/** An admin grants `role` through the admin console's API (adminApi.grantRole); answers the person as it shows them. */
export function grantRole(adminToken: string, userId: string, role: TGrantableRole) {
  return call(adminToken, adminApi.grantRole, { params: { id: userId, role } });
}

/**
 * An admin adds `amount` credits to a person's wallet, with the reason their history shows (creditsApi.add): the
 * journeys' "a signed-in person with credits". Each call is its own grant.
 */
export function addCredits(adminToken: string, userId: string, amount: number, reason: string) {
  return call(adminToken, creditsApi.add, {
    body: { userId, amount, reason, idempotencyKey: `e2e-credits-${randomUUID()}` },
  });
}
