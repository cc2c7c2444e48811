/**
 * The signed-in users auth.ts remembers by token, on the synchronous path every request takes: what it remembered
 * never outlives the token's expiry or its session, and only the exact token it checked finds it. Changes when what
 * a remembered token is refused for does.
 */
import { identityApi } from '@engagex/contracts/api/identity';
import type { FastifyInstance } from 'fastify';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { inject } from '../../test/api.js';
import { signIn, useTestDatabase } from '../../test/harness.js';

const HOUR = 3600;
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

describe('remembered tokens', () => {
  const database = useTestDatabase('pglite');
  let app: FastifyInstance;

  beforeAll(async () => {
    app = await (await database()).build({ APP_TOKEN_TTL_SECONDS: String(HOUR) });
  });

  afterEach(() => {
    vi.useRealTimers();
  });

  const me = (token: string) => inject(app, identityApi.me, { headers: bearer(token) });

  it('refuses a remembered token the moment it expires, and again after', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const session = await signIn(app, 'expiring@example.com');
    expect((await me(session.token)).statusCode).toBe(200);
    expect((await me(session.token)).statusCode).toBe(200);
    vi.setSystemTime(new Date(Date.now() + HOUR * 1000 + 1000));
    for (const attempt of [1, 2]) {
      const refused = await me(session.token);
      expect(refused.statusCode, `attempt ${attempt}`).toBe(401);
      expect(refused.json().message).toBe('Session expired, please sign in again');
    }
  });

  it('refuses a remembered token at once once its session is signed out', async () => {
    const session = await signIn(app, 'leaving@example.com');
    expect((await me(session.token)).statusCode).toBe(200);
    const out = await inject(app, identityApi.logout, { headers: session.headers });
    expect(out.statusCode).toBe(200);
    expect((await me(session.token)).statusCode).toBe(401);
  });

  it('never serves a tampered copy of a remembered token from memory', async () => {
    const session = await signIn(app, 'tampered@example.com');
    expect((await me(session.token)).statusCode).toBe(200);
    const [header, payload, signature] = session.token.split('.') as [string, string, string];
    const flipped = `${signature.slice(0, -2)}${signature.at(-2) === 'A' ? 'B' : 'A'}${signature.at(-1)}`;
    const otherUser = Buffer.from(
      JSON.stringify({
        ...JSON.parse(Buffer.from(payload, 'base64url').toString()),
        sub: crypto.randomUUID(),
      }),
    ).toString('base64url');
    for (const forged of [
      `${header}.${payload}.${flipped}`,
      `${header}.${otherUser}.${signature}`,
      `${session.token}x`,
    ]) {
      const refused = await me(forged);
      expect(refused.statusCode, forged).toBe(401);
      expect(refused.json().message).toBe('Invalid session token');
    }
    expect((await me(session.token)).statusCode).toBe(200);
  });
});
