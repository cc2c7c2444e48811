import { randomUUID } from 'node:crypto';
import { identityApi } from '@engagex/contracts/api/identity';
import { sessionsApi } from '@engagex/contracts/api/sessions';
import type { FastifyInstance } from 'fastify';
import { decodeJwt } from 'jose';
import { beforeAll, describe, expect, it } from 'vitest';
import { inject } from '../../../test/api.js';
import { DATABASE_KINDS, devIdToken, type Session, signIn, useTestDatabase } from '../../../test/harness.js';
import { PAYMENTS_PROCESS, useProcesses } from '../../../test/processes.js';

/** Decision 087: a person lists their own sessions and ends any one of them, or all but this one. */

const PHONE =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';
const LAPTOP =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Safari/605.1.15';
/** Addresses the packaged IP data places in Hyderabad and Mumbai. */
const HYDERABAD = '49.207.0.1';
const MUMBAI = '182.73.0.1';
const BALANCER = '203.0.113.9';
const sidOf = (session: Session) => decodeJwt(session.token).sid as string;

describe.each(DATABASE_KINDS)('your devices on %s', (kind) => {
  const database = useTestDatabase(kind);
  let app: FastifyInstance;

  beforeAll(async () => {
    // Sign-ins come through a balancer this server trusts to name the client (decision 036).
    app = await (await database()).build({
      TRUST_PROXY: BALANCER,
      ALLOW_DEV_CONVENIENCES_ON_NETWORK: 'true',
    });
  });

  async function signInFrom(email: string, userAgent: string, ip: string): Promise<Session> {
    const response = await inject(app, identityApi.signIn, {
      remoteAddress: BALANCER,
      headers: { 'user-agent': userAgent, 'x-forwarded-for': ip },
      body: { credential: await devIdToken(app, email) },
    });
    expect(response.statusCode).toBe(200);
    const data = response.data();
    if ('mfaRequired' in data) throw new Error(`${email} has two-factor sign-in on`);
    return { ...data, headers: { authorization: `Bearer ${data.token}` } } as Session;
  }
  const list = (session: Session) => inject(app, sessionsApi.list, { session });
  const me = (session: Session) => inject(app, identityApi.me, { session });
  const sessionRow = async (id: string) =>
    (await database()).db.selectFrom('sessions').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

  it('lists the open sessions, this device first, with browser, system and place', async () => {
    const email = `devices-listed-${kind}@example.com`;
    const phone = await signInFrom(email, PHONE, HYDERABAD);
    const laptop = await signInFrom(email, LAPTOP, MUMBAI);
    const elsewhere = await signInFrom(email, 'curl/8.5.0', '10.0.0.7');
    await signInFrom(`devices-someone-else-${kind}@example.com`, PHONE, HYDERABAD);

    const listed = await list(phone);
    expect(listed.statusCode).toBe(200);
    const { sessions } = listed.data();
    expect(sessions.map((session) => session.id)).toEqual([sidOf(phone), sidOf(elsewhere), sidOf(laptop)]);
    expect(sessions[0]).toEqual({
      id: sidOf(phone),
      browser: 'Chrome',
      os: 'Android',
      place: { city: 'Hyderabad', region: 'Telangana', countryCode: 'IN' },
      signedInAt: expect.any(String),
      lastSeenAt: expect.any(String),
      current: true,
    });
    expect(sessions[2]).toMatchObject({
      browser: 'Safari',
      os: 'macOS',
      place: { city: 'Mumbai', countryCode: 'IN' },
      current: false,
    });
    // A private address is placed nowhere (not the fallback's India), and curl is no browser people know.
    expect(sessions[1]).toMatchObject({ browser: null, os: null, place: null, current: false });
  });

  it('leaves out sessions ended or idle past the limit, and shows the last renewal as last seen', async () => {
    const email = `devices-idle-${kind}@example.com`;
    const kept = await signInFrom(email, LAPTOP, MUMBAI);
    const idle = await signInFrom(email, PHONE, HYDERABAD);
    const signedOut = await signInFrom(email, PHONE, HYDERABAD);
    expect((await inject(app, identityApi.logout, { session: signedOut })).statusCode).toBe(200);
    const { db } = await database();
    const nineHoursAgo = new Date(Date.now() - 9 * 3_600_000);
    await db
      .updateTable('sessions')
      .set({ last_seen_at: nineHoursAgo })
      .where('id', '=', sidOf(idle))
      .execute();
    const hourAgo = new Date(Date.now() - 3_600_000);
    await db.updateTable('sessions').set({ last_seen_at: hourAgo }).where('id', '=', sidOf(kept)).execute();

    const before = (await list(kept)).data().sessions;
    expect(before.map((session) => session.id)).toEqual([sidOf(kept)]);
    expect(before[0]?.lastSeenAt).toBe(hourAgo.toISOString());

    const renewed = await inject(app, identityApi.refresh, { session: kept });
    expect(renewed.statusCode).toBe(200);
    const fresh = { ...kept, headers: { authorization: `Bearer ${renewed.data().token}` } };
    const after = (await list(fresh)).data().sessions;
    expect(Date.parse(after[0]?.lastSeenAt ?? '')).toBeGreaterThan(hourAgo.getTime() + 60_000);
    // Listing writes nothing: last seen is what the renewal wrote.
    expect((await sessionRow(sidOf(kept))).last_seen_at.toISOString()).toBe(after[0]?.lastSeenAt);
  });

  it('ends another of your sessions: its tokens are refused at once, and it cannot renew', async () => {
    const email = `devices-end-one-${kind}@example.com`;
    const phone = await signInFrom(email, PHONE, HYDERABAD);
    const laptop = await signInFrom(email, LAPTOP, MUMBAI);
    expect((await me(phone)).statusCode).toBe(200);
    expect((await me(phone)).statusCode).toBe(200); // now from this process's memory

    const ended = await inject(app, sessionsApi.end, { session: laptop, params: { id: sidOf(phone) } });
    expect(ended.statusCode).toBe(200);
    expect(ended.data().sessions.map((session) => session.id)).toEqual([sidOf(laptop)]);
    expect(await sessionRow(sidOf(phone))).toMatchObject({ ended_reason: 'ended-elsewhere' });

    const refused = await me(phone);
    expect(refused.statusCode).toBe(401);
    expect(refused.json().message).toBe('You ended this session from another device, please sign in again');
    expect((await inject(app, identityApi.refresh, { session: phone })).statusCode).toBe(401);
    expect((await me(laptop)).statusCode).toBe(200);
    // Ending it again changes nothing and is no error.
    const again = await inject(app, sessionsApi.end, { session: laptop, params: { id: sidOf(phone) } });
    expect(again.statusCode).toBe(200);
  });

  it('answers 404 for a session that is not yours and changes nothing; 409 for this device', async () => {
    const owner = await signInFrom(`devices-owner-${kind}@example.com`, PHONE, HYDERABAD);
    const intruder = await signInFrom(`devices-intruder-${kind}@example.com`, LAPTOP, MUMBAI);
    const before = await sessionRow(sidOf(owner));

    for (const id of [sidOf(owner), randomUUID()]) {
      const refused = await inject(app, sessionsApi.end, { session: intruder, params: { id } });
      expect(refused.statusCode).toBe(404);
      expect(refused.json()).toMatchObject({ code: 'NOT_FOUND', message: 'Session not found' });
    }
    expect(await sessionRow(sidOf(owner))).toEqual(before);
    expect((await me(owner)).statusCode).toBe(200);
    expect((await list(intruder)).data().sessions.map((session) => session.id)).toEqual([sidOf(intruder)]);

    const own = await inject(app, sessionsApi.end, { session: owner, params: { id: sidOf(owner) } });
    expect(own.statusCode).toBe(409);
    expect((await me(owner)).statusCode).toBe(200);
  });

  it('ends every session but this one, and no one else’s', async () => {
    const email = `devices-end-others-${kind}@example.com`;
    const phone = await signInFrom(email, PHONE, HYDERABAD);
    const tablet = await signInFrom(email, PHONE, HYDERABAD);
    const laptop = await signInFrom(email, LAPTOP, MUMBAI);
    const neighbour = await signInFrom(`devices-neighbour-${kind}@example.com`, PHONE, HYDERABAD);
    for (const session of [phone, tablet, neighbour]) expect((await me(session)).statusCode).toBe(200);

    const ended = await inject(app, sessionsApi.endOthers, { session: laptop });
    expect(ended.statusCode).toBe(200);
    expect(ended.data().sessions).toEqual([expect.objectContaining({ id: sidOf(laptop), current: true })]);
    for (const session of [phone, tablet]) expect((await me(session)).statusCode).toBe(401);
    expect((await me(laptop)).statusCode).toBe(200);
    expect((await me(neighbour)).statusCode).toBe(200);
    // With none left to end, it answers the same list.
    const again = await inject(app, sessionsApi.endOthers, { session: laptop });
    expect(again.data().sessions.map((session) => session.id)).toEqual([sidOf(laptop)]);
  });
});

describe('a session ended from one API process, on PostgreSQL', () => {
  // Two processes of the split topology's main side, each its own copy of the server's modules and its own pool,
  // as two `node` processes share no memory (test/processes.ts).
  const split = useProcesses({ a: PAYMENTS_PROCESS, b: PAYMENTS_PROCESS });

  /** Milliseconds until `app` refuses the session, polled every 5 ms; fails after 5 s. */
  async function refusedWithin(app: FastifyInstance, session: Session) {
    const started = performance.now();
    await expect
      .poll(async () => (await inject(app, identityApi.me, { session })).statusCode, {
        timeout: 5_000,
        interval: 5,
      })
      .toBe(401);
    return performance.now() - started;
  }

  it('is refused by the other process as soon as the ending commits', async () => {
    const a = split.processes.a.app;
    const b = split.processes.b.app;
    const phone = await signIn(a, 'devices-two-processes@example.com');
    const laptop = await signIn(a, 'devices-two-processes@example.com');
    const spare = await signIn(a, 'devices-two-processes@example.com');
    for (const session of [phone, spare]) {
      expect((await inject(b, identityApi.me, { session })).statusCode).toBe(200);
      expect((await inject(b, identityApi.me, { session })).statusCode).toBe(200); // remembered by b
    }

    const ended = await inject(a, sessionsApi.end, { session: laptop, params: { id: sidOf(phone) } });
    expect(ended.statusCode).toBe(200);
    expect((await inject(a, identityApi.me, { session: phone })).statusCode).toBe(401);
    const latency = await refusedWithin(b, phone);
    console.info(`session ended on a: refused on b after ${latency.toFixed(1)} ms`);
    expect((await inject(b, identityApi.me, { session: phone })).json().message).toBe(
      'You ended this session from another device, please sign in again',
    );

    const others = await inject(a, sessionsApi.endOthers, { session: laptop });
    expect(others.data().sessions.map((session) => session.id)).toEqual([sidOf(laptop)]);
    const othersLatency = await refusedWithin(b, spare);
    console.info(`other sessions ended on a: refused on b after ${othersLatency.toFixed(1)} ms`);
    expect((await inject(b, identityApi.me, { session: laptop })).statusCode).toBe(200);
  });
});
