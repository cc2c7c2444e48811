import type { AddressInfo } from 'node:net';
import { connect } from 'node:net';
import { identityApi } from '@engagex/contracts/api/identity';
import { probesApi } from '@engagex/contracts/api/probes';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { endpointUrl, inject } from '../test/api.js';
import { useTestDatabase } from '../test/harness.js';
import { holdSlowRoute } from '../test/held-request.js';
import { AppError } from './errors.js';

describe('every 503 says when to retry', () => {
  const database = useTestDatabase('pglite');
  let app: FastifyInstance;

  beforeAll(async () => {
    const db = await database();
    app = await db.build({}, {}, { ready: false });
    const fail = (url: string, error: () => Error) =>
      app.get(url, { config: { auth: 'public' } }, async () => {
        throw error();
      });
    fail('/api/test/database-down', () =>
      Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' }),
    );
    fail('/api/test/deadlock', () => Object.assign(new Error('deadlock detected'), { code: '40P01' }));
    fail('/api/test/unavailable', () => new AppError('SERVICE_UNAVAILABLE', 'The gateway is unavailable'));
    await app.ready();
  });

  it.each([
    ['a database outage', '/api/test/database-down', '5'],
    ['a rolled-back deadlock', '/api/test/deadlock', '1'],
    ['a domain error', '/api/test/unavailable', '5'],
  ])('on %s', async (_name, url, seconds) => {
    const answer = await app.inject({ method: 'GET', url });
    expect(answer.statusCode).toBe(503);
    expect(answer.headers['retry-after']).toBe(seconds);
    expect(answer.json()).toMatchObject({ success: false, code: 'SERVICE_UNAVAILABLE' });
  });
});

describe('a rate-limited answer', () => {
  const database = useTestDatabase('pglite');

  it('says when to retry too (429 with Retry-After, from @fastify/rate-limit)', async () => {
    const app = await (await database()).build({ AUTH_RATE_LIMIT_PER_MINUTE: '1' });
    const attempt = () => inject(app, identityApi.signIn, { body: { credential: 'x'.repeat(40) } });
    expect((await attempt()).statusCode).toBe(401);
    const limited = await attempt();
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(limited.json()).toMatchObject({ code: 'RATE_LIMITED' });
  });
});

describe('a request that arrives while the server shuts down', () => {
  const database = useTestDatabase('pglite');

  it('gets a 503 in the envelope with Retry-After, and the connection closes', async () => {
    const app = await (await database()).build({}, {}, { ready: false });
    const { started, release } = holdSlowRoute(app);
    await app.listen({ host: '127.0.0.1', port: 0 });
    const port = (app.server.address() as AddressInfo).port;
    // A request whose headers are under way when close() starts: close() cannot drop its connection.
    const late = connect(port, '127.0.0.1');
    let received = '';
    late.on('data', (chunk) => {
      received += chunk.toString();
    });
    const lateClosed = new Promise<void>((resolve) => late.on('close', () => resolve()));
    late.write(`GET ${endpointUrl(probesApi.ping)} HTTP/1.1\r\nHost: 127.0.0.1\r\n`);
    // An in-flight request keeps close() waiting while the late one arrives.
    const busy = connect(port, '127.0.0.1');
    busy.on('error', () => {});
    busy.write('GET /api/test/slow HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n');
    await started;
    const closed = app.close();
    while (app.server.listening) await new Promise((resolve) => setImmediate(resolve));
    late.write('\r\n');
    await lateClosed;
    release();
    await closed;
    busy.destroy();
    expect(received).toMatch(/^HTTP\/1\.1 503 Service Unavailable\r\n/);
    expect(received.toLowerCase()).toContain('retry-after: 5');
    expect(received.toLowerCase()).toContain('connection: close');
    expect(received).toContain('"code":"SERVICE_UNAVAILABLE"');
  });
});
