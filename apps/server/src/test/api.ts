import { randomUUID } from 'node:crypto';
import { SERVICE_PREFIXES } from '@engagex/contracts';
import type { Injector, Session } from './harness.js';

/** How tests reach the API as people do: calls under a service's prefix, and the wallet around them. */

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Calls one service under its prefix (SERVICE_PREFIXES) as a signed-in person, or signed out with `null`. */
export function apiClient(app: Injector, prefix: string) {
  return (session: Session | null, method: Method, url: string, payload?: object) =>
    app.inject({
      method,
      url: `${prefix}${url}`,
      headers: session?.headers ?? {},
      ...(payload ? { payload } : {}),
    });
}
export type ApiCall = ReturnType<typeof apiClient>;

/** The wallet as its owner reads it: the balance, its lots, and the credits pending requests hold. */
export async function walletOf(app: Injector, session: Session) {
  const response = await app.inject({
    method: 'GET',
    url: `${SERVICE_PREFIXES.main}/cps/credit-transaction/balance`,
    headers: session.headers,
  });
  return response.json().data as { balance: number; pendingCredits: number; [part: string]: unknown };
}

export async function balanceOf(app: Injector, session: Session) {
  return (await walletOf(app, session)).balance;
}

/**
 * Credits an admin adds through POST /credit-transaction/add-credits, as support does. They are a bonus, so
 * they count as earned (encashable). Named apart from the domain's grantCredits, which this route calls.
 * Throws unless they were added: a test's setup must not silently make nothing.
 */
export async function addCreditsAsAdmin(
  app: Injector,
  admin: Session,
  userId: string,
  amount: number,
  key = `test-credits-${randomUUID()}`,
) {
  const response = await app.inject({
    method: 'POST',
    url: `${SERVICE_PREFIXES.main}/credit-transaction/add-credits`,
    headers: admin.headers,
    payload: { userId, amount, reason: 'Test credits', idempotencyKey: key },
  });
  if (response.statusCode !== 200) throw new Error(`adding credits failed: ${response.body}`);
  return response;
}
