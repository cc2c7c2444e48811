import type { TEvent, TPaginated, TUser } from '@engagex/contracts';
import { baseUrl } from './browser.js';

/** The demo accounts of the seed data (any @engagex.dev address is an employee; admin@ is also an admin). */
export const ADMIN_EMAIL = 'admin@engagex.dev';
export const EMPLOYEE_EMAIL = 'employee@engagex.dev';

/**
 * The API as a signed-in user (or anonymously with `null`): the set-up a journey needs, never what it checks.
 * Answers the envelope's data and throws with the status and message of a refusal.
 */
export async function api<T>(token: string | null, method: string, path: string, body?: unknown): Promise<T> {
  const response = await fetch(`${baseUrl()}${path}`, {
    method,
    headers: {
      Accept: 'application/json',
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const envelope = (await response.json()) as { success: boolean; data?: T; message?: string };
  if (!envelope.success) throw new Error(`${method} ${path}: ${response.status} ${envelope.message}`);
  return envelope.data as T;
}

/** Through the development identity provider, exactly as the sign-in page does it. */
export async function signIn(email: string): Promise<{ token: string; user: TUser }> {
  const { credential } = await api<{ credential: string }>(null, 'POST', '/api/dev-idp/token', { email });
  return api<{ token: string; user: TUser }>(null, 'POST', '/api/main/auth/google', { credential });
}

/** A published, paid event of the demo data with room (seats are held only while a payment is due). */
export async function paidEvent(): Promise<TEvent> {
  const { token } = await signIn('demo@engagex.dev');
  const page = await api<TPaginated<TEvent>>(token, 'GET', '/api/events/events?limit=50');
  const event = page.items.find(
    (candidate) => candidate.priceCredits > 0 && candidate.seatsAvailable >= 10 && !candidate.isCompetition,
  );
  if (!event) throw new Error('The seed data has no paid event with free seats');
  return event;
}
