// Over 300 lines: a room's whole life on one app (settings, joins, the draw, admission, expiry, rejoin, refusals).
import { createHash, createHmac } from 'node:crypto';
import { SERVICE_PREFIXES, type TWaitingRoomSettings } from '@engagex/contracts';
import { eventsApi } from '@engagex/contracts/api/events';
import { waitingRoomApi } from '@engagex/contracts/api/waiting-room';
import { sql } from 'kysely';
import { beforeEach, describe, expect, it } from 'vitest';
import { inject, offContract } from '../../../test/api.js';
import { createEventWithSlot } from '../../../test/events.js';
import { type Session, signIn } from '../../../test/harness.js';
import { signInOrganiser } from '../../../test/organisers.js';
import { useSuite } from '../../../test/suite.js';
import { tick } from './admission.js';
import { roomSettings } from './gate.fixtures.js';

const realm = 'events';
const prefix = SERVICE_PREFIXES.events;
const MINUTE = 60_000;
/** The memory answers a room for up to a second (status-cache.ts): a test that changed the room waits this long. */
const ROOM_FRESH = () => new Promise((resolve) => setTimeout(resolve, 1_100));

describe('a waiting room on PGlite', () => {
  // The tests tick by hand: no process timer draws or admits behind their backs.
  const suite = useSuite('pglite', {
    env: { WAITING_ROOM_TICKS: 'false' },
    cast: async (app) => ({
      admin: await signIn(app, 'admin@engagex.dev'),
      organiser: await signInOrganiser(app, 'wr-organiser@example.com'),
      rival: await signInOrganiser(app, 'wr-rival@example.com'),
    }),
  });
  let crowd: Session[];
  let signedIn = 0;

  /** People of a test's own: each may join only so often in a minute. */
  async function people(count: number) {
    const fresh: Session[] = [];
    for (let i = 0; i < count; i += 1) {
      signedIn += 1;
      fresh.push(await signIn(suite.app, `wr-person-${signedIn}@example.com`));
    }
    return fresh;
  }

  beforeEach(async () => {
    crowd = await people(5);
  });

  async function organisedEvent() {
    const { eventId } = await createEventWithSlot(suite.app, prefix, suite.organiser, {
      capacity: 5,
      priceCredits: 0,
    });
    return eventId;
  }

  const put = (eventId: string, body: unknown, session: Session | null = suite.organiser) =>
    inject(suite.app, waitingRoomApi.set, {
      realm,
      session,
      params: { id: eventId },
      body: offContract(body),
    });
  const see = (eventId: string, session: Session | null = null) =>
    inject(suite.app, waitingRoomApi.get, { realm, session, params: { id: eventId } });
  const join = (eventId: string, session: Session) =>
    inject(suite.app, waitingRoomApi.join, { realm, session, params: { id: eventId } });
  const me = (eventId: string, session: Session) =>
    inject(suite.app, waitingRoomApi.me, { realm, session, params: { id: eventId } });
  const roomRow = (eventId: string) =>
    suite.db.db
      .selectFrom('waiting_rooms')
      .selectAll()
      .where('event_id', '=', eventId)
      .executeTakeFirstOrThrow();
  const entryRows = (eventId: string) =>
    suite.db.db
      .selectFrom('waiting_room_entries')
      .selectAll()
      .where('event_id', '=', eventId)
      .orderBy('id')
      .execute();

  /** A room set up and joined by `people` before its opening, then opened (its organiser moves the opening back). */
  async function drawnRoom(people: Session[], over: Partial<TWaitingRoomSettings> = {}) {
    const eventId = await organisedEvent();
    expect((await put(eventId, roomSettings(over))).statusCode).toBe(200);
    for (const person of people) expect((await join(eventId, person)).statusCode).toBe(200);
    const opened = await put(
      eventId,
      roomSettings({ ...over, opensAt: new Date(Date.now() - 1_000).toISOString() }),
    );
    expect(opened.statusCode).toBe(200);
    expect(await tick(suite.db.db, eventId)).toMatchObject({ ticked: true, drew: true });
    return eventId;
  }

  it('is set up by its organiser with a fresh seed, only its hash published', async () => {
    const eventId = await organisedEvent();
    const set = await put(eventId, roomSettings());
    expect(set.statusCode, set.body).toBe(200);
    const room = set.data();
    expect(room).toMatchObject({
      enabled: true,
      admitPerMinute: 2,
      admissionMinutes: 10,
      waiting: 0,
      admitted: 0,
    });
    expect(room.seed).toBeNull();
    expect(room.drawnAt).toBeNull();
    const row = await roomRow(eventId);
    expect(row.seed).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(createHash('sha256').update(row.seed, 'utf8').digest('hex')).toBe(room.seedHash);
    // Anybody sees it, signed in or not, with the same hash; setting it again keeps the seed.
    expect((await see(eventId)).data()).toEqual(room);
    const again = await put(eventId, roomSettings({ admitPerMinute: 30 }));
    expect(again.data()).toMatchObject({ admitPerMinute: 30, seedHash: room.seedHash });
    expect((await roomRow(eventId)).seed).toBe(row.seed);
  });

  it('is set only by the event’s organiser or an admin, and refuses bad settings changing nothing', async () => {
    const eventId = await organisedEvent();
    expect((await put(eventId, roomSettings({ admitPerMinute: 5 }))).statusCode).toBe(200);
    const before = await roomRow(eventId);
    expect((await put(eventId, roomSettings(), suite.rival)).statusCode).toBe(404);
    expect((await put(eventId, roomSettings(), crowd[0] as Session)).statusCode).toBe(403);
    expect((await put(eventId, roomSettings(), null)).statusCode).toBe(401);
    for (const bad of [
      roomSettings({ admitPerMinute: 0 }),
      roomSettings({ admitPerMinute: 1.5 }),
      roomSettings({ admissionMinutes: 61 }),
      roomSettings({ opensAt: 'tomorrow' }),
      { ...roomSettings(), seed: 'mine' },
      { enabled: true },
    ]) {
      const refused = await put(eventId, bad);
      expect(refused.statusCode, JSON.stringify(bad)).toBe(400);
      expect(refused.json().code).toBe('VALIDATION_ERROR');
    }
    expect(await roomRow(eventId)).toEqual(before);
    const byAdmin = await put(eventId, roomSettings({ admitPerMinute: 7 }), suite.admin);
    expect(byAdmin.data().admitPerMinute).toBe(7);
  });

  it('is 404 where there is none, in the other realm, and for a draft to all but its organiser', async () => {
    expect((await see(await organisedEvent())).statusCode).toBe(404);
    const eventId = await organisedEvent();
    await put(eventId, roomSettings());
    const elsewhere = await inject(suite.app, waitingRoomApi.get, {
      realm: 'cultural-events',
      params: { id: eventId },
    });
    expect(elsewhere.statusCode).toBe(404);
    const draft = await inject(suite.app, eventsApi.update, {
      realm,
      session: suite.organiser,
      params: { id: eventId },
      body: { status: 'draft' },
    });
    expect(draft.statusCode, draft.body).toBe(200);
    await ROOM_FRESH();
    expect((await see(eventId)).statusCode).toBe(404);
    expect((await see(eventId, crowd[0] as Session)).statusCode).toBe(404);
    expect((await see(eventId, suite.rival)).statusCode).toBe(404);
    expect((await see(eventId, suite.organiser)).statusCode).toBe(200);
    expect((await join(eventId, crowd[0] as Session)).statusCode).toBe(404);
  });

  it('answers one entry per person before the opening, with no place until the draw', async () => {
    const eventId = await organisedEvent();
    await put(eventId, roomSettings());
    const person = crowd[0] as Session;
    const first = await join(eventId, person);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.data()).toMatchObject({ status: 'waiting', position: null, expectedAdmissionAt: null });
    const again = await join(eventId, person);
    expect(again.data().id).toBe(first.data().id);
    expect((await me(eventId, person)).data()).toEqual(first.data());
    expect(await entryRows(eventId)).toHaveLength(1);
    expect((await me(eventId, crowd[1] as Session)).statusCode).toBe(404);
    const signedOut = await inject(suite.app, waitingRoomApi.join, { realm, params: { id: eventId } });
    expect(signedOut.statusCode).toBe(401);
  });

  it('refuses a join to a room switched off, to no room and to a bad id, changing nothing', async () => {
    const eventId = await organisedEvent();
    await put(eventId, roomSettings({ enabled: false }));
    const off = await join(eventId, crowd[0] as Session);
    expect(off.statusCode).toBe(422);
    expect(off.json().code).toBe('BUSINESS_RULE');
    expect((await join(await organisedEvent(), crowd[0] as Session)).statusCode).toBe(404);
    const badId = await inject(suite.app, waitingRoomApi.join, {
      realm,
      session: crowd[0] as Session,
      params: { id: offContract('not-an-id') },
    });
    expect(badId.statusCode).toBe(400);
    expect(await entryRows(eventId)).toEqual([]);
  });

  it('draws at the opening in an order anybody can recompute from the revealed seed', async () => {
    const people = crowd.slice(0, 5);
    const eventId = await drawnRoom(people);
    // Drawn once: a second tick draws nothing more.
    expect((await tick(suite.db.db, eventId)).drew).toBe(false);
    const room = (await see(eventId)).data();
    expect(room.drawnAt).not.toBeNull();
    expect(room.seed).not.toBeNull();
    const seed = room.seed as string;
    // What a stranger does with the published hash and seed, and the entry ids people were given.
    expect(createHash('sha256').update(seed, 'utf8').digest('hex')).toBe(room.seedHash);
    const rows = await entryRows(eventId);
    const byRank = [...rows].sort((a, b) =>
      createHmac('sha256', seed).update(a.id).digest('hex') <
      createHmac('sha256', seed).update(b.id).digest('hex')
        ? -1
        : 1,
    );
    expect(byRank.map((row) => row.position)).toEqual([1, 2, 3, 4, 5]);
    expect((await roomRow(eventId)).positions_given).toBe(5);
  });

  it('admits at the rate with the database clock, paced, never more than the rate in 60 seconds', async () => {
    const people = crowd.slice(0, 5);
    // 2 a minute: one every 30 seconds.
    const eventId = await drawnRoom(people, { admitPerMinute: 2 });
    const admittedRows = async () =>
      (await entryRows(eventId))
        .filter((row) => row.admitted_at)
        .sort((a, b) => (a.position ?? 0) - (b.position ?? 0));
    // The draw's tick admitted place 1; the next tick, at once, is paced out.
    expect((await admittedRows()).map((row) => row.position)).toEqual([1]);
    expect((await tick(suite.db.db, eventId)).admitted).toBe(0);
    // Each admission staged this many seconds ago (its expiry moved with it).
    const stamp = (position: number, secondsAgo: number) =>
      sql`update waiting_room_entries set admitted_at = now() - make_interval(secs => ${secondsAgo}),
        admission_expires_at = now() - make_interval(secs => ${secondsAgo}) + interval '10 minutes'
        where event_id = ${eventId} and position = ${position}`.execute(suite.db.db);
    // Thirty-one seconds later, the next place is due.
    await stamp(1, 31);
    expect((await tick(suite.db.db, eventId)).admitted).toBe(1);
    // Both admissions within the last minute but neither within the pace's 30 seconds: the minute's rate binds.
    await stamp(1, 50);
    await stamp(2, 40);
    expect((await tick(suite.db.db, eventId)).admitted).toBe(0);
    await stamp(1, 61);
    expect((await tick(suite.db.db, eventId)).admitted).toBe(1);
    const admitted = await admittedRows();
    expect(admitted.map((row) => row.position)).toEqual([1, 2, 3]);
    expect((await roomRow(eventId)).admitted_through).toBe(3);
    for (const row of admitted)
      expect((row.admission_expires_at as Date).getTime() - (row.admitted_at as Date).getTime()).toBe(
        10 * MINUTE,
      );
  });

  it('tells each person their place, then their admission, and lets an expired one queue again at the back', async () => {
    const people = crowd.slice(0, 4);
    const eventId = await drawnRoom(people, { admitPerMinute: 1 });
    await ROOM_FRESH();
    const places = await Promise.all(people.map(async (person) => (await me(eventId, person)).data()));
    const first = places.find((place) => place.status === 'admitted');
    expect(first?.position).toBeNull();
    expect(first?.expectedAdmissionAt).toBeNull();
    expect(new Date(first?.admissionExpiresAt ?? 0).getTime()).toBeGreaterThan(Date.now() + 9 * MINUTE);
    const waiting = places.filter((place) => place.status === 'waiting');
    expect(waiting.map((place) => place.position).sort()).toEqual([1, 2, 3]);
    for (const place of waiting) {
      // At 1 a minute, k places ahead is k minutes, to the minute.
      const expected = new Date(place.expectedAdmissionAt ?? 0).getTime();
      expect(expected % MINUTE).toBe(0);
      const ahead = (place.position ?? 0) - 1;
      expect(expected).toBeGreaterThanOrEqual(Date.now() + ahead * MINUTE - 5_000);
      expect(expected).toBeLessThanOrEqual(Date.now() + (ahead + 1) * MINUTE + 5_000);
    }
    // The admission runs out (staged); the person is told so, and joining again puts them at the back.
    const admittedPerson = people[places.indexOf(first as (typeof places)[number])] as Session;
    await sql`update waiting_room_entries set admitted_at = now() - interval '11 minutes',
      admission_expires_at = now() - interval '1 minute' where id = ${first?.id}`.execute(suite.db.db);
    const fresh = await inject(suite.app, waitingRoomApi.me, {
      realm,
      session: admittedPerson,
      params: { id: eventId },
    });
    // The process still holds the admission as it read it: it trusts it until it runs out.
    expect(fresh.data().status).toBe('admitted');
    const rejoined = await join(eventId, admittedPerson);
    expect(rejoined.data()).toMatchObject({ id: first?.id, status: 'waiting', admissionExpiresAt: null });
    const row = (await entryRows(eventId)).find((entry) => entry.id === first?.id);
    expect(row).toMatchObject({ position: 5, admitted_at: null, admission_expires_at: null });
    expect((await roomRow(eventId)).positions_given).toBe(5);
    expect((await me(eventId, admittedPerson)).data()).toMatchObject({ status: 'waiting', position: 4 });
  });

  it('says expired once an admission it read has run out', async () => {
    const eventId = await drawnRoom(crowd.slice(0, 1), { admitPerMinute: 1 });
    const [entry] = await entryRows(eventId);
    await sql`update waiting_room_entries set admitted_at = now() - interval '11 minutes',
      admission_expires_at = now() - interval '1 minute' where id = ${entry?.id}`.execute(suite.db.db);
    const place = (await me(eventId, crowd[0] as Session)).data();
    expect(place).toMatchObject({ status: 'expired', position: null, expectedAdmissionAt: null });
  });

  it('places a join after the opening behind everyone drawn, in arrival order', async () => {
    const eventId = await drawnRoom(crowd.slice(0, 3), { admitPerMinute: 1 });
    const late = await join(eventId, crowd[3] as Session);
    const later = await join(eventId, crowd[4] as Session);
    const rows = await entryRows(eventId);
    expect(rows.find((row) => row.id === late.data().id)?.position).toBe(4);
    expect(rows.find((row) => row.id === later.data().id)?.position).toBe(5);
    // Place 1 was admitted by the draw's tick: three ahead of the later one's place 5.
    expect(later.data()).toMatchObject({ status: 'waiting', position: 4 });
  });

  it('draws the room itself when the first join after the opening comes before any tick', async () => {
    const eventId = await organisedEvent();
    await put(eventId, roomSettings());
    await join(eventId, crowd[0] as Session);
    await join(eventId, crowd[1] as Session);
    await put(eventId, roomSettings({ opensAt: new Date(Date.now() - 1_000).toISOString() }));
    const late = await join(eventId, crowd[2] as Session);
    expect(late.data().position).toBe(3);
    const room = await roomRow(eventId);
    expect(room.drawn_at).not.toBeNull();
    expect(room.positions_given).toBe(3);
  });

  it('refuses moving the opening after the draw, changing nothing', async () => {
    const eventId = await drawnRoom(crowd.slice(0, 2));
    const before = await roomRow(eventId);
    const moved = await put(eventId, roomSettings({ opensAt: new Date(Date.now() + MINUTE).toISOString() }));
    expect(moved.statusCode).toBe(422);
    expect(moved.json()).toMatchObject({ code: 'BUSINESS_RULE', details: [{ path: 'opensAt' }] });
    expect(await roomRow(eventId)).toEqual(before);
    // The same opening with other settings is fine: switching it off keeps the entries and the draw.
    const off = await put(eventId, {
      ...roomSettings(),
      opensAt: before.opens_at.toISOString(),
      enabled: false,
    });
    expect(off.statusCode, off.body).toBe(200);
    expect(await entryRows(eventId)).toHaveLength(2);
  });

  it('limits how often one person may join', async () => {
    const eventId = await organisedEvent();
    await put(eventId, roomSettings());
    const person = await signIn(suite.app, 'wr-eager@example.com');
    const answers: number[] = [];
    for (let i = 0; i < 11; i += 1) answers.push((await join(eventId, person)).statusCode);
    expect(answers.slice(0, 10)).toEqual(Array(10).fill(200));
    expect(answers[10]).toBe(429);
  });
});
