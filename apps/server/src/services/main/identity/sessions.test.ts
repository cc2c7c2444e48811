import { identityApi } from '@engagex/contracts/api/identity';
import type { FastifyInstance } from 'fastify';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { inject } from '../../../test/api.js';
import { signIn, useTestDatabase } from '../../../test/harness.js';

/** Decision 037: when a session may be renewed, and when it ends. */

const HOUR = 3600;
const DAY = 24 * HOUR;

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** Moves the clock the tokens are judged by (Date only: timers and the database keep real time). */
function advanceSeconds(seconds: number) {
  vi.setSystemTime(new Date(Date.now() + seconds * 1000));
}

describe('session renewal on postgres', () => {
  const database = useTestDatabase('postgres');
  let app: FastifyInstance;

  beforeAll(async () => {
    app = await (await database()).build({
      APP_TOKEN_TTL_SECONDS: String(HOUR),
      APP_SESSION_IDLE_SECONDS: String(8 * HOUR),
    });
  });

  afterEach(() => {
    vi.useRealTimers();
  });

  const refresh = (token: string, on: FastifyInstance = app) =>
    inject(on, identityApi.refresh, { headers: bearer(token) });
  const me = (token: string) => inject(app, identityApi.me, { headers: bearer(token) });

  it('renews an expired token while the session has been idle less than the limit (a laptop waking up)', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const session = await signIn(app, 'asleep@example.com');
    advanceSeconds(3 * HOUR);
    expect((await me(session.token)).statusCode).toBe(401);

    const renewed = await refresh(session.token);
    expect(renewed.statusCode).toBe(200);
    const { token, expiresAt } = renewed.json().data as { token: string; expiresAt: string };
    expect(new Date(expiresAt).getTime()).toBeGreaterThan(Date.now());
    const after = await me(token);
    expect(after.statusCode).toBe(200);
    expect(after.json().data.id).toBe(session.user.id);
  });

  it('refuses to renew after an idle period longer than the limit', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const session = await signIn(app, 'away@example.com');
    advanceSeconds(8 * HOUR + 60);
    const renewed = await refresh(session.token);
    expect(renewed.statusCode).toBe(401);
    expect(renewed.json()).toMatchObject({
      success: false,
      code: 'UNAUTHENTICATED',
      message: 'Session ended after a long time without use, please sign in again',
    });
  });

  it('measures idleness from the last renewal, so a user who keeps working stays signed in all day and more', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    let { token } = await signIn(app, 'worker@example.com');
    for (let hour = 0; hour < 12; hour += 1) {
      advanceSeconds(HOUR - 5 * 60);
      const renewed = await refresh(token);
      expect(renewed.statusCode).toBe(200);
      token = renewed.json().data.token;
    }
    expect((await me(token)).statusCode).toBe(200);
  });

  it('refuses a token that was signed out, before and after it expired', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const session = await signIn(app, 'leaver@example.com');
    await inject(app, identityApi.logout, { session });
    expect((await refresh(session.token)).statusCode).toBe(401);
    advanceSeconds(2 * HOUR);
    const late = await refresh(session.token);
    expect(late.statusCode).toBe(401);
    expect(late.json().message).toBe('Session has been signed out');
  });

  it('keeps the revocation of a signed-out token until it could no longer be renewed anyway', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const session = await signIn(app, 'pruned@example.com');
    await inject(app, identityApi.logout, { session });
    advanceSeconds(2 * HOUR);
    await app.appTokens.pruneExpiredRevocations();
    expect((await refresh(session.token)).statusCode).toBe(401);
  });

  it('renews a token once: the replaced token neither works nor renews again', async () => {
    const session = await signIn(app, 'once@example.com');
    const first = await refresh(session.token);
    expect(first.statusCode).toBe(200);
    expect((await refresh(session.token)).statusCode).toBe(401);
    expect((await me(session.token)).statusCode).toBe(401);
    expect((await me(first.json().data.token)).statusCode).toBe(200);
  });

  it('of two renewals racing with one token on two instances, exactly one gets a new token', async () => {
    const second = await (await database()).build({}, {}, { ownPool: true });
    const session = await signIn(app, 'racer@example.com');
    const answers = await Promise.all([refresh(session.token), refresh(session.token, second)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 401]);
  });

  it('refuses a missing or forged token', async () => {
    const missing = await inject(app, identityApi.refresh);
    expect(missing.statusCode).toBe(401);
    const session = await signIn(app, 'forger@example.com');
    const [header, payload] = session.token.split('.');
    expect((await refresh(`${header}.${payload}.${'A'.repeat(43)}`)).statusCode).toBe(401);
  });
});

describe('session maximum age', () => {
  const database = useTestDatabase('pglite');

  it('ends a session 30 days after sign-in however often it was renewed', async () => {
    const app = await (await database()).build({ APP_SESSION_IDLE_SECONDS: String(20 * DAY) });
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      const session = await signIn(app, 'forever@example.com');
      advanceSeconds(19 * DAY);
      const renewed = await inject(app, identityApi.refresh, { headers: bearer(session.token) });
      expect(renewed.statusCode).toBe(200);
      advanceSeconds(12 * DAY);
      const late = await inject(app, identityApi.refresh, { headers: bearer(renewed.json().data.token) });
      expect(late.statusCode).toBe(401);
      expect(late.json().message).toBe('Session expired, please sign in again');
    } finally {
      vi.useRealTimers();
    }
  });
});
