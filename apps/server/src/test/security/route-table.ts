import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { RouteEntry } from '../../app.js';

/** The subset of JSON Schema that zod's `toJSONSchema` emits for our request contracts. */
export type JsonSchema = {
  type?: string | string[];
  format?: string;
  pattern?: string;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minItems?: number;
  maxItems?: number;
  $ref?: string;
  $defs?: Record<string, JsonSchema>;
};

export type RequestPart = 'body' | 'querystring' | 'params';
export const REQUEST_PARTS: RequestPart[] = ['body', 'querystring', 'params'];

/** `GET /api/events/bookings/:id`: how the security suites name a route in fixtures and allow-lists. */
export const routeKey = (route: Pick<RouteEntry, 'method' | 'url'>) => `${route.method} ${route.url}`;

/** Every route the app registered, in a stable order, each once. */
export function routesOf(app: FastifyInstance): RouteEntry[] {
  const seen = new Set<string>();
  return app.routeTable
    .filter((route) => {
      const key = routeKey(route);
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    })
    .sort((a, b) => routeKey(a).localeCompare(routeKey(b)));
}

/** The input side of a route's zod schema for one request part, as JSON Schema (refinements aside). */
export function jsonSchemaOf(route: RouteEntry, part: RequestPart): JsonSchema | null {
  const schema = route.schema?.[part];
  if (!schema) return null;
  return z.toJSONSchema(schema as z.ZodType, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
}

/** Follows a local `$ref` (zod emits them for schemas with a registered id). */
export function resolve(schema: JsonSchema, root: JsonSchema): JsonSchema {
  if (!schema.$ref) return schema;
  const name = schema.$ref.replace(/^#\/\$defs\//, '');
  return root.$defs?.[name] ?? {};
}

export const isUuidSchema = (schema: JsonSchema) => schema.format === 'uuid';

/** The body fields that name another record by id (`bookingId`, `purchaseId`, `userId`…). */
export function bodyIdFields(route: RouteEntry): string[] {
  const body = jsonSchemaOf(route, 'body');
  if (!body?.properties) return [];
  return Object.entries(body.properties)
    .filter(([, field]) => {
      const resolved = resolve(field, body);
      return isUuidSchema(resolved) || (resolved.anyOf ?? []).some(isUuidSchema);
    })
    .map(([name]) => name);
}

export const pathParamNames = (route: RouteEntry) =>
  [...route.url.matchAll(/:([A-Za-z0-9_]+)/g)].map((match) => match[1] as string);

/** A route that names a record: by a path parameter, or by an id field in its body. */
export const namesARecord = (route: RouteEntry) =>
  pathParamNames(route).length > 0 || bodyIdFields(route).length > 0;

const SLUG_CANDIDATES = ['events', 'pune', 'order_test_1', 'Maharashtra'];

/** One syntactically valid value for a path parameter, derived from its schema. */
export function exampleParam(schema: JsonSchema | undefined): string {
  if (!schema) return 'events';
  if (isUuidSchema(schema)) return randomUUID();
  const fits = (candidate: string) =>
    (!schema.pattern || new RegExp(schema.pattern).test(candidate)) &&
    candidate.length >= (schema.minLength ?? 0) &&
    candidate.length <= (schema.maxLength ?? Number.POSITIVE_INFINITY);
  const found = SLUG_CANDIDATES.find(fits);
  if (!found) throw new Error(`no example value fits ${JSON.stringify(schema)}`);
  return found;
}

/** Valid example values for every path parameter of a route. */
export function exampleParams(route: RouteEntry): Record<string, string> {
  const schema = jsonSchemaOf(route, 'params');
  return Object.fromEntries(
    pathParamNames(route).map((name) => [name, exampleParam(schema?.properties?.[name])]),
  );
}

/** The route's URL with its parameters filled in (already-encoded segments are kept as they are). */
export function concreteUrl(
  route: Pick<RouteEntry, 'url'>,
  params: Record<string, string>,
  { encoded = false } = {},
): string {
  const url = route.url
    .replace(/:([A-Za-z0-9_]+)/g, (_, name: string) => {
      const value = params[name];
      if (value === undefined) throw new Error(`no value for :${name} in ${route.url}`);
      return encoded ? value : encodeURIComponent(value);
    })
    .replace(/\*/g, 'anything');
  return url.startsWith('/') ? url : `/${url}`;
}
