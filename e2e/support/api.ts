/**
 * The API as journeys reach it for their set-up (decision 064): `call` through the contracts' endpoint table, so a
 * changed path or body breaks a journey when it compiles (the URL gate, apps/server/src/test/hand-built-urls.test.ts,
 * refuses any other way). Changes when the table's shape changes.
 */
import type { TEvent, TRealm, TUser } from '@engagex/contracts';
import {
  type Endpoint,
  type EndpointInput,
  endpointUrl,
  type ParamsOf,
  type ResponseOf,
} from '@engagex/contracts/api/define';
import { devIdpApi } from '@engagex/contracts/api/dev-idp';
import { eventsApi } from '@engagex/contracts/api/events';
import { identityApi } from '@engagex/contracts/api/identity';
import { baseUrl } from './browser.js';

/** The demo accounts of the seed data (any @engagex.dev address is an employee; admin@ is also an admin). */
export const ADMIN_EMAIL = 'admin@engagex.dev';
export const EMPLOYEE_EMAIL = 'employee@engagex.dev';

/**
 * The API as a signed-in user (or anonymously with `null`): the set-up a journey needs, never what it checks.
 * Answers the envelope's data and throws with the status and message of a refusal.
 */
async function send<T>(token: string | null, method: string, path: string, body?: unknown): Promise<T> {
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

export type CallInput<E extends Endpoint> = EndpointInput<E> &
  (E['service'] extends 'realm' ? { realm?: TRealm } : { realm?: never });

type Args<E extends Endpoint> =
  Partial<CallInput<E>> extends CallInput<E> ? [input?: CallInput<E>] : [input: CallInput<E>];

/** The path of one endpoint under the portal: its service's prefix (events for a realm's, unless named). */
export const endpointPath = <E extends Endpoint>(
  endpoint: E,
  params?: ParamsOf<E>,
  realm: TRealm = 'events',
) => endpointUrl(endpoint, params, realm);

/**
 * Calls one endpoint of the table as a signed-in user (or anonymously with `null`): `call(token, eventsApi.create,
 * { body })`. Answers the envelope's data, typed from the endpoint, and throws with the status and message of a
 * refusal.
 */
export async function call<E extends Endpoint>(
  token: string | null,
  endpoint: E,
  ...[input]: Args<E>
): Promise<ResponseOf<E>> {
  const { params, query, body, realm } = (input ?? {}) as {
    params?: ParamsOf<E>;
    query?: Record<string, unknown>;
    body?: unknown;
    realm?: TRealm;
  };
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null) search.set(key, String(value));
  }
  const path = `${endpointPath(endpoint, params, realm)}${search.size ? `?${search}` : ''}`;
  return send<ResponseOf<E>>(token, endpoint.method, path, body);
}

/** Through the development identity provider, exactly as the sign-in page does it. */
export async function signIn(
  email: string,
  { name, referralCode }: { name?: string; referralCode?: string } = {},
): Promise<{ token: string; user: TUser }> {
  const { credential } = await call(null, devIdpApi.token, { body: { email, ...(name ? { name } : {}) } });
  const answer = await call(null, identityApi.signIn, {
    body: { credential, ...(referralCode ? { referralCode } : {}) },
  });
  if ('mfaRequired' in answer) throw new Error(`${email} has two-factor sign-in on: take its second step`);
  return answer;
}

/** A published, paid event of the demo data with room (seats are held only while a payment is due). */
export async function paidEvent(): Promise<TEvent> {
  const { token } = await signIn('demo@engagex.dev');
  const page = await call(token, eventsApi.list, { query: { limit: 50 } });
  const event = page.items.find(
    (candidate: TEvent) =>
      candidate.priceCredits > 0 && candidate.seatsAvailable >= 10 && !candidate.isCompetition,
  );
  if (!event) throw new Error('The seed data has no paid event with free seats');
  return event;
}
