import type { z } from 'zod';
import type { TApiKeyScope } from '../api-keys.js';
import type { TRealm } from '../events.js';
import { SERVICE_PREFIXES, type ServiceName } from '../services.js';

/**
 * The endpoint table (decision 040): every endpoint is declared once in contracts, and both sides use
 * that declaration. The server registers its routes from it (platform/endpoints.ts); the web calls through it
 * (lib/api.ts), typed end to end.
 *
 * A feature's table has two halves so the web's first download stays free of zod (decision 032):
 * - `api/<feature>.ts`: method, path, who may call, and a loader of the schemas. No zod at run time; its types
 *   come from the schemas by `import type`.
 * - `api/<feature>.schemas.ts`: the zod schemas of each endpoint's inputs and answer. The server imports it; the
 *   web loads it only in development and tests, to check every answer it reads.
 * The two halves must name the same endpoints: `defineApi` refuses a fact without schemas and schemas without facts.
 */

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Who may call an endpoint (decision 009). The server refuses everybody else before the handler runs. */
export type Access = 'public' | 'user' | 'employee' | 'organiser' | 'admin' | 'payout';

/** The zod schemas of one endpoint: what it takes and what it answers inside the success envelope. */
export interface EndpointSchemas {
  params?: z.ZodType;
  query?: z.ZodType;
  headers?: z.ZodType;
  body?: z.ZodType;
  response: z.ZodType;
}

export type SchemaTable = Record<string, EndpointSchemas>;

/**
 * The media types an endpoint may answer as a file instead of the success envelope: its errors are still the
 * error envelope (decision 040, "File answers"). A PDF (an invoice, decision 079) is bytes, not text.
 */
export type FileType = 'text/csv' | 'text/calendar' | 'application/pdf';

/** What an endpoint is on the wire, apart from its shapes. */
export interface RouteFacts {
  method: HttpMethod;
  /** Relative to the service's prefix, with `:name` for each path parameter. */
  path: string;
  access: Access;
  /** The success status; 200 when not given. */
  status?: 200 | 201;
  /**
   * Set when a success answers a file of this type, sent as an attachment, instead of the JSON envelope. Its
   * `response` schema then describes the file's text; the web fetches it with `download`, not `call`.
   */
  file?: FileType;
  /**
   * Set when a success answers 303 See Other to a page of the web app instead of the envelope (the browser's way
   * back from a payment gateway, decision 065); its `response` schema is `z.null()`, and errors are the envelope.
   */
  redirect?: true;
  /**
   * The scope an organiser's API key needs to call this endpoint (decision 090). An endpoint without one refuses
   * every key with 403, whatever its access: keys are denied by default.
   */
  apiKeyScope?: TApiKeyScope;
}

/**
 * The service an endpoint belongs to. `realm` marks the endpoints that both events services answer (decision
 * 028): the caller names the realm.
 */
export type EndpointService = ServiceName | 'realm';

export interface Endpoint<
  S extends EndpointSchemas = EndpointSchemas,
  Service extends EndpointService = EndpointService,
> extends RouteFacts {
  readonly group: string;
  readonly name: string;
  readonly service: Service;
  /** Loads the schemas of this endpoint's table; the web calls it only in development and tests. */
  readonly schemas: () => Promise<EndpointSchemas>;
  /** Carries the schema types only; never set. */
  readonly shapes?: S;
}

export type Api<S extends SchemaTable, Service extends EndpointService = EndpointService> = {
  readonly [K in keyof S & string]: Endpoint<S[K], Service>;
};

type Shape<S extends EndpointSchemas, K extends keyof EndpointSchemas> = S[K] extends z.ZodType
  ? z.input<S[K]>
  : undefined;

export type ParamsOf<E extends Endpoint> =
  E extends Endpoint<infer S, EndpointService> ? Shape<S, 'params'> : never;
export type QueryOf<E extends Endpoint> =
  E extends Endpoint<infer S, EndpointService> ? Shape<S, 'query'> : never;
export type BodyOf<E extends Endpoint> =
  E extends Endpoint<infer S, EndpointService> ? Shape<S, 'body'> : never;
/** The data of the success envelope, as it arrives. */
export type ResponseOf<E extends Endpoint> =
  E extends Endpoint<infer S, EndpointService> ? z.output<S['response']> : never;

/**
 * Declares a feature's endpoints. `S` is the type of its schema table; the facts must name exactly its endpoints.
 *
 * ```ts
 * export const favoritesApi = defineApi<typeof favoritesSchemas>()('favorites', 'main', () => import('./favorites.schemas.js').then((m) => m.favoritesSchemas), {
 *   list: { method: 'GET', path: '/favorites', access: 'user' },
 * });
 * ```
 */
export function defineApi<S extends SchemaTable>() {
  return <F extends { [K in keyof S]: RouteFacts }, Service extends EndpointService>(
    group: string,
    service: Service,
    loadSchemas: () => Promise<S>,
    facts: F & Record<Exclude<keyof F, keyof S>, never>,
  ): Api<S, Service> => {
    let loading: Promise<S> | undefined;
    const schemasOnce = () => {
      loading ??= loadSchemas();
      return loading;
    };
    const api: Record<string, Endpoint> = {};
    for (const [name, fact] of Object.entries(facts as Record<string, RouteFacts>)) {
      api[name] = {
        ...fact,
        group,
        name,
        service,
        schemas: async () => {
          const table = await schemasOnce();
          const schemas = table[name];
          if (!schemas) throw new Error(`${group}.${name} has no schemas`);
          return schemas;
        },
      };
    }
    return api as Api<S, Service>;
  };
}

/** `/favorites/:id` with `{ id: 'events' }` → `/favorites/events`; each value is URL-encoded. */
export function fillPath(path: string, params: Record<string, unknown> | undefined): string {
  return path.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined || value === null || value === '') {
      throw new Error(`${path} needs the path parameter ${name}`);
    }
    return encodeURIComponent(String(value));
  });
}

/**
 * An input is required when the endpoint declares it (optional when each of its fields is), and absent when it
 * does not.
 */
type InputField<Name extends string, Value> = [Value] extends [undefined]
  ? { [K in Name]?: never }
  : undefined extends Value
    ? { [K in Name]?: Value }
    : Record<never, never> extends Value
      ? { [K in Name]?: Value }
      : { [K in Name]: Value };

/**
 * What a call of `E` sends, typed from its schemas: the web's `call`, the server tests' `inject` and the journeys'
 * `call` all take it (decision 064), so a changed contract breaks every caller when it compiles.
 */
export type EndpointInput<E extends Endpoint> = InputField<'params', ParamsOf<E>> &
  InputField<'query', QueryOf<E>> &
  InputField<'body', BodyOf<E>>;

/** The service that answers `endpoint`: its own, or for a realm's endpoint the realm's (decision 028). */
export function serviceOf(endpoint: Endpoint, realm: TRealm | undefined): ServiceName {
  if (endpoint.service !== 'realm') return endpoint.service;
  if (!realm)
    throw new Error(`${endpoint.group}.${endpoint.name} is answered by both events services: name the realm`);
  return realmService(realm);
}

/** The service that answers a realm (decision 028). */
export const realmService = (realm: TRealm): ServiceName =>
  realm === 'events' ? 'events' : 'culturalEvents';

/** The URL path of one endpoint: its service's prefix and its path with the parameters filled in. */
export function endpointUrl<E extends Endpoint>(endpoint: E, params?: ParamsOf<E>, realm?: TRealm): string {
  const prefix = SERVICE_PREFIXES[serviceOf(endpoint, realm)];
  return `${prefix}${fillPath(endpoint.path, params as Record<string, unknown> | undefined)}`;
}
