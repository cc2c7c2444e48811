import { createHmac } from 'node:crypto';
import { SERVICE_PREFIXES, type TWaitingRoomEntry, WAITING_ROOM_REFUSAL_PATH } from '@engagex/contracts';
import { bookingsApi } from '@engagex/contracts/api/bookings';
import { waitingRoomApi } from '@engagex/contracts/api/waiting-room';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { inject } from '../../../test/api.js';
import { createEventWithSlot } from '../../../test/events.js';
import { type Session, signIn } from '../../../test/harness.js';
import { signInOrganiser } from '../../../test/organisers.js';
import { useProcesses } from '../../../test/processes.js';
import { ROOM_FRESH_MS } from './status-cache.js';

const realm = 'events';
const PEOPLE = 200;
/** 20 a minute: one admission about every three seconds, none within 2.5 s of another (admission.ts paceOf). */
const RATE = 20;
const PACE_WINDOW_MS = 2_500;
/** How long the run watches after the opening: about four admissions, in real time, with the product's minute. */
const WATCH_MS = 12_000;

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** `work` for each item, `width` at a time. */
async function inBatches<T, R>(items: T[], width: number, work: (item: T, index: number) => Promise<R>) {
  const results: R[] = [];
  for (let start = 0; start < items.length; start += width)
    results.push(
      ...(await Promise.all(items.slice(start, start + width).map((item, i) => work(item, start + i)))),
    );
  return results;
}

/*
 * The waiting room across processes (decision 080): two API processes, each with its own memory and its own ticker,
 * on one PostgreSQL. 200 people join before the opening through both; at the opening both tick and all poll
 * through both, and try to hold a seat. Whatever the interleaving, the room is drawn once, places are 1..200, each
 * person is admitted at most once and in order, admissions keep the rate in every window (the minute's and the
 * pace's), and a seat is taken only by someone whose admission was running at that moment; everyone else gets the
 * room's 403.
 */
describe('a waiting room across two processes on PostgreSQL', () => {
  const split = useProcesses(
    { a: 'events,main,devIdp', b: 'events,main,devIdp' },
    { env: () => ({ MAIL_WORKER: 'false' }) },
  );
  let a: FastifyInstance;
  let b: FastifyInstance;
  let organiser: Session;
  let crowd: Session[];
  let eventId: string;
  let slotId: string;

  beforeAll(async () => {
    a = split.processes.a.app;
    b = split.processes.b.app;
    organiser = await signInOrganiser(a, 'wr-race-organiser@example.com');
    ({ eventId, slotId } = await createEventWithSlot(a, SERVICE_PREFIXES.events, organiser, {
      capacity: 9,
      priceCredits: 0,
    }));
    crowd = await inBatches(
      Array.from({ length: PEOPLE }, (_, i) => i),
      10,
      (i) => signIn(i % 2 ? a : b, `wr-race-${i}@example.com`),
    );
  }, 300_000);

  const via = (index: number) => (index % 2 ? a : b);
  const setRoom = (opensAt: Date) =>
    inject(a, waitingRoomApi.set, {
      realm,
      session: organiser,
      params: { id: eventId },
      body: { enabled: true, opensAt: opensAt.toISOString(), admitPerMinute: RATE, admissionMinutes: 10 },
    });

  /** A seat held by `person` through `app`: 201, or the room's 403 (anything else is a failure of the test). */
  const hold = (app: FastifyInstance, person: Session) =>
    inject(app, bookingsApi.create, { realm, session: person, body: { eventId, slotId, seats: 1 } });
  const refusedByTheRoom = (answer: Awaited<ReturnType<typeof hold>>) =>
    answer.statusCode === 403 &&
    answer.json().code === 'FORBIDDEN' &&
    answer.json().details?.length === 1 &&
    answer.json().details[0].path === WAITING_ROOM_REFUSAL_PATH;

  it('draws once, places 1..200, admits each once, in order, never faster than the rate; only the admitted hold', async () => {
    expect((await setRoom(new Date(Date.now() + 3600_000))).statusCode).toBe(200);
    const joined = await inBatches(crowd, 20, (person, i) =>
      inject(via(i), waitingRoomApi.join, { realm, session: person, params: { id: eventId } }),
    );
    expect(joined.map((answer) => answer.statusCode)).toEqual(Array(PEOPLE).fill(200));
    expect(joined.every((answer) => answer.data().position === null)).toBe(true);
    // Before the opening the room is the on-sale moment: nobody holds a seat.
    const early = await inBatches(crowd, 20, (person, i) => hold(via(i + 1), person));
    expect(early.filter((answer) => !refusedByTheRoom(answer)).map((answer) => answer.body)).toEqual([]);

    // The opening two seconds from now; from then both processes' tickers draw and admit, and everyone polls and
    // tries to hold a seat after each poll, through the other process, until they have one.
    const opensAt = new Date(Date.now() + 2_000);
    expect((await setRoom(opensAt)).statusCode).toBe(200);
    const stopAt = opensAt.getTime() + WATCH_MS;
    const seen = new Map<string, (TWaitingRoomEntry & { at: number })[]>();
    const failures: string[] = [];
    const held = new Map<string, number>();
    /** When each person last began to try for a seat, by this machine's clock (the database's too). */
    const lastTry = new Map<string, number>();
    let refused = 0;
    await Promise.all(
      crowd.map(async (person, i) => {
        const mine: (TWaitingRoomEntry & { at: number })[] = [];
        seen.set(person.user.id, mine);
        await pause(Math.random() * 1_000);
        for (let poll = 0; Date.now() < stopAt; poll += 1) {
          const answer = await inject(via(i + poll), waitingRoomApi.me, {
            realm,
            session: person,
            params: { id: eventId },
          });
          if (answer.statusCode !== 200) failures.push(`${answer.statusCode} ${answer.body}`);
          else mine.push({ ...answer.data(), at: Date.now() });
          if (!held.has(person.user.id)) {
            lastTry.set(person.user.id, Date.now());
            const tried = await hold(via(i + poll + 1), person);
            if (tried.statusCode === 201) held.set(person.user.id, Date.now());
            else if (refusedByTheRoom(tried)) refused += 1;
            else failures.push(`hold ${tried.statusCode} ${tried.body}`);
          }
          await pause(1_000 + Math.random() * 1_000);
        }
      }),
    );
    expect(failures).toEqual([]);

    const room = await split.db.db
      .selectFrom('waiting_rooms')
      .selectAll()
      .where('event_id', '=', eventId)
      .executeTakeFirstOrThrow();
    const entries = await split.db.db
      .selectFrom('waiting_room_entries')
      .selectAll()
      .where('event_id', '=', eventId)
      .execute();
    // Drawn once, at or after the opening by the database's clock, in the order the revealed seed gives.
    expect(room.drawn_at?.getTime()).toBeGreaterThanOrEqual(opensAt.getTime() - 1_000);
    expect(room.positions_given).toBe(PEOPLE);
    const positions = entries.map((entry) => entry.position).sort((x, y) => (x ?? 0) - (y ?? 0));
    expect(positions).toEqual(Array.from({ length: PEOPLE }, (_, i) => i + 1));
    const rank = (id: string) => createHmac('sha256', room.seed).update(id).digest('hex');
    const byRank = [...entries].sort((x, y) => (rank(x.id) < rank(y.id) ? -1 : 1));
    expect(byRank.map((entry) => entry.position)).toEqual(positions);

    // Admitted: the first places, each once, in order; the room's last place admitted is the last of them.
    const admitted = entries
      .filter((entry) => entry.admitted_at)
      .sort((x, y) => (x.admitted_at as Date).getTime() - (y.admitted_at as Date).getTime());
    expect(admitted.map((entry) => entry.position).sort((x, y) => (x ?? 0) - (y ?? 0))).toEqual(
      Array.from({ length: admitted.length }, (_, i) => i + 1),
    );
    expect(room.admitted_through).toBe(admitted.length);
    // Paced: about one every three seconds over the watch, so neither process's ticks were lost nor doubled.
    console.log(
      'RACE drawn',
      (room.drawn_at as Date).getTime() - opensAt.getTime(),
      'admitted',
      admitted.map((e) => (e.admitted_at as Date).getTime() - opensAt.getTime()),
      'polls',
      [...seen.values()].reduce((n, a) => n + a.length, 0),
    );
    expect(admitted.length).toBeGreaterThanOrEqual(3);
    expect(admitted.length).toBeLessThanOrEqual(Math.ceil(WATCH_MS / PACE_WINDOW_MS) + 1);
    const stamps = admitted.map((entry) => (entry.admitted_at as Date).getTime());
    for (const [i, stamp] of stamps.entries()) {
      // Every 60-second window starting at an admission holds at most the rate; every pace window at most one.
      expect(stamps.filter((other) => other >= stamp && other < stamp + 60_000).length).toBeLessThanOrEqual(
        RATE,
      );
      if (i > 0) expect(stamp - (stamps[i - 1] as number)).toBeGreaterThanOrEqual(PACE_WINDOW_MS);
    }

    // What people were told. Each process answers from its own memory, up to a second old when asked
    // (status-cache.ts), so a poll on the other process may lag the one before by that second and the answer's own
    // time: a place may go back by one batch, and an admission may read as waiting, within that lag, never later.
    const admittedUsers = new Set(admitted.map((entry) => entry.user_id));
    const LAG_MS = ROOM_FRESH_MS + 2_000;
    for (const [userId, answers] of seen) {
      const placed = answers.filter((answer) => answer.position !== null);
      for (const [i, answer] of placed.entries())
        if (i > 0)
          expect(
            (answer.position as number) - ((placed[i - 1] as TWaitingRoomEntry).position as number),
          ).toBeLessThanOrEqual(1);
      const first = answers.find((answer) => answer.status === 'admitted');
      if (!first) continue;
      expect(admittedUsers.has(userId)).toBe(true);
      const behind = answers.filter((answer) => answer.at > first.at && answer.status !== 'admitted');
      expect(behind.every((answer) => answer.at - first.at <= LAG_MS)).toBe(true);
    }
    // Once the lag has passed, every admitted person reads admitted on both processes (during the watch a busy
    // machine may not have let the last of them poll again after their admission).
    await pause(LAG_MS);
    const told = await Promise.all(
      admitted.flatMap((entry) =>
        [a, b].map((app) =>
          inject(app, waitingRoomApi.me, {
            realm,
            session: crowd.find((person) => person.user.id === entry.user_id) as Session,
            params: { id: eventId },
          }),
        ),
      ),
    );
    expect(told.map((answer) => answer.data().status)).toEqual(told.map(() => 'admitted'));

    // Seats: taken only by people admitted at that moment, by the database's clock, each once; everyone else was
    // refused by the room, on either process.
    const bookings = await split.db.db
      .selectFrom('bookings')
      .select(['user_id', 'seats', 'created_at'])
      .where('slot_id', '=', slotId)
      .execute();
    const admissionOf = new Map(admitted.map((entry) => [entry.user_id, entry]));
    for (const booking of bookings) {
      const admission = admissionOf.get(booking.user_id);
      if (!admission) throw new Error(`a seat held by ${booking.user_id}, never admitted`);
      const taken = booking.created_at.getTime();
      expect(taken).toBeGreaterThanOrEqual((admission.admitted_at as Date).getTime());
      expect(taken).toBeLessThan((admission.admission_expires_at as Date).getTime());
    }
    expect(new Set(bookings.map((booking) => booking.user_id)).size).toBe(bookings.length);
    expect(bookings.length).toBe(held.size);
    const slot = await split.db.db
      .selectFrom('event_slots')
      .select('seats_taken')
      .where('id', '=', slotId)
      .executeTakeFirstOrThrow();
    expect(slot.seats_taken).toBe(bookings.length);
    // The admitted held as soon as they tried after being told they were let in (the gate reads the database, not a
    // poll's memory, and a poll says admitted only once the admission has committed); the hundreds still waiting were
    // refused, over and over. An admission near the watch's end, or after it while the last polls finish, may never
    // be told before its person's last try: those are not counted. The poll's answer marks the start, not the
    // admission's own time: that is its transaction's start, which only bounds the commit from below.
    const toldAdmittedAt = (userId: string) =>
      seen.get(userId)?.find((answer) => answer.status === 'admitted')?.at ?? Number.POSITIVE_INFINITY;
    const triedWhileAdmitted = admitted.filter(
      (entry) => (lastTry.get(entry.user_id) ?? 0) >= toldAdmittedAt(entry.user_id),
    );
    expect(
      triedWhileAdmitted.filter((entry) => !held.has(entry.user_id)).map((entry) => entry.position),
    ).toEqual([]);
    expect(triedWhileAdmitted.length).toBeGreaterThanOrEqual(2);
    expect(refused).toBeGreaterThan(PEOPLE);
  }, 120_000);
});
