import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { SERVICE_PREFIXES } from '@engagex/contracts';
import type { Endpoint } from '@engagex/contracts/api/define';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useTestDatabase } from '../test/harness.js';
import { routeKey, routesOf } from '../test/security/route-table.js';

const API_FOLDER = fileURLToPath(new URL('../../../../packages/contracts/src/api/', import.meta.url));

/** Every endpoint of every table in packages/contracts/src/api, read the way a newcomer would find them. */
async function allEndpoints(): Promise<Endpoint[]> {
  const tables = readdirSync(API_FOLDER).filter(
    (file) =>
      file.endsWith('.ts') &&
      file !== 'define.ts' &&
      !file.endsWith('.schemas.ts') &&
      !file.endsWith('.test.ts'),
  );
  const endpoints: Endpoint[] = [];
  for (const file of tables) {
    const exports = (await import(`${API_FOLDER}${file}`)) as Record<string, Record<string, Endpoint>>;
    for (const table of Object.values(exports)) endpoints.push(...Object.values(table));
  }
  return endpoints;
}

/**
 * Routes whose answer is neither the success envelope nor a file nor a redirect, so no table can describe them:
 * the sandbox's checkout page (HTML, decision 019), a bare JWKS for ID-token verifiers, a bare IP-lookup record
 * that the web may take from another service instead, and the API docs.
 */
const NOT_ENVELOPE_ROUTES = [
  'GET /api/dev-idp/.well-known/jwks.json',
  'GET /api/main/geo/ip',
  'GET /api/payments/sandbox/:orderId',
];

/**
 * A gateway's table is registered only where that gateway is configured (decision 065); the test app runs the
 * sandbox, and razorpay.test.ts reaches Razorpay's endpoints through an app configured for it.
 */
const ONLY_WHERE_CONFIGURED = ['razorpay-payments'];

const prefixesOf = (endpoint: Endpoint) =>
  endpoint.service === 'realm'
    ? [SERVICE_PREFIXES.events, SERVICE_PREFIXES.culturalEvents]
    : [SERVICE_PREFIXES[endpoint.service]];

describe('the endpoint table (contracts) and the routes the server registers', () => {
  const database = useTestDatabase('pglite');
  let app: FastifyInstance;

  beforeAll(async () => {
    app = await (await database()).build();
  });
  afterAll(() => app.close());

  it('registers every endpoint of every table, at its service, with the access the table declares', async () => {
    const endpoints = (await allEndpoints()).filter(
      (endpoint) => !ONLY_WHERE_CONFIGURED.includes(endpoint.group),
    );
    expect(endpoints.length).toBeGreaterThan(0);
    const registered = new Map(routesOf(app).map((route) => [routeKey(route), route.auth]));
    const mismatches = endpoints.flatMap((endpoint) =>
      prefixesOf(endpoint).flatMap((prefix) => {
        const key = `${endpoint.method} ${prefix}${endpoint.path}`;
        const access = registered.get(key);
        return access === endpoint.access
          ? []
          : [`${endpoint.group}.${endpoint.name}: ${key} is ${access ?? 'missing'}`];
      }),
    );
    expect(mismatches).toEqual([]);
  });

  it('registers every API route from a table, but the few that do not answer our envelope', () => {
    const outsideTables = routesOf(app)
      .filter((route) => route.url.startsWith('/api/') && !route.url.startsWith('/api/docs'))
      .filter((route) => route.endpoint === undefined)
      .map(routeKey);
    expect(outsideTables).toEqual(NOT_ENVELOPE_ROUTES);
  });

  it('declares each method and path once across all tables', async () => {
    const keys = (await allEndpoints()).flatMap((endpoint) =>
      prefixesOf(endpoint).map((prefix) => `${endpoint.method} ${prefix}${endpoint.path}`),
    );
    expect(keys.filter((key, index) => keys.indexOf(key) !== index)).toEqual([]);
  });
});
