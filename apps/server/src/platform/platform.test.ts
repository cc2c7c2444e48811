import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { DATABASE_KINDS, signIn, useTestDatabase } from '../test/harness.js';
import { SECURITY_HEADERS } from './security.js';

describe.each(DATABASE_KINDS)('platform on %s', (kind) => {
  const database = useTestDatabase(kind);
  let app: FastifyInstance;

  beforeAll(async () => {
    app = await (await database()).build({ BODY_LIMIT_BYTES: '2048' });
  });

  it('answers unknown routes with a 404 envelope', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/main/no-such-thing' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      success: false,
      code: 'NOT_FOUND',
      message: 'Route GET /api/main/no-such-thing not found',
      error: 'Route GET /api/main/no-such-thing not found',
    });
  });

  it('answers malformed JSON with 400 and changes nothing', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/main/auth/google',
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
    const response = await app.inject({
      method: 'POST',
      url: '/api/dev-idp/token',
      payload: { email: 'big@example.com', name: 'x'.repeat(5000) },
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ success: false, code: 'PAYLOAD_TOO_LARGE' });
  });

  it('answers a body that is not JSON with 415', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/dev-idp/token',
      headers: { 'content-type': 'text/plain' },
      payload: 'email=a@b.c',
    });
    expect(response.statusCode).toBe(415);
    expect(response.json()).toMatchObject({ success: false, code: 'UNSUPPORTED_MEDIA_TYPE' });
  });

  it('lists every invalid field of a bad body', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/dev-idp/token',
      payload: { email: 'nope', name: '' },
    });
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
    const response = await app.inject({
      method: 'GET',
      url: '/api/module/ping',
      headers: { 'x-request-id': 'trace-123' },
    });
    expect(response.headers['x-request-id']).toBe('trace-123');
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
    expect(response.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['strict-transport-security']).toBeDefined();
  });

  it('sends the same security headers on a URL the router refuses as on any answer', async () => {
    const securityHeaders = (headers: Record<string, unknown>) =>
      Object.fromEntries(Object.entries(SECURITY_HEADERS).map(([name]) => [name, headers[name]]));
    const refused = await app.inject({ method: 'GET', url: '/api/main/referral/stats/%E0%A4%A' });
    const answered = await app.inject({ method: 'GET', url: '/api/module/ping' });
    expect(refused.statusCode).toBe(400);
    expect(securityHeaders(refused.headers)).toEqual(SECURITY_HEADERS);
    expect(securityHeaders(answered.headers)).toEqual(SECURITY_HEADERS);
    expect(SECURITY_HEADERS['cross-origin-opener-policy']).toBe('same-origin-allow-popups');
  });

  it('replaces a request id that could forge log lines', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/api/module/ping',
      headers: { 'x-request-id': 'evil id <script>' },
    });
    expect(response.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('reports database reachability on /health', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/module/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({
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
        '/api/main/auth/google',
        '/api/main/users/me',
        '/api/module/health',
        '/api/main/modules',
      ]),
    );
    const signInBody =
      document.paths['/api/main/auth/google'].post.requestBody.content['application/json'].schema;
    expect(signInBody.required).toContain('credential');
    const page = await app.inject({ method: 'GET', url: '/api/docs' });
    expect(page.statusCode).toBeLessThan(400);
  });

  it('answers the supported locales and currencies', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/main/locales' });
    const data = response.json().data;
    expect(data.defaultCurrency).toBe('INR');
    expect(data.currencies).toContainEqual({ code: 'INR', usdRate: 83.5 });
    expect(data.locales.map((locale: { code: string }) => locale.code)).toContain('en-IN');
  });

  it('rate-limits sign-in attempts', async () => {
    const limitedApp = await (await database()).build({ AUTH_RATE_LIMIT_PER_MINUTE: '3' });
    const attempt = () =>
      limitedApp.inject({
        method: 'POST',
        url: '/api/main/auth/google',
        payload: { credential: 'x'.repeat(40) },
      });
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
    const response = await app.inject({ method: 'GET', url: '/api/main/modules' });
    expect(response.statusCode).toBe(401);
    expect(response.json().code).toBe('UNAUTHENTICATED');
    const session = await signIn(app);
    const allowed = await app.inject({ method: 'GET', url: '/api/main/modules', headers: session.headers });
    expect(allowed.statusCode).toBe(200);
  });
});
