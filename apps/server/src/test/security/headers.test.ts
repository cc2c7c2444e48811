import { SERVICE_PREFIXES } from '@engagex/contracts';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { signIn, useTestDatabase } from '../harness.js';
import { envelopeProblems, securityHeaderProblems } from './envelope.js';
import { concreteUrl, exampleParams, routeKey, routesOf } from './route-table.js';
import { SECRETS, type Session } from './sessions.js';

const ALLOWED_ORIGIN = 'https://app.engagex.test';
const REFUSED_ORIGINS = [
  'https://evil.example',
  'null',
  'https://app.engagex.test.evil.example',
  'http://app.engagex.test',
  'https://app.engagex.test:8443',
  'https://evil.example/https://app.engagex.test',
];

/** Test-only routes that fail the way production code can: a bug (500) and a database outage (503). */
const CRASH = '/api/security-test/crash';
const DATABASE_DOWN = '/api/security-test/database-down';
const DEADLOCK = '/api/security-test/deadlock';

describe('security headers and CORS', () => {
  const database = useTestDatabase('pglite');
  let app: FastifyInstance;
  let admin: Session;
  let user: Session;

  beforeAll(async () => {
    const db = await database();
    app = await db.build({ ...SECRETS, CORS_ORIGINS: ALLOWED_ORIGIN }, {}, { ready: false });
    app.get(CRASH, { config: { auth: 'public' } }, async () => {
      throw new Error(`boom: ${SECRETS.JWT_SECRET}`);
    });
    app.get(DATABASE_DOWN, { config: { auth: 'public' } }, async () => {
      throw Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
    });
    app.get(DEADLOCK, { config: { auth: 'public' } }, async () => {
      throw Object.assign(new Error('deadlock detected'), { code: '40P01' });
    });
    await app.ready();
    admin = await signIn(app, 'admin@engagex.dev');
    user = await signIn(app, 'someone.headers@gmail.com');
  });

  /** One response of every kind the API gives: per service, per error status, pages and redirects. */
  async function responsesOfEveryKind(): Promise<Record<string, LightMyRequestResponse>> {
    const routes = routesOf(app);
    const samples: Record<string, LightMyRequestResponse> = {};
    for (const [service, prefix] of Object.entries(SERVICE_PREFIXES)) {
      const candidates = routes.filter((route) => route.url.startsWith(`${prefix}/`));
      const route = candidates.find((entry) => entry.method === 'GET') ?? candidates[0];
      if (!route) throw new Error(`no route for service ${service}`);
      samples[`${service}: ${routeKey(route)}`] = await app.inject({
        method: route.method as InjectOptions['method'],
        url: concreteUrl(route, exampleParams(route)),
        headers: admin.headers,
      });
    }
    const purchase = await app.inject({
      method: 'POST',
      url: '/api/main/cps/credit-purchase/initiate',
      headers: user.headers,
      payload: { amount: 100, currency: 'INR' },
    });
    const checkout = new URL(purchase.json().data.paymentUrl).pathname;
    const get = (url: string, headers: Record<string, string> = {}) =>
      app.inject({ method: 'GET', url, headers });
    return {
      ...samples,
      'API docs': await get('/api/docs/json'),
      'sandbox checkout page': await get(checkout),
      'sandbox redirect (303)': await app.inject({ method: 'POST', url: `${checkout}/pay` }),
      '400 validation': await get('/api/events/events?limit=1000', user.headers),
      '401 no token': await get('/api/main/users/me'),
      '403 role': await get('/api/employee/encashment/config', user.headers),
      '404 unknown route': await get('/api/nothing-here'),
      '404 unknown record': await get(
        '/api/events/bookings/00000000-0000-4000-8000-000000000000',
        user.headers,
      ),
      '413 body too large': await app.inject({
        method: 'POST',
        url: '/api/main/favorites',
        headers: { ...user.headers, 'content-type': 'application/json' },
        payload: `{"moduleId":"${'x'.repeat(1_100_000)}"}`,
      }),
      '415 not JSON': await app.inject({
        method: 'POST',
        url: '/api/main/favorites',
        headers: { ...user.headers, 'content-type': 'text/plain' },
        payload: 'events',
      }),
      '500 crash': await get(CRASH),
      '503 database down': await get(DATABASE_DOWN),
      '503 deadlock': await get(DEADLOCK),
      'CORS preflight': await app.inject({
        method: 'OPTIONS',
        url: '/api/main/users/me',
        headers: { origin: ALLOWED_ORIGIN, 'access-control-request-method': 'GET' },
      }),
    };
  }

  let everyKind: Promise<Record<string, LightMyRequestResponse>> | undefined;
  const responsesOnce = () => {
    everyKind ??= responsesOfEveryKind();
    return everyKind;
  };

  it('sends CSP (frame-ancestors none), nosniff, Referrer-Policy and HSTS on every kind of response', async () => {
    const responses = await responsesOnce();
    expect(Object.keys(responses).length).toBeGreaterThan(20);
    const missing = Object.entries(responses)
      .map(
        ([what, response]) => [`${what} (${response.statusCode})`, securityHeaderProblems(response)] as const,
      )
      .filter(([, problems]) => problems.length > 0);
    expect(Object.fromEntries(missing)).toEqual({});
  });

  it('lets the widget’s card window keep its frame on the sandbox checkout: no opener policy, still unframable', async () => {
    const responses = await responsesOnce();
    const checkout = responses['sandbox checkout page'] as LightMyRequestResponse;
    // Decision 110: an opener policy there would leave the frame reading the open window as closed.
    expect(checkout.headers['cross-origin-opener-policy']).toBeUndefined();
    expect(String(checkout.headers['content-security-policy'])).toContain("frame-ancestors 'none'");
    expect(checkout.headers['x-frame-options']).toBeDefined();
  });

  it('answers failures, 500 and 503 included, with the envelope and no internals', async () => {
    const responses = await responsesOnce();
    const crash = responses['500 crash'] as LightMyRequestResponse;
    expect(crash.json()).toEqual({
      success: false,
      code: 'INTERNAL',
      message: 'Internal server error',
      error: 'Internal server error',
    });
    expect(responses['503 database down']?.json()).toMatchObject({
      success: false,
      code: 'SERVICE_UNAVAILABLE',
    });
    expect(responses['503 deadlock']?.statusCode).toBe(503);
    expect(responses['503 deadlock']?.json()).toMatchObject({ success: false, code: 'SERVICE_UNAVAILABLE' });
    const failures = Object.entries(responses).filter(([, response]) => response.statusCode >= 400);
    expect(failures.length).toBeGreaterThan(8);
    for (const [what, response] of failures) {
      expect(envelopeProblems(response), what).toEqual([]);
      expect(response.body, what).not.toContain('boom');
      expect(response.body, what).not.toContain(SECRETS.JWT_SECRET);
    }
  });

  it('allows the listed origin, with credentials, in preflight and in the actual request', async () => {
    const preflight = await app.inject({
      method: 'OPTIONS',
      url: '/api/main/users/me',
      headers: {
        origin: ALLOWED_ORIGIN,
        'access-control-request-method': 'GET',
        'access-control-request-headers': 'authorization',
      },
    });
    expect(preflight.statusCode).toBe(204);
    expect(preflight.headers).toMatchObject({
      'access-control-allow-origin': ALLOWED_ORIGIN,
      'access-control-allow-credentials': 'true',
    });
    const actual = await app.inject({
      method: 'GET',
      url: '/api/main/users/me',
      headers: { ...user.headers, origin: ALLOWED_ORIGIN },
    });
    expect(actual.statusCode).toBe(200);
    expect(actual.headers['access-control-allow-origin']).toBe(ALLOWED_ORIGIN);
    expect(String(actual.headers.vary)).toMatch(/origin/i);
  });

  it.each(REFUSED_ORIGINS)('refuses the origin %s (no Access-Control-Allow-Origin)', async (origin) => {
    const preflight = await app.inject({
      method: 'OPTIONS',
      url: '/api/main/users/me',
      headers: {
        origin,
        'access-control-request-method': 'GET',
        'access-control-request-headers': 'authorization',
      },
    });
    expect(preflight.headers['access-control-allow-origin']).toBeUndefined();
    const actual = await app.inject({
      method: 'GET',
      url: '/api/main/users/me',
      headers: { ...user.headers, origin },
    });
    expect(actual.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('allows no cross-origin caller at all when CORS_ORIGINS is empty', async () => {
    const closed = await (await database()).build(SECRETS);
    for (const origin of [ALLOWED_ORIGIN, ...REFUSED_ORIGINS]) {
      const preflight = await closed.inject({
        method: 'OPTIONS',
        url: '/api/main/users/me',
        headers: { origin, 'access-control-request-method': 'GET' },
      });
      expect(preflight.headers['access-control-allow-origin'], origin).toBeUndefined();
    }
  });
});
