/**
 * What the router answers for a URL that names no route, or one it cannot read (moved here from
 * platform/platform.test.ts by decision 064: unknown paths are hostile input, sent raw on purpose). Changes when
 * the not-found envelope or the security headers change.
 */
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { API_SECURITY_HEADERS, SECURITY_HEADERS } from '../../platform/security.js';
import { DATABASE_KINDS, useTestDatabase } from '../harness.js';

describe.each(DATABASE_KINDS)('unknown and unreadable URLs on %s', (kind) => {
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

  it('sends the same security headers on a URL the router refuses as on any answer', async () => {
    const securityHeaders = (headers: Record<string, unknown>) =>
      Object.fromEntries(
        [...Object.keys(SECURITY_HEADERS), ...Object.keys(API_SECURITY_HEADERS)].map((name) => [
          name,
          headers[name],
        ]),
      );
    // An API URL's answer carries the API's set and nothing of the document's (decision 094).
    const apiSet = {
      ...Object.fromEntries(Object.keys(SECURITY_HEADERS).map((name) => [name, undefined])),
      ...API_SECURITY_HEADERS,
    };
    const refused = await app.inject({ method: 'GET', url: '/api/main/referral/stats/%E0%A4%A' });
    const answered = await app.inject({ method: 'GET', url: '/api/module/ping' });
    expect(refused.statusCode).toBe(400);
    expect(securityHeaders(refused.headers)).toEqual(apiSet);
    expect(securityHeaders(answered.headers)).toEqual(apiSet);
    expect(SECURITY_HEADERS['cross-origin-opener-policy']).toBe('same-origin-allow-popups');
  });

  it('gives an API route that answers a page, not JSON, the whole set a page gets', async () => {
    const page = await app.inject({ method: 'GET', url: '/api/docs/' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.headers['cross-origin-opener-policy']).toBe('same-origin-allow-popups');
    expect(page.headers['x-frame-options']).toBe(SECURITY_HEADERS['x-frame-options']);
    expect(page.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(page.headers['content-security-policy']).not.toBe(API_SECURITY_HEADERS['content-security-policy']);
  });

  it('answers no preflight from another origin when none is listed', async () => {
    const preflight = await app.inject({
      method: 'OPTIONS',
      url: '/api/main/users/me',
      headers: { origin: 'https://evil.example', 'access-control-request-method': 'GET' },
    });
    expect(preflight.headers['access-control-allow-origin']).toBeUndefined();
    expect(preflight.headers['access-control-allow-credentials']).toBeUndefined();
    expect(preflight.statusCode).toBe(404);
  });
});
