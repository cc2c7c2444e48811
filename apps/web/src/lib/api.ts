import type { TRealm } from '@engagex/contracts';
import {
  type Endpoint,
  type EndpointInput,
  fillPath,
  type ResponseOf,
  serviceOf,
} from '@engagex/contracts/api/define';
import { ApiError, parsingErrorMessage } from './api-error';
import { type RequestOptions, request } from './http';
import type { QueryValue } from './service-url';

/**
 * Every call to our own services goes through `call` with an endpoint of the contracts' table (decision 040):
 * the method, the path and the answer's type come from there, so no call site picks them by hand. In
 * development and tests each answer is also checked against the endpoint's schema; production skips the check
 * and its schemas are never downloaded (decision 032).
 */

type Transport = Pick<RequestOptions, 'signal' | 'timeoutMs' | 'idempotencyKey' | 'renewOnExpiry'>;

type RealmField<E extends Endpoint> = E['service'] extends 'realm' ? { realm: TRealm } : { realm?: never };

export type CallInput<E extends Endpoint> = EndpointInput<E> & RealmField<E> & Transport;

type Args<E extends Endpoint> =
  Partial<CallInput<E>> extends CallInput<E> ? [input?: CallInput<E>] : [input: CallInput<E>];

export async function call<E extends Endpoint>(endpoint: E, ...[input]: Args<E>): Promise<ResponseOf<E>> {
  const { params, query, body, realm, ...transport } = (input ?? {}) as CallInput<Endpoint> & {
    params?: Record<string, unknown>;
    query?: Record<string, QueryValue>;
    body?: unknown;
    realm?: TRealm;
  };
  const answer = await request<ResponseOf<E>>(serviceOf(endpoint, realm), fillPath(endpoint.path, params), {
    ...transport,
    method: endpoint.method,
    query,
    body,
  });
  if (import.meta.env.DEV) await checkAnswer(endpoint, answer);
  return answer;
}

/** A yes/no filter as the query string carries it (the contracts read `true` or `false`); left out when unset. */
export const queryFlag = (value: boolean | undefined): 'true' | 'false' | undefined =>
  value === undefined ? undefined : value ? 'true' : 'false';

/** Development and tests only: an answer that does not match its schema is a defect on one side of the wire. */
async function checkAnswer(endpoint: Endpoint, answer: unknown): Promise<void> {
  const { response } = await endpoint.schemas();
  const result = response.safeParse(answer);
  if (result.success) return;
  console.error(`${endpoint.group}.${endpoint.name} answered outside its contract`, result.error.issues);
  throw new ApiError('PARSING_ERROR', parsingErrorMessage(), { cause: result.error });
}
