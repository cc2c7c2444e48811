import { API_KEY_SCOPES } from '@engagex/contracts';
import { apiKeysApi } from '@engagex/contracts/api/api-keys';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import type { RouteEntry } from '../../app.js';
import { inject } from '../api.js';
import { useTestDatabase } from '../harness.js';
import { signInOrganiser } from '../organisers.js';
import { changedTables, fingerprint } from './database-state.js';
import { envelopeProblems } from './envelope.js';
import { concreteUrl, exampleParams, routeKey, routesOf } from './route-table.js';

/**
 * API keys are refused by default (decision 090): every route of app.routeTable that names no scope answers a key
 * holding every scope with 403 in the envelope, before anything runs, and changes nothing. The routes that take a
 * key are exactly the ones listed here, so making another one take keys is a decision this test must be told of.
 */
const TAKES_A_KEY = [
  'GET /api/cultural-events/bookings -> bookings:read',
  'GET /api/cultural-events/bookings/check-in/counts -> bookings:read',
  'GET /api/cultural-events/events -> events:read',
  'GET /api/cultural-events/events/:id/sales -> events:read',
  'GET /api/cultural-events/events/:id/ticket-types -> events:read',
  'GET /api/cultural-events/exports/bookings -> exports:read',
  'GET /api/cultural-events/exports/contestants -> exports:read',
  'GET /api/cultural-events/exports/events/:id/slots/:slotId/attendees -> exports:read',
  'GET /api/cultural-events/exports/events/:id/tickets -> exports:read',
  'GET /api/events/bookings -> bookings:read',
  'GET /api/events/bookings/check-in/counts -> bookings:read',
  'GET /api/events/events -> events:read',
  'GET /api/events/events/:id/sales -> events:read',
  'GET /api/events/events/:id/ticket-types -> events:read',
  'GET /api/events/exports/bookings -> exports:read',
  'GET /api/events/exports/contestants -> exports:read',
  'GET /api/events/exports/events/:id/slots/:slotId/attendees -> exports:read',
  'GET /api/events/exports/events/:id/tickets -> exports:read',
  'POST /api/cultural-events/bookings/check-in -> check-in:write',
  'POST /api/events/bookings/check-in -> check-in:write',
];

describe('API keys against every route in app.routeTable', () => {
  const database = useTestDatabase('pglite');
  let app: FastifyInstance;
  let routes: RouteEntry[];
  let key: string;

  beforeAll(async () => {
    app = await (await database()).build();
    routes = routesOf(app);
    const owner = await signInOrganiser(app, 'kim.security@example.com');
    const made = await inject(app, apiKeysApi.create, {
      session: owner,
      body: { name: 'Everything', scopes: [...API_KEY_SCOPES] },
    });
    expect(made.statusCode, made.body).toBe(201);
    key = made.data().key;
  });

  const send = (route: RouteEntry) =>
    app.inject({
      method: route.method as InjectOptions['method'],
      url: concreteUrl(route, exampleParams(route)),
      headers: { authorization: `Bearer ${key}` },
      ...(route.schema?.body ? { payload: {} } : {}),
    });

  it('takes a key only on the routes whose endpoint names a scope', () => {
    const taking = routes
      .filter((route) => route.apiKeyScope)
      .map((route) => `${routeKey(route)} -> ${route.apiKeyScope}`);
    expect(taking).toEqual(TAKES_A_KEY);
  });

  it('refuses a key on every other route with 403 FORBIDDEN in the envelope, changing nothing', async () => {
    const refusing = routes.filter((route) => !route.apiKeyScope);
    // Admin, payout, credits, payments, bookings that pay, account and the keys themselves among them.
    expect(refusing.length).toBeGreaterThan(250);
    const before = await fingerprint((await database()).db);
    const failures: string[] = [];
    for (const route of refusing) {
      const response = await send(route);
      const body = response.statusCode === 403 ? response.json() : null;
      if (
        body?.code !== 'FORBIDDEN' ||
        body.message !== 'API keys cannot be used here: sign in to EngageX instead' ||
        envelopeProblems(response).length > 0
      ) {
        failures.push(`${routeKey(route)} -> ${response.statusCode} ${response.body.slice(0, 120)}`);
      }
    }
    expect(failures).toEqual([]);
    // The key's own last use is the one write a key may cause; nothing above reached far enough to cause it.
    expect(changedTables(before, await fingerprint((await database()).db))).toEqual([]);
  });

  it('lets the same key past the gate on the routes that take it', async () => {
    const refused: string[] = [];
    for (const route of routes.filter((entry) => entry.apiKeyScope)) {
      const response = await send(route);
      if (response.statusCode === 401 || response.statusCode === 403) refused.push(routeKey(route));
    }
    expect(refused).toEqual([]);
  });

  it('documents the key as a bearer scheme of its own, on exactly the operations that take it', async () => {
    const docs = (await app.inject({ method: 'GET', url: '/api/docs/json' })).json() as {
      components: { securitySchemes: Record<string, { type: string; scheme: string }> };
      paths: Record<string, Record<string, { security?: Record<string, string[]>[] }>>;
    };
    expect(docs.components.securitySchemes.apiKey).toMatchObject({ type: 'http', scheme: 'bearer' });
    const documented = Object.entries(docs.paths).flatMap(([path, operations]) =>
      Object.entries(operations)
        .filter(([, operation]) => operation.security?.some((requirement) => 'apiKey' in requirement))
        .map(([method, operation]) => {
          const scope = operation.security?.find((requirement) => 'apiKey' in requirement)?.apiKey?.[0];
          return `${method.toUpperCase()} ${path.replace(/\{(\w+)\}/g, ':$1')} -> ${scope}`;
        }),
    );
    expect(documented.sort()).toEqual([...TAKES_A_KEY].sort());
  });
});
