import fc from 'fast-check';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import type { RouteEntry } from '../../app.js';
import type { Database } from '../../platform/db/database.js';
import { changedTables, type Fingerprint, fingerprint, writeMark } from './database-state.js';
import { envelopeProblems } from './envelope.js';
import { hostileSegment, hostileVariants, toQueryString, validValue } from './hostile-inputs.js';
import { concreteUrl, jsonSchemaOf, pathParamNames, REQUEST_PARTS, type RequestPart } from './route-table.js';

/** One fuzz request: which part is hostile and how, and the request pieces. */
export type FuzzRequest = {
  how: string;
  params: Record<string, string>;
  query: string;
  body: unknown;
};

const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
export const takesBody = (route: RouteEntry) => Boolean(route.schema?.body) || UNSAFE.has(route.method);

/** Values for a request part, well-formed by its schema's structure (undefined when it declares none). */
function partValues(route: RouteEntry, part: RequestPart): fc.Arbitrary<unknown> {
  const schema = jsonSchemaOf(route, part);
  return schema ? validValue(schema) : fc.constant(undefined);
}

/** Path parameters: well-formed, or (when hostile) sometimes a hostile segment instead. */
function paramValues(route: RouteEntry, hostile: boolean): fc.Arbitrary<Record<string, string>> {
  const schema = jsonSchemaOf(route, 'params');
  const entries = pathParamNames(route).map((name) => {
    const property = schema?.properties?.[name];
    const valid = (property ? validValue(property) : fc.string({ minLength: 1 })).map(String);
    return [name, hostile ? fc.oneof(valid, hostileSegment) : valid] as const;
  });
  return fc.record(Object.fromEntries(entries));
}

/** A request whose every declared part is well-formed; the query still an object. */
export function wellFormedParts(route: RouteEntry) {
  return fc.record({
    params: paramValues(route, false),
    query: partValues(route, 'querystring'),
    body: partValues(route, 'body'),
  });
}

/** The request parts a route declares a schema for. */
export const schemaParts = (route: RouteEntry) => REQUEST_PARTS.filter((part) => route.schema?.[part]);

/**
 * Requests for a route where one declared part (body, query or params) is hostile and the others are
 * well-formed, so the hostile part is the one the server must deal with.
 */
export function fuzzRequests(route: RouteEntry): fc.Arbitrary<FuzzRequest> {
  const parts = schemaParts(route);
  const target = parts.length > 0 ? fc.constantFrom(...parts) : fc.constant<RequestPart>('body');
  return target.chain((hostilePart) => {
    const hostile =
      hostilePart === 'params'
        ? fc.constant({ how: 'segments', value: undefined })
        : hostileVariants(route.schema?.[hostilePart] ? partValues(route, hostilePart) : fc.constant({}));
    return fc
      .record({
        params: paramValues(route, hostilePart === 'params'),
        query: partValues(route, 'querystring'),
        body: partValues(route, 'body'),
        hostile,
      })
      .map(({ params, query, body, hostile: { how, value } }) => ({
        how: `${hostilePart}: ${how}`,
        params,
        query: toQueryString(hostilePart === 'querystring' ? value : query),
        body: hostilePart === 'body' ? value : body,
      }));
  });
}

export function injectOptions(
  route: RouteEntry,
  request: Pick<FuzzRequest, 'params' | 'query' | 'body'>,
  headers: Record<string, string>,
): InjectOptions {
  const options: InjectOptions = {
    method: route.method as InjectOptions['method'],
    url: `${concreteUrl(route, request.params)}${request.query}`,
    headers: { ...headers },
  };
  if (takesBody(route)) {
    const payload = JSON.stringify(request.body);
    if (payload !== undefined) {
      options.headers = { ...options.headers, 'content-type': 'application/json' };
      options.payload = payload;
    }
  }
  return options;
}

/**
 * No 5xx, whatever the input; redirects and the checkout pages answer HTML or a Location; every other
 * answer is the envelope.
 */
export function responseProblems(response: LightMyRequestResponse): string[] {
  const serverError = response.statusCode >= 500 ? [`status ${response.statusCode}`] : [];
  const isPage = String(response.headers['content-type'] ?? '').startsWith('text/html');
  if (response.statusCode < 400 && (isPage || (response.statusCode >= 300 && response.headers.location))) {
    return serverError;
  }
  return [...serverError, ...envelopeProblems(response)];
}

/**
 * Sends requests and checks each answer, and that a refused (4xx) request wrote nothing. Cheap: the
 * whole-database fingerprint is recomputed only when PostgreSQL's next transaction id moved.
 */
export function createProber(db: Database) {
  let known: { mark: string; state: Fingerprint } | null = null;
  return async function probe(app: FastifyInstance, options: InjectOptions) {
    const before = await writeMark(db);
    if (known?.mark !== before) known = { mark: before, state: await fingerprint(db) };
    const response = await app.inject(options);
    const problems = responseProblems(response);
    if (response.statusCode >= 400 && response.statusCode < 500) {
      const after = await writeMark(db);
      if (after !== before) {
        const state = await fingerprint(db);
        const changed = changedTables(known.state, state);
        if (changed.length > 0) problems.push(`refused, yet changed ${changed.join('; ')}`);
        known = { mark: after, state };
      }
    }
    return { response, problems };
  };
}

/** FNV-1a: a stable per-route seed, so one route's inputs do not depend on which routes ran before. */
export function seedFor(base: number, key: string): number {
  let hash = 0x811c9dc5 ^ base;
  for (let index = 0; index < key.length; index += 1) {
    hash ^= key.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash | 0;
}
