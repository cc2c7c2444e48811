import { randomUUID } from 'node:crypto';
import type { TRealm } from '@engagex/contracts';
import { creditsApi } from '@engagex/contracts/api/credits';
import {
  type Endpoint,
  type EndpointInput,
  endpointUrl,
  type ResponseOf,
} from '@engagex/contracts/api/define';
import type { LightMyRequestResponse } from 'fastify';
import type { Injector, Session } from './harness.js';

export { endpointUrl, realmService } from '@engagex/contracts/api/define';

/**
 * How tests reach the API as people do: through the contracts' endpoint table (decision 064), so a changed path,
 * body or answer breaks a test when it compiles, not when it runs. Changes when the table's shape changes.
 */

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

type RealmField<E extends Endpoint> = E['service'] extends 'realm' ? { realm: TRealm } : { realm?: never };

export type InjectInput<E extends Endpoint> = EndpointInput<E> &
  RealmField<E> & {
    /** Signed in as this person; signed out when left out or `null`. */
    session?: Session | null;
    headers?: Record<string, string>;
    remoteAddress?: string;
  };

type Args<E extends Endpoint> =
  Partial<InjectInput<E>> extends InjectInput<E> ? [input?: InjectInput<E>] : [input: InjectInput<E>];

/** An answer whose `data()` is the success envelope's data, typed from the endpoint. */
export type Answer<E extends Endpoint> = LightMyRequestResponse & { data(): ResponseOf<E> };

/**
 * Calls one endpoint of the table: `inject(app, creditsApi.add, { session: admin, body })`. Answers the response as
 * it came (a refusal included); `data()` reads the envelope's data with the endpoint's type.
 */
export async function inject<E extends Endpoint>(
  app: Injector,
  endpoint: E,
  ...[input]: Args<E>
): Promise<Answer<E>> {
  const { params, query, body, realm, session, headers, remoteAddress } = (input ??
    {}) as InjectInput<Endpoint> & {
    params?: Record<string, unknown>;
    query?: Record<string, unknown>;
    body?: unknown;
    realm?: TRealm;
  };
  const response = await app.inject({
    method: endpoint.method,
    url: endpointUrl(endpoint, params as never, realm),
    headers: { ...(session?.headers ?? {}), ...headers },
    ...(query ? { query: queryStrings(query) } : {}),
    ...(body !== undefined ? { payload: body as object } : {}),
    ...(remoteAddress ? { remoteAddress } : {}),
  });
  return Object.assign(response, { data: () => response.json().data as ResponseOf<E> });
}

/** A query as the URL carries it: each value as text, arrays repeated, unset values left out. */
function queryStrings(query: Record<string, unknown>): Record<string, string | string[]> {
  const strings: Record<string, string | string[]> = {};
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null) continue;
    strings[key] = Array.isArray(value) ? value.map(String) : String(value);
  }
  return strings;
}

/**
 * An input a test sends on purpose outside the contract (a wrong type, a missing field) to see it refused: the
 * one way past `inject`'s types, and a word a reader can find.
 */
export const offContract = (value: unknown): never => value as never;

/** The wallet as its owner reads it: the balance, its lots, and the credits pending requests hold. */
export async function walletOf(app: Injector, session: Session) {
  return (await inject(app, creditsApi.myBalance, { session })).data();
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
  const response = await inject(app, creditsApi.add, {
    session: admin,
    body: { userId, amount, reason: 'Test credits', idempotencyKey: key },
  });
  if (response.statusCode !== 200) throw new Error(`adding credits failed: ${response.body}`);
  return response;
}
