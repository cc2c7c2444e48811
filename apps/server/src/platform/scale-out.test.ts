import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { identityApi } from '@engagex/contracts/api/identity';
import { probesApi } from '@engagex/contracts/api/probes';
import { describe, expect, it } from 'vitest';
import { endpointUrl, inject } from '../test/api.js';
import { useTestDatabase } from '../test/harness.js';
import { holdSlowRoute } from '../test/held-request.js';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

describe('two API instances on one PostgreSQL', () => {
  const database = useTestDatabase('postgres');

  it('share sign-in rate limits through Redis', async () => {
    const db = await database();
    // A per-run namespace is not needed: the limit key is the client address, so use a fresh one.
    const env = { REDIS_URL, AUTH_RATE_LIMIT_PER_MINUTE: '3', ALLOW_DEV_CONVENIENCES_ON_NETWORK: 'true' };
    const a = await db.build(env);
    const b = await db.build(env);
    const remoteAddress = `10.${randomBytes(1)[0]}.${randomBytes(1)[0]}.${randomBytes(1)[0]}`;
    const attempt = (app: typeof a) =>
      inject(app, identityApi.signIn, { body: { credential: 'x'.repeat(40) }, remoteAddress });
    const statuses = [
      (await attempt(a)).statusCode,
      (await attempt(b)).statusCode,
      (await attempt(a)).statusCode,
      (await attempt(b)).statusCode,
    ];
    expect(statuses).toEqual([401, 401, 401, 429]);
  });
});

describe('CORS and shutdown', () => {
  const database = useTestDatabase('pglite');

  it('allows only the configured origins', async () => {
    const app = await (await database()).build({ CORS_ORIGINS: 'https://app.engagex.dev' });
    // A browser's preflight: OPTIONS is no method of the table, so it goes to the endpoint's URL raw.
    const allowed = await app.inject({
      method: 'OPTIONS',
      url: endpointUrl(identityApi.config),
      headers: { origin: 'https://app.engagex.dev', 'access-control-request-method': 'GET' },
    });
    expect(allowed.headers['access-control-allow-origin']).toBe('https://app.engagex.dev');
    const denied = await inject(app, identityApi.config, { headers: { origin: 'https://evil.example' } });
    expect(denied.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('finishes an in-flight request before closing', async () => {
    const app = await (await database()).build({}, {}, { ready: false });
    const { started, release } = holdSlowRoute(app, { success: true, data: 'finished' });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as AddressInfo;
    const inFlight = fetch(`http://127.0.0.1:${port}/api/test/slow`).then((response) => response.json());
    await started;
    const closing = app.close();
    setTimeout(() => release(), 200);
    await expect(inFlight).resolves.toEqual({ success: true, data: 'finished' });
    await closing;
    await expect(fetch(`http://127.0.0.1:${port}${endpointUrl(probesApi.ping)}`)).rejects.toThrow();
  });
});
