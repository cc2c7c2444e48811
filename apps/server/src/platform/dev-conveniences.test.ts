import { devIdpApi } from '@engagex/contracts/api/dev-idp';
import { probesApi } from '@engagex/contracts/api/probes';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { inject } from '../test/api.js';
import { useTestDatabase } from '../test/harness.js';

const PUBLIC_PEER = '203.0.113.9';

describe('a server with development conveniences on', () => {
  const database = useTestDatabase('pglite');
  let guarded: FastifyInstance;
  let optedIn: FastifyInstance;

  beforeAll(async () => {
    const db = await database();
    guarded = await db.build({ ALLOW_DEV_CONVENIENCES_ON_NETWORK: 'false' });
    optedIn = await db.build({ ALLOW_DEV_CONVENIENCES_ON_NETWORK: 'true' });
  });

  const mintToken = (app: FastifyInstance, remoteAddress: string, headers: Record<string, string> = {}) =>
    inject(app, devIdpApi.token, { body: { email: 'admin@engagex.dev' }, remoteAddress, headers });

  it('refuses a client that is not on this machine, whatever X-Forwarded-For says', async () => {
    const refused = await mintToken(guarded, PUBLIC_PEER, { 'x-forwarded-for': '127.0.0.1' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ success: false, code: 'FORBIDDEN' });
    expect(refused.body).not.toContain('credential');
    const ping = await inject(guarded, probesApi.ping, { remoteAddress: PUBLIC_PEER });
    expect(ping.statusCode).toBe(403);
  });

  it('answers loopback clients, IPv4, IPv6 and IPv4-mapped', async () => {
    for (const peer of ['127.0.0.1', '::1', '::ffff:127.0.0.1']) {
      expect((await mintToken(guarded, peer)).statusCode).toBe(200);
    }
  });

  it('answers everyone when the operator opted in', async () => {
    expect((await mintToken(optedIn, PUBLIC_PEER)).statusCode).toBe(200);
  });
});
