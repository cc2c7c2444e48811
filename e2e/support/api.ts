/**
 * The API as journeys reach it for their set-up (decision 064): `call` through the contracts' endpoint table, so a
 * changed path or body breaks a journey when it compiles; `api` by hand, for the files the URL gate still allows
 * (apps/server/src/test/hand-built-urls.test.ts). Changes when the table's shape changes.
 */
import { SERVICE_PREFIXES, type ServiceName, type TEvent, type TRealm, type TUser } from '@engagex/contracts';
import {
  type BodyOf,
  type Endpoint,
  fillPath,
  type ParamsOf,
  type QueryOf,
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

/**
 * An input is required when the endpoint declares it (optional when each of its fields is), and absent when it
 * does not, as the web's `call`.
 */
type Field<Name extends string, Value> = [Value] extends [undefined]
  ? { [K in Name]?: never }
  : undefined extends Value
    ? { [K in Name]?: Value }
    : Record<never, never> extends Value
      ? { [K in Name]?: Value }
      : { [K in Name]: Value };

export type CallInput<E extends Endpoint> = Field<'params', ParamsOf<E>> &
  Field<'query', QueryOf<E>> &
  Field<'body', BodyOf<E>> &
  (E['service'] extends 'realm' ? { realm?: TRealm } : { realm?: never });

type Args<E extends Endpoint> =
  Partial<CallInput<E>> extends CallInput<E> ? [input?: CallInput<E>] : [input: CallInput<E>];

const realmService = (realm: TRealm): ServiceName => (realm === 'events' ? 'events' : 'culturalEvents');

/** The path of one endpoint under the portal: its service's prefix (events for a realm's, unless named). */
export function endpointPath<E extends Endpoint>(
  endpoint: E,
  params?: ParamsOf<E>,
  realm: TRealm = 'events',
): string {
  const service = endpoint.service === 'realm' ? realmService(realm) : endpoint.service;
  return `${SERVICE_PREFIXES[service]}${fillPath(endpoint.path, params as Record<string, unknown> | undefined)}`;
}

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
  return api<ResponseOf<E>>(token, endpoint.method, path, body);
}

/** Through the development identity provider, exactly as the sign-in page does it. */
export async function signIn(
  email: string,
  { name, referralCode }: { name?: string; referralCode?: string } = {},
): Promise<{ token: string; user: TUser }> {
  const { credential } = await call(null, devIdpApi.token, { body: { email, ...(name ? { name } : {}) } });
  return call(null, identityApi.signIn, { body: { credential, ...(referralCode ? { referralCode } : {}) } });
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
