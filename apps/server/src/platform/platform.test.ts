import { devIdpApi } from '@engagex/contracts/api/dev-idp';
import { identityApi } from '@engagex/contracts/api/identity';
import { localesApi } from '@engagex/contracts/api/locales';
import { modulesApi } from '@engagex/contracts/api/modules';
import { probesApi } from '@engagex/contracts/api/probes';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { endpointUrl, inject, offContract } from '../test/api.js';
import { DATABASE_KINDS, signIn, useTestDatabase } from '../test/harness.js';

describe.each(DATABASE_KINDS)('platform on %s', (kind) => {
  const database = useTestDatabase(kind);
  let app: FastifyInstance;

  beforeAll(async () => {
    app = await (await database()).build({ BODY_LIMIT_BYTES: '2048' });
  });

  it('answers malformed JSON with 400 and changes nothing', async () => {
    // A body no client of the table could send: it goes raw, to the sign-in endpoint's URL.
    const response = await app.inject({
      method: identityApi.signIn.method,
      url: endpointUrl(identityApi.signIn),
      headers: { 'content-type': 'application/json' },
      payload: '{"credential": ',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      success: false,
      code: 'VALIDATION_ERROR',
      message: 'Malformed JSON body',
    });
  });

  it('answers an oversized body with 413', async () => {
    const response = await inject(app, devIdpApi.token, {
      body: { email: 'big@example.com', name: 'x'.repeat(5000) },
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ success: false, code: 'PAYLOAD_TOO_LARGE' });
  });

  it('answers a body that is not JSON with 415', async () => {
    const response = await app.inject({
      method: devIdpApi.token.method,
      url: endpointUrl(devIdpApi.token),
      headers: { 'content-type': 'text/plain' },
      payload: 'email=a@b.c',
    });
    expect(response.statusCode).toBe(415);
    expect(response.json()).toMatchObject({ success: false, code: 'UNSUPPORTED_MEDIA_TYPE' });
  });

  it('lists every invalid field of a bad body', async () => {
    const response = await inject(app, devIdpApi.token, { body: offContract({ email: 'nope', name: '' }) });
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.code).toBe('VALIDATION_ERROR');
    expect(body.details.map((detail: { path: string }) => detail.path).sort()).toEqual([
      'body.email',
      'body.name',
    ]);
    expect(body.message).toBe(body.error);
  });

  it('sends security headers, a CSP, and echoes the request id', async () => {
    const response = await inject(app, probesApi.ping, { headers: { 'x-request-id': 'trace-123' } });
    expect(response.headers['x-request-id']).toBe('trace-123');
    expect(response.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-frame-options']).toBe('DENY');
    expect(response.headers['strict-transport-security']).toBeDefined();
  });

  it('replaces a request id that could forge log lines', async () => {
    const response = await inject(app, probesApi.ping, { headers: { 'x-request-id': 'evil id <script>' } });
    expect(response.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('reports database reachability on /health', async () => {
    const response = await inject(app, probesApi.health);
    expect(response.statusCode).toBe(200);
    expect(response.data()).toMatchObject({
      status: 'ok',
      database: { reachable: true, driver: kind },
    });
  });

  it('serves the OpenAPI 3.1 document generated from the contracts', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const document = response.json();
    expect(document.openapi).toBe('3.1.0');
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining([
        endpointUrl(identityApi.signIn),
        endpointUrl(identityApi.me),
        endpointUrl(probesApi.health),
        endpointUrl(modulesApi.list),
      ]),
    );
    const signInBody =
      document.paths[endpointUrl(identityApi.signIn)].post.requestBody.content['application/json'].schema;
    expect(signInBody.required).toContain('credential');
    const page = await app.inject({ method: 'GET', url: '/api/docs' });
    expect(page.statusCode).toBeLessThan(400);
  });

  it('answers the supported locales and currencies', async () => {
    const data = (await inject(app, localesApi.list)).data();
    expect(data.defaultCurrency).toBe('INR');
    expect(data.currencies).toContainEqual({ code: 'INR', usdRate: 83.5 });
    expect(data.locales.map((locale) => locale.code)).toContain('en-IN');
  });

  it('rate-limits sign-in attempts', async () => {
    const limitedApp = await (await database()).build({ AUTH_RATE_LIMIT_PER_MINUTE: '3' });
    const attempt = () => inject(limitedApp, identityApi.signIn, { body: { credential: 'x'.repeat(40) } });
    const statuses = [];
    for (let i = 0; i < 4; i += 1) statuses.push((await attempt()).statusCode);
    expect(statuses).toEqual([401, 401, 401, 429]);
    const limited = await attempt();
    expect(limited.json()).toMatchObject({ success: false, code: 'RATE_LIMITED' });
  });
});

describe('a failure inside a route', () => {
  const database = useTestDatabase('pglite');

  it('answers 500 with the envelope and no stack, SQL or driver message', async () => {
    const app = await (await database()).build({}, {}, { ready: false });
    app.get('/api/test/boom', { config: { auth: 'public' } }, async () => {
      await sql`select * from table_that_does_not_exist`.execute(app.db);
      return 'unreachable';
    });
    const response = await app.inject({ method: 'GET', url: '/api/test/boom' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({
      success: false,
      code: 'INTERNAL',
      message: 'Internal server error',
      error: 'Internal server error',
    });
    expect(response.body).not.toMatch(/table_that_does_not_exist|select|at /);
  });

  it('refuses a protected route without a token, before any handler runs', async () => {
    const app = await (await database()).build();
    const response = await inject(app, modulesApi.list);
    expect(response.statusCode).toBe(401);
    expect(response.json().code).toBe('UNAUTHENTICATED');
    const session = await signIn(app);
    const allowed = await inject(app, modulesApi.list, { session });
    expect(allowed.statusCode).toBe(200);
  });
});
