import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../config.js';
import { useTestDatabase } from '../harness.js';

const BALANCER = '10.0.0.5';
const CLIENT = '198.51.100.7';
const WHO_AM_I = '/api/security-test/ip';

/** What a client behind the balancer sends: its own made-up X-Forwarded-For, then the balancer's append. */
const spoofedFrom = (index: number) => ({ 'x-forwarded-for': `203.0.113.${index}, ${CLIENT}` });

describe.each([
  ['a hop count', '1'],
  ["the balancer's range", '10.0.0.0/8'],
])('TRUST_PROXY as %s', (_name, trustProxy) => {
  const database = useTestDatabase('pglite');
  let app: FastifyInstance;

  beforeAll(async () => {
    const db = await database();
    app = await db.build(
      // The balancer's address is not loopback, so the dev conveniences the test harness turns on are opted in.
      { TRUST_PROXY: trustProxy, AUTH_RATE_LIMIT_PER_MINUTE: '3', ALLOW_DEV_CONVENIENCES_ON_NETWORK: 'true' },
      {},
      { ready: false },
    );
    app.get(WHO_AM_I, { config: { auth: 'public' } }, async (request) => ({ ip: request.ip }));
    await app.ready();
  });

  it('takes the address the balancer saw, not the one the client wrote', async () => {
    const answer = await app.inject({
      method: 'GET',
      url: WHO_AM_I,
      remoteAddress: BALANCER,
      headers: spoofedFrom(1),
    });
    expect(answer.json()).toEqual({ ip: CLIENT });
  });

  it('keeps the sign-in rate limit on a client that changes its X-Forwarded-For every time', async () => {
    const statuses: number[] = [];
    for (let attempt = 1; attempt <= 4; attempt += 1) {
      const answer = await app.inject({
        method: 'POST',
        url: '/api/main/auth/google',
        payload: { credential: 'x'.repeat(40) },
        remoteAddress: BALANCER,
        headers: spoofedFrom(attempt),
      });
      statuses.push(answer.statusCode);
    }
    expect(statuses).toEqual([401, 401, 401, 429]);
    // Counted per client, not per balancer: another client behind it still signs in.
    const other = await app.inject({
      method: 'POST',
      url: '/api/main/auth/google',
      payload: { credential: 'x'.repeat(40) },
      remoteAddress: BALANCER,
      headers: { 'x-forwarded-for': '198.51.100.8' },
    });
    expect(other.statusCode).toBe(401);
  });
});

describe('TRUST_PROXY with addresses', () => {
  const database = useTestDatabase('pglite');

  it('ignores X-Forwarded-For from a peer that is not a trusted proxy', async () => {
    const db = await database();
    const app = await db.build(
      { TRUST_PROXY: '10.0.0.0/8', ALLOW_DEV_CONVENIENCES_ON_NETWORK: 'true' },
      {},
      { ready: false },
    );
    app.get(WHO_AM_I, { config: { auth: 'public' } }, async (request) => ({ ip: request.ip }));
    const answer = await app.inject({
      method: 'GET',
      url: WHO_AM_I,
      remoteAddress: CLIENT,
      headers: { 'x-forwarded-for': '10.0.0.9' },
    });
    expect(answer.json()).toEqual({ ip: CLIENT });
  });
});

describe('TRUST_PROXY configuration', () => {
  const problemsOf = (env: Record<string, string>) => {
    try {
      loadConfig(env);
      return [];
    } catch (error) {
      if (error instanceof ConfigError) return error.problems;
      throw error;
    }
  };

  it('accepts off, a hop count and address ranges', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 192.168.1.4,fd00::/8,loopback' }).trustProxy).toEqual([
      '10.0.0.0/8',
      '192.168.1.4',
      'fd00::/8',
      'loopback',
    ]);
  });

  it('refuses trusting every hop in production, and values that are neither', () => {
    const production = {
      NODE_ENV: 'production',
      JWT_SECRET: 'x'.repeat(40),
      GOOGLE_CLIENT_ID: 'client.apps.googleusercontent.com',
      DATABASE_URL: 'postgres://db/engagex',
      RAZORPAY_KEY_ID: 'rzp',
      RAZORPAY_KEY_SECRET: 'secret',
      RAZORPAY_WEBHOOK_SECRET: 'whsec',
      SMTP_URL: 'smtp://mail.internal:587',
      MFA_ENCRYPTION_KEY: Buffer.alloc(32, 7).toString('base64'),
    };
    expect(problemsOf({ ...production, TRUST_PROXY: 'true' })).toEqual([
      expect.stringMatching(/^TRUST_PROXY: true would let any client choose its address/),
    ]);
    expect(problemsOf({ ...production, TRUST_PROXY: '1' })).toEqual([]);
    expect(problemsOf({ TRUST_PROXY: 'yes' })).toEqual([expect.stringMatching(/^TRUST_PROXY: yes is not/)]);
    expect(problemsOf({ TRUST_PROXY: '10.0.0.0/33' })).toHaveLength(1);
    expect(problemsOf({ TRUST_PROXY: '10.0.0.0/8,evil' })).toEqual([
      expect.stringMatching(/^TRUST_PROXY: evil is not/),
    ]);
  });
});
