// Over 300 lines: a session's whole life (sign-in, renewal, listing, ending, suspension) on one process, then the races across two on PostgreSQL.
import { randomUUID } from 'node:crypto';
import { identityApi } from '@engagex/contracts/api/identity';
import { jobsApi } from '@engagex/contracts/api/jobs';
import type { FastifyInstance } from 'fastify';
import { decodeJwt, SignJWT } from 'jose';
import { beforeAll, describe, expect, it } from 'vitest';
import { inject } from '../../../test/api.js';
import { DATABASE_KINDS, devIdToken, type Session, signIn, useTestDatabase } from '../../../test/harness.js';
import { endSessions, listSessions, restoreUser, suspendUser } from './session-records.js';
import { startSession } from './sessions.js';

/** Decision 047: sessions are rows; sign-out, an admin or a suspension ends them, on every process. */

const JWT_SECRET = `session-records-${randomUUID()}`;
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const sidOf = (token: string) => decodeJwt(token).sid;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.each(DATABASE_KINDS)('sessions and suspension on %s', (kind) => {
  const database = useTestDatabase(kind);
  let app: FastifyInstance;

  beforeAll(async () => {
    // Sign-ins come from 203.0.113.9, a balancer this server trusts to name the client (decision 036).
    app = await (await database()).build({
      JWT_SECRET,
      TRUST_PROXY: '203.0.113.9',
      ALLOW_DEV_CONVENIENCES_ON_NETWORK: 'true',
    });
  });

  const me = (token: string) => inject(app, identityApi.me, { headers: bearer(token) });
  const refresh = (token: string) => inject(app, identityApi.refresh, { headers: bearer(token) });
  const signInAs = async (email: string, headers: Record<string, string> = {}) =>
    inject(app, identityApi.signIn, {
      remoteAddress: '203.0.113.9',
      headers,
      body: { credential: await devIdToken(app, email) },
    });
  const sessionRow = async (id: string) =>
    (await database()).db.selectFrom('sessions').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

  it('signs in into a session row, renews within it, and ends it on sign-out', async () => {
    const response = await signInAs(`lifecycle-${kind}@example.com`, {
      'user-agent': '  TestBrowser/1.0  ',
      'x-forwarded-for': '198.51.100.7',
    });
    expect(response.statusCode).toBe(200);
    const { token, user } = response.json().data as { token: string; user: { id: string } };
    const sid = sidOf(token) as string;
    expect(await sessionRow(sid)).toMatchObject({
      user_id: user.id,
      client_ip: '198.51.100.7',
      user_agent: 'TestBrowser/1.0',
      ended_at: null,
      ended_reason: null,
    });

    const { db } = await database();
    await db
      .updateTable('sessions')
      .set({ last_seen_at: new Date(Date.now() - 3_600_000) })
      .where('id', '=', sid)
      .execute();
    const renewed = await refresh(token);
    expect(renewed.statusCode).toBe(200);
    const next = renewed.json().data.token as string;
    expect(sidOf(next)).toBe(sid);
    const touched = await sessionRow(sid);
    expect(Date.now() - touched.last_seen_at.getTime()).toBeLessThan(60_000);
    expect(await listSessions(db, user.id)).toHaveLength(1);

    expect((await me(next)).statusCode).toBe(200);
    const out = await inject(app, identityApi.logout, { headers: bearer(next) });
    expect(out.statusCode).toBe(200);
    expect(await sessionRow(sid)).toMatchObject({ ended_reason: 'signed-out' });
    expect((await sessionRow(sid)).ended_at).toBeInstanceOf(Date);
    const after = await me(next);
    expect(after.statusCode).toBe(401);
    expect(after.json().message).toBe('Session has been signed out');
  });

  it('lists a user’s sessions newest first, as the admin console shows them', async () => {
    const first = await signIn(app, `listed-${kind}@example.com`);
    const second = await signIn(app, `listed-${kind}@example.com`);
    // Read with the first session: it is the reader's own, marked current (decision 050).
    const listed = await listSessions((await database()).db, first.user.id, sidOf(first.token) as string);
    expect(listed.map((session) => session.id)).toEqual([sidOf(second.token), sidOf(first.token)]);
    expect(listed[0]).toEqual({
      id: sidOf(second.token),
      signedInAt: expect.any(String),
      lastSeenAt: expect.any(String),
      clientIp: expect.any(String),
      userAgent: 'lightMyRequest',
      endedAt: null,
      endedReason: null,
      factors: ['id_token'],
      current: false,
    });
    expect(listed[1]?.current).toBe(true);
  });

  it('refuses a session an admin ended at once, leaves the user’s other sessions alone, and ends it once', async () => {
    const { db } = await database();
    const phone = await signIn(app, `revoked-${kind}@example.com`);
    const laptop = await signIn(app, `revoked-${kind}@example.com`);
    expect((await me(phone.token)).statusCode).toBe(200);
    expect((await me(phone.token)).statusCode).toBe(200); // now from this process's memory

    const sid = sidOf(phone.token) as string;
    const ended = await db
      .transaction()
      .execute((tx) => endSessions(tx, { userId: phone.user.id, sessionId: sid, reason: 'revoked' }));
    expect(ended).toEqual([sid]);
    app.signedIn.forgetSession(sid);
    const refused = await me(phone.token);
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toMatchObject({
      code: 'UNAUTHENTICATED',
      message: 'Session was ended by an administrator',
    });
    const renewal = await refresh(phone.token);
    expect(renewal.statusCode).toBe(401);
    expect(renewal.json().message).toBe('Session was ended by an administrator');
    expect((await me(laptop.token)).statusCode).toBe(200);

    const endedAt = (await sessionRow(sid)).ended_at;
    expect(await endSessions(db, { userId: phone.user.id, sessionId: sid, reason: 'revoked' })).toEqual([]);
    expect((await sessionRow(sid)).ended_at).toEqual(endedAt);
  });

  it('answers 404 for a session that is unknown or another user’s, and ends nothing', async () => {
    const { db } = await database();
    const mine = await signIn(app, `owner-${kind}@example.com`);
    const theirs = await signIn(app, `other-${kind}@example.com`);
    const theirSid = sidOf(theirs.token) as string;
    await expect(
      endSessions(db, { userId: mine.user.id, sessionId: theirSid, reason: 'revoked' }),
    ).rejects.toMatchObject({
      status: 404,
      message: 'Session not found',
    });
    await expect(
      endSessions(db, { userId: mine.user.id, sessionId: randomUUID(), reason: 'revoked' }),
    ).rejects.toMatchObject({ status: 404, message: 'Session not found' });
    await expect(endSessions(db, { userId: randomUUID(), reason: 'revoked' })).rejects.toMatchObject({
      status: 404,
      message: 'User not found',
    });
    expect((await sessionRow(theirSid)).ended_at).toBeNull();
    expect((await me(theirs.token)).statusCode).toBe(200);
  });

  it('ends every session of a user at once, their tokens from before sessions had rows too', async () => {
    const { db } = await database();
    const one = await signIn(app, `everything-${kind}@example.com`);
    const two = await signIn(app, `everything-${kind}@example.com`);
    const legacy = await tokenWithoutSession(one.user.id);
    expect((await me(legacy)).statusCode).toBe(200);
    const ended = await endSessions(db, { userId: one.user.id, reason: 'revoked' });
    expect(ended.sort()).toEqual([sidOf(one.token), sidOf(two.token)].sort());
    app.signedIn.forgetUser(one.user.id);
    for (const token of [one.token, two.token, legacy]) {
      const refused = await me(token);
      expect(refused.statusCode).toBe(401);
      expect(refused.json().message).toBe('Session was ended by an administrator');
    }
    expect((await refresh(legacy)).statusCode).toBe(401);
    // A new sign-in is a new session and works.
    expect((await me((await signIn(app, `everything-${kind}@example.com`)).token)).statusCode).toBe(200);
  });

  it('renews a token from before sessions had rows into a session of its own', async () => {
    const session = await signIn(app, `legacy-${kind}@example.com`);
    const legacy = await tokenWithoutSession(session.user.id);
    expect((await me(legacy)).statusCode).toBe(200);
    const renewed = await refresh(legacy);
    expect(renewed.statusCode).toBe(200);
    const sid = sidOf(renewed.json().data.token) as string;
    expect(await sessionRow(sid)).toMatchObject({ user_id: session.user.id, ended_at: null });
    expect((await me(renewed.json().data.token)).statusCode).toBe(200);
  });

  it('a suspended user is refused on every request and every sign-in, and may sign in again once restored', async () => {
    const { db } = await database();
    const email = `suspended-${kind}@example.com`;
    const session = await signIn(app, email);
    const legacy = await tokenWithoutSession(session.user.id);
    const cookieRoute = () =>
      inject(app, jobsApi.listOpenings, { headers: { cookie: `engagex-session=${session.token}` } });
    expect((await cookieRoute()).statusCode).toBe(200);
    expect((await me(session.token)).statusCode).toBe(200);

    const change = await db
      .transaction()
      .execute((tx) => suspendUser(tx, { userId: session.user.id, reason: 'Fraudulent bookings' }));
    expect(change.before).toEqual({ suspendedAt: null, suspendedReason: null });
    expect(change.after).toEqual({ suspendedAt: expect.any(String), suspendedReason: 'Fraudulent bookings' });
    app.signedIn.forgetUser(session.user.id);
    expect(await sessionRow(sidOf(session.token) as string)).toMatchObject({ ended_reason: 'suspended' });

    // Every refusal says since when, the reason the admin recorded and where to appeal (decision 048).
    const suspension = {
      since: change.after.suspendedAt,
      reason: 'Fraudulent bookings',
      appealTo: 'support@engagex.dev',
    };
    for (const response of [await me(session.token), await me(legacy), await cookieRoute()]) {
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({
        code: 'UNAUTHENTICATED',
        message: 'This account is suspended',
        suspension,
      });
    }
    const lastSignIn = (
      await db
        .selectFrom('users')
        .select('last_sign_in_at')
        .where('id', '=', session.user.id)
        .executeTakeFirstOrThrow()
    ).last_sign_in_at;
    for (const response of [await signInAs(email), await refresh(session.token), await refresh(legacy)]) {
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({
        code: 'FORBIDDEN',
        message: 'This account is suspended',
        suspension,
      });
    }
    // A token that expired while its holder was away, renewed by a suspended account: the same answer.
    const expired = await tokenWithoutSession(session.user.id, { expiredSecondsAgo: 600 });
    expect((await refresh(expired)).json()).toMatchObject({ code: 'FORBIDDEN', suspension });
    // The refused sign-in wrote nothing: no session, no sign-in time.
    expect(await listSessions(db, session.user.id)).toHaveLength(1);
    const user = await db
      .selectFrom('users')
      .select('last_sign_in_at')
      .where('id', '=', session.user.id)
      .executeTakeFirstOrThrow();
    expect(user.last_sign_in_at).toEqual(lastSignIn);

    await expect(suspendUser(db, { userId: session.user.id, reason: 'Again' })).rejects.toMatchObject({
      status: 409,
      message: 'This account is already suspended',
    });

    const restored = await restoreUser(db, { userId: session.user.id });
    expect(restored).toEqual({
      before: { suspendedAt: change.after.suspendedAt, suspendedReason: 'Fraudulent bookings' },
      after: { suspendedAt: null, suspendedReason: null },
    });
    await expect(restoreUser(db, { userId: session.user.id })).rejects.toMatchObject({
      status: 409,
      message: 'This account is not suspended',
    });
    app.signedIn.forgetUser(session.user.id);
    // Old sessions stay ended; a new sign-in works.
    expect((await me(session.token)).json().message).toBe('Session was ended by an administrator');
    expect((await me(legacy)).statusCode).toBe(401);
    const again = await signInAs(email);
    expect(again.statusCode).toBe(200);
    expect((await me(again.json().data.token)).statusCode).toBe(200);
  });

  it('answers 404 for suspending or restoring someone who does not exist', async () => {
    const { db } = await database();
    await expect(suspendUser(db, { userId: randomUUID(), reason: 'Nobody' })).rejects.toMatchObject({
      status: 404,
    });
    await expect(restoreUser(db, { userId: randomUUID() })).rejects.toMatchObject({ status: 404 });
  });

  /** A token as the server issued them before migration 0024: no `sid`. */
  async function tokenWithoutSession(
    userId: string,
    { expiredSecondsAgo }: { expiredSecondsAgo?: number } = {},
  ) {
    const now = Math.floor(Date.now() / 1000);
    const expiresAt = expiredSecondsAgo === undefined ? now + 3600 : now - expiredSecondsAgo;
    return new SignJWT({ auth_time: expiresAt - 3660 })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(userId)
      .setIssuer('engagex')
      .setAudience('engagex-api')
      .setJti(randomUUID())
      .setIssuedAt(expiresAt - 3660)
      .setExpirationTime(expiresAt)
      .sign(new TextEncoder().encode(JWT_SECRET));
  }
});

describe('sessions ended on one API process, on PostgreSQL', () => {
  const database = useTestDatabase('postgres');

  const meOn = (app: FastifyInstance, session: Session) => inject(app, identityApi.me, { session });

  /** Milliseconds until `app` refuses the session, polled every 5 ms; fails after 5 s. */
  async function refusedWithin(app: FastifyInstance, session: Session) {
    const started = performance.now();
    await expect
      .poll(async () => (await meOn(app, session)).statusCode, { timeout: 5_000, interval: 5 })
      .toBe(401);
    return performance.now() - started;
  }

  it('another process refuses it as soon as the ending commits, not before', async () => {
    const handle = await database();
    const a = await handle.build({}, {}, { ownPool: true });
    const b = await handle.build({}, {}, { ownPool: true });
    const user = await signIn(a, 'two-processes-revoked@example.com');
    expect((await meOn(a, user)).statusCode).toBe(200);
    expect((await meOn(b, user)).statusCode).toBe(200);
    expect((await meOn(b, user)).statusCode).toBe(200); // remembered by b

    const sid = sidOf(user.token) as string;
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const ending = a.db.transaction().execute(async (tx) => {
      await endSessions(tx, { userId: user.user.id, sessionId: sid, reason: 'revoked' });
      await held;
    });
    // Not committed yet: both processes still honour it.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect((await meOn(b, user)).statusCode).toBe(200);
    release();
    await ending;
    a.signedIn.forgetSession(sid);
    expect((await meOn(a, user)).statusCode).toBe(401);
    const latency = await refusedWithin(b, user);
    expect((await meOn(b, user)).json().message).toBe('Session was ended by an administrator');
    console.info(`session ended on a: refused on b after ${latency.toFixed(1)} ms`);

    const suspended = await signIn(a, 'two-processes-suspended@example.com');
    expect((await meOn(b, suspended)).statusCode).toBe(200);
    expect((await meOn(b, suspended)).statusCode).toBe(200);
    await a.db.transaction().execute((tx) => suspendUser(tx, { userId: suspended.user.id, reason: 'Abuse' }));
    const suspendLatency = await refusedWithin(b, suspended);
    expect((await meOn(b, suspended)).json()).toMatchObject({
      message: 'This account is suspended',
      suspension: { reason: 'Abuse', appealTo: 'support@engagex.dev' },
    });
    console.info(`user suspended on a: refused on b after ${suspendLatency.toFixed(1)} ms`);
  });

  it('two admins ending the same session at once both succeed, and it is ended once', async () => {
    const handle = await database();
    const app = await handle.build();
    const other = await handle.build({}, {}, { ownPool: true });
    const user = await signIn(app, 'ended-twice@example.com');
    const sid = sidOf(user.token) as string;
    for (let round = 0; round < 5; round++) {
      const session = round === 0 ? user : await signIn(app, 'ended-twice@example.com');
      const id = sidOf(session.token) as string;
      // The first holds its row lock a while, so the second truly waits on it and then finds it ended.
      const results = await Promise.all([
        app.db.transaction().execute(async (tx) => {
          const ended = await endSessions(tx, { userId: user.user.id, sessionId: id, reason: 'revoked' });
          await new Promise((resolve) => setTimeout(resolve, 50));
          return ended;
        }),
        other.db
          .transaction()
          .execute((tx) => endSessions(tx, { userId: user.user.id, sessionId: id, reason: 'revoked' })),
      ]);
      expect(results.map((ended) => ended.length).sort()).toEqual([0, 1]);
      expect(results.flat()).toEqual([id]);
    }
    expect((await listSessions(handle.db, user.user.id)).every((s) => s.endedReason === 'revoked')).toBe(
      true,
    );
    expect(sid).toBeTruthy();
  });

  /** A gate a transaction waits at, and a signal that it got there. */
  function gate() {
    let open: () => void = () => {};
    let reached: () => void = () => {};
    const opened = new Promise<void>((resolve) => {
      open = resolve;
    });
    const arrived = new Promise<void>((resolve) => {
      reached = resolve;
    });
    return { open, opened, reached, arrived };
  }
  const sessionRow = async (id: string) =>
    (await database()).db.selectFrom('sessions').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  const openSessions = async (userId: string) =>
    (await listSessions((await database()).db, userId)).filter((session) => session.endedAt === null);
  const client = { ip: '127.0.0.1', userAgent: 'race' };

  it('a sign-in that comes while a suspension is committing waits for it, and is refused', async () => {
    const { db } = await database();
    const app = await (await database()).build();
    const user = await signIn(app, 'race-suspension-first@example.com');
    const suspending = gate();
    const suspension = db.transaction().execute(async (tx) => {
      await suspendUser(tx, { userId: user.user.id, reason: 'Race' });
      suspending.reached();
      await suspending.opened;
    });
    await suspending.arrived;
    const signingIn = startSession(db, { userId: user.user.id, client });
    const early = await Promise.race([
      signingIn.then(
        () => 'done',
        () => 'done',
      ),
      sleep(200).then(() => 'waiting'),
    ]);
    expect(early).toBe('waiting');
    suspending.open();
    await suspension;
    await expect(signingIn).rejects.toMatchObject({
      status: 403,
      message: 'This account is suspended',
      suspension: { reason: 'Race' },
    });
    expect(await openSessions(user.user.id)).toEqual([]);
  });

  it('a suspension that comes while a sign-in is committing waits for it, and ends that session', async () => {
    const { db } = await database();
    const app = await (await database()).build();
    const user = await signIn(app, 'race-sign-in-first@example.com');
    const signing = gate();
    const signingIn = db.transaction().execute(async (tx) => {
      const id = await startSession(tx, { userId: user.user.id, client });
      signing.reached();
      await signing.opened;
      return id;
    });
    await signing.arrived;
    const suspension = db
      .transaction()
      .execute((tx) => suspendUser(tx, { userId: user.user.id, reason: 'Race' }));
    const early = await Promise.race([
      suspension.then(
        () => 'done',
        () => 'done',
      ),
      sleep(200).then(() => 'waiting'),
    ]);
    expect(early).toBe('waiting');
    signing.open();
    const started = await signingIn;
    await suspension;
    expect(await openSessions(user.user.id)).toEqual([]);
    expect((await sessionRow(started)).ended_reason).toBe('suspended');
  });

  it('of two suspensions at once, one suspends and the other answers 409', async () => {
    const handle = await database();
    const app = await handle.build();
    const other = await handle.build({}, {}, { ownPool: true });
    const user = await signIn(app, 'suspended-twice@example.com');
    const answers = await Promise.allSettled([
      app.db.transaction().execute((tx) => suspendUser(tx, { userId: user.user.id, reason: 'One' })),
      other.db.transaction().execute((tx) => suspendUser(tx, { userId: user.user.id, reason: 'Two' })),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual(['fulfilled', 'rejected']);
    const refused = answers.find((answer) => answer.status === 'rejected');
    expect(refused?.status === 'rejected' && refused.reason.status).toBe(409);
  });
});
