/**
 * The poll answered before routing (platform/fast-answers.ts, decision 108) is exactly its route: the same requests
 * go to the app's own server (the fast path in front) and to a server that hands every request to Fastify, and the
 * status, the headers in their order (a date and a generated request id aside) and the body must match, for every
 * kind of caller and room. Each case also says whether the fast path may answer it, so a refusal cannot slip past
 * by being handed on. Changes when the poll's answer or what every request gets does.
 */
import type http from 'node:http';
import { SERVICE_PREFIXES, type TWaitingRoomSettings } from '@engagex/contracts';
import { adminApi } from '@engagex/contracts/api/admin';
import { identityApi } from '@engagex/contracts/api/identity';
import { waitingRoomApi } from '@engagex/contracts/api/waiting-room';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { inject } from '../../../test/api.js';
import { createEventWithSlot } from '../../../test/events.js';
import { type Session, signIn } from '../../../test/harness.js';
import { signInOrganiser } from '../../../test/organisers.js';
import { useSuite } from '../../../test/suite.js';
import { tick } from './admission.js';
import { bothServers, comparable, send } from './fast-poll.fixtures.js';
import { roomSettings } from './gate.fixtures.js';

const realm = 'events';
const prefix = SERVICE_PREFIXES.events;
const HOUR = 3600;

/** An address off this machine, which the development conveniences' guard refuses (decision 036). */
const PUBLIC_PEER = '203.0.113.9';

/**
 * Ahead of the server's own listener, a request carrying `x-test-peer` is seen coming from that address: no
 * connection from this machine can come from another, and the guard reads the socket's peer.
 */
function peerFromHeader(server: http.Server) {
  server.prependListener('request', (req: http.IncomingMessage) => {
    const peer = req.headers['x-test-peer'];
    if (typeof peer === 'string')
      Object.defineProperty(req.socket, 'remoteAddress', { value: peer, configurable: true });
    // Its own property gone, the socket's peer is the prototype's getter again.
    else delete (req.socket as { remoteAddress?: string }).remoteAddress;
  });
}

describe('the waiting room poll before routing', () => {
  const suite = useSuite('pglite', {
    env: { WAITING_ROOM_TICKS: 'false', APP_TOKEN_TTL_SECONDS: String(HOUR), REQUIRE_MFA_FOR: 'payout' },
    cast: async (app) => ({
      admin: await signIn(app, 'admin@engagex.dev'),
      organiser: await signInOrganiser(app, 'fp-organiser@example.com'),
    }),
  });
  /** The app's own server: the fast path in front of Fastify. */
  let fast: string;
  /** The same app reached only through Fastify's handler. */
  let routed: string;
  let closeRouted: () => Promise<void>;
  let people = 0;

  beforeAll(async () => {
    const both = await bothServers(suite.app);
    ({ fast, routed, close: closeRouted } = both);
    for (const server of both.servers) peerFromHeader(server);
  });

  afterAll(async () => closeRouted());

  afterEach(() => {
    vi.useRealTimers();
  });

  const person = async () => signIn(suite.app, `fp-person-${++people}@example.com`);
  async function room(over: Partial<TWaitingRoomSettings> = {}) {
    const { eventId } = await createEventWithSlot(suite.app, prefix, suite.organiser, {
      capacity: 5,
      priceCredits: 0,
    });
    const set = await inject(suite.app, waitingRoomApi.set, {
      realm,
      session: suite.organiser,
      params: { id: eventId },
      body: roomSettings(over),
    });
    expect(set.statusCode, set.body).toBe(200);
    return eventId;
  }
  const join = async (eventId: string, session: Session) =>
    expect(
      (await inject(suite.app, waitingRoomApi.join, { realm, session, params: { id: eventId } })).statusCode,
    ).toBe(200);
  const poll = (eventId: string, servicePrefix: string = prefix) =>
    `${servicePrefix}/events/${eventId}/waiting-room/me`;

  /**
   * Sends the request to both servers, each after `prepare` (which warms the memory through the route, then sets
   * the case's state), and expects the same answer; `answeredFast` says whether the fast path may take it.
   */
  async function same(
    path: string,
    headers: Record<string, string>,
    answeredFast: boolean,
    { prepare = async () => {}, method = 'GET' }: { prepare?: () => Promise<void>; method?: string } = {},
  ) {
    const warm = () => send(routed, path, headers);
    await warm();
    await prepare();
    const before = suite.app.fastAnswers.answered;
    const viaFast = await send(fast, path, headers, method);
    expect(suite.app.fastAnswers.answered - before, 'answered before routing').toBe(answeredFast ? 1 : 0);
    await warm();
    await prepare();
    const viaRoute = await send(routed, path, headers, method);
    const givenId = headers['x-request-id'];
    const valid = givenId !== undefined && /^[A-Za-z0-9._-]{1,128}$/.test(givenId);
    expect(comparable(viaFast, valid ? givenId : undefined)).toEqual(
      comparable(viaRoute, valid ? givenId : undefined),
    );
    return viaFast;
  }

  it('answers a person waiting before the draw as the route does, and hands on every refusal', async () => {
    const eventId = await room();
    const me = await person();
    await join(eventId, me);
    const waiting = await same(poll(eventId), me.headers, true);
    expect(waiting.status).toBe(200);
    expect(JSON.parse(waiting.body).data).toMatchObject({ status: 'waiting', position: null });
    // Signed out, a token that is no token, someone not in line, a room that is not there, the other realm's prefix.
    expect((await same(poll(eventId), {}, false)).status).toBe(401);
    expect((await same(poll(eventId), { authorization: 'Bearer not-a-token' }, false)).status).toBe(401);
    expect((await same(poll(eventId), { authorization: 'Basic abc' }, false)).status).toBe(401);
    expect((await same(poll(eventId), (await person()).headers, false)).status).toBe(404);
    expect((await same(poll(crypto.randomUUID()), me.headers, false)).status).toBe(404);
    expect((await same(poll(eventId, SERVICE_PREFIXES.culturalEvents), me.headers, false)).status).toBe(404);
    expect((await same(poll('not-an-id'), me.headers, false)).status).toBe(400);
    // An id in capitals names the same room to the route, and so here.
    expect((await same(poll(eventId.toUpperCase()), me.headers, true)).status).toBe(200);
  });

  it('carries the request id as the route does, and leaves other forms of the request to it', async () => {
    const eventId = await room();
    const me = await person();
    await join(eventId, me);
    const given = await same(poll(eventId), { ...me.headers, 'x-request-id': 'poll-1.a_b' }, true);
    expect(given.headers).toContain('poll-1.a_b');
    await same(poll(eventId), { ...me.headers, 'x-request-id': 'not valid!' }, true);
    await same(`${poll(eventId)}?x=1`, me.headers, false);
    await same(`${poll(eventId)}/`, me.headers, false);
    await same(`${poll(eventId)};x`, me.headers, false);
    await same(poll(eventId), { ...me.headers, 'accept-encoding': 'br, gzip' }, true);
    await same(poll(eventId), { ...me.headers, 'accept-version': '1.0.0' }, false);
  });

  it('leaves HEAD to the route, which answers the GET’s headers without a body', async () => {
    const eventId = await room();
    const me = await person();
    await join(eventId, me);
    const headers = { ...me.headers, 'x-request-id': 'head-1' };
    const head = await same(poll(eventId), headers, false, { method: 'HEAD' });
    const got = await same(poll(eventId), headers, true);
    expect(head.body).toBe('');
    expect(comparable(head, 'head-1').headers).toEqual(comparable(got, 'head-1').headers);
    expect((await same(poll(eventId), {}, false, { method: 'HEAD' })).status).toBe(401);
    expect((await same(poll(crypto.randomUUID()), me.headers, false, { method: 'HEAD' })).status).toBe(404);
  });

  it('leaves a peer off this machine to the development conveniences’ guard, as the route does', async () => {
    const eventId = await room();
    const me = await person();
    await join(eventId, me);
    await same(poll(eventId), me.headers, true);
    const refused = await same(poll(eventId), { ...me.headers, 'x-test-peer': PUBLIC_PEER }, false);
    expect(refused.status).toBe(403);
    expect(JSON.parse(refused.body).code).toBe('FORBIDDEN');
    // Loopback over IPv6 is this machine too.
    expect((await same(poll(eventId), { ...me.headers, 'x-test-peer': '::1' }, true)).status).toBe(200);
  });

  it('refuses an expired token as the route does', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const eventId = await room();
    const me = await person();
    await join(eventId, me);
    const start = Date.now();
    vi.setSystemTime(start + (HOUR / 2) * 1000);
    const later = await person();
    // Each server first sees the token remembered (through the route), then the clock passes its expiry, and
    // someone signed in later has the room read again: only the token's expiry stands in the way.
    const prepare = async () => {
      vi.setSystemTime(start);
      await send(routed, poll(eventId), me.headers);
      vi.setSystemTime(start + HOUR * 1000 + 1000);
      await send(routed, poll(eventId), later.headers);
    };
    const refused = await same(poll(eventId), me.headers, false, { prepare });
    expect(refused.status).toBe(401);
    expect(JSON.parse(refused.body).message).toBe('Session expired, please sign in again');
  });

  it('refuses a signed-out session as the route does', async () => {
    const eventId = await room();
    const leaving = await person();
    await join(eventId, leaving);
    await same(poll(eventId), leaving.headers, true);
    expect((await inject(suite.app, identityApi.logout, { session: leaving })).statusCode).toBe(200);
    expect((await same(poll(eventId), leaving.headers, false)).status).toBe(401);
  });

  it('refuses a suspended person as the route does', async () => {
    const eventId = await room();
    const suspended = await person();
    await join(eventId, suspended);
    await same(poll(eventId), suspended.headers, true);
    const suspend = await inject(suite.app, adminApi.suspend, {
      session: suite.admin,
      params: { id: suspended.user.id },
      body: { reason: 'Testing the poll' },
    });
    expect(suspend.statusCode, suspend.body).toBe(200);
    const refused = await same(poll(eventId), suspended.headers, false);
    expect(refused.status).toBe(401);
    expect(JSON.parse(refused.body).message).toBe('This account is suspended');
  });

  it('answers someone whose roles wait for a second factor as the route does', async () => {
    const eventId = await room();
    const admin = await signIn(suite.app, 'admin@engagex.dev');
    await join(eventId, admin);
    expect((await same(poll(eventId), admin.headers, true)).status).toBe(200);
    expect(suite.app.signedIn.remembered(admin.token)?.awaitingSecondFactor).toEqual(['payout']);
  });

  it('answers a room switched off, a place after the draw and an admission as the route does', async () => {
    const off = await room({ enabled: true });
    const me = await person();
    await join(off, me);
    await inject(suite.app, waitingRoomApi.set, {
      realm,
      session: suite.organiser,
      params: { id: off },
      body: roomSettings({ enabled: false }),
    });
    expect(JSON.parse((await same(poll(off), me.headers, true)).body).data.status).toBe('waiting');

    const eventId = await room();
    const crowd = [await person(), await person(), await person()];
    for (const one of crowd) await join(eventId, one);
    const opened = await inject(suite.app, waitingRoomApi.set, {
      realm,
      session: suite.organiser,
      params: { id: eventId },
      body: roomSettings({ opensAt: new Date(Date.now() - 1_000).toISOString() }),
    });
    expect(opened.statusCode).toBe(200);
    expect(await tick(suite.db.db, eventId)).toMatchObject({ drew: true });
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    // A place's expected time moves with the clock: it is held still while both servers answer.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now());
    const statuses = [];
    for (const one of crowd) {
      const seen = await same(poll(eventId), one.headers, true);
      statuses.push(JSON.parse(seen.body).data);
    }
    expect(statuses.filter((place) => place.status === 'admitted')).toHaveLength(1);
    expect(statuses.filter((place) => place.status === 'waiting' && place.position >= 1)).toHaveLength(2);
  });
});
