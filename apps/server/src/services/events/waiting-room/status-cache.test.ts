import { AsyncLocalStorage } from 'node:async_hooks';
import { SERVICE_PREFIXES } from '@engagex/contracts';
import { eventsApi } from '@engagex/contracts/api/events';
import { waitingRoomApi } from '@engagex/contracts/api/waiting-room';
import { afterAll, afterEach, beforeAll, describe, expect, it, type MockInstance, vi } from 'vitest';
import { inject } from '../../../test/api.js';
import { createEventWithSlot } from '../../../test/events.js';
import { type Session, signIn } from '../../../test/harness.js';
import { signInOrganiser } from '../../../test/organisers.js';
import { useSuite } from '../../../test/suite.js';
import { tick } from './admission.js';
import { ROOM_FRESH_MS } from './status-cache.js';

const realm = 'events';
/** Every table a booking, a seat, a ticket or a line for seats lives in (decision 080: a poll touches none). */
const BOOKING_TABLES =
  /\b(bookings|booking_items|event_slots|show_ticket_type_seats|tickets|ticket_types|promo_codes|waitlist_entries)\b/;

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('polling one’s place is answered from memory', () => {
  const suite = useSuite('pglite', {
    env: { WAITING_ROOM_TICKS: 'false' },
    cast: async (app) => ({
      organiser: await signInOrganiser(app, 'wr-cache-organiser@example.com'),
      person: await signIn(app, 'wr-cache-person@example.com'),
    }),
  });
  let eventId: string;
  /** Every statement the app sends, whatever runs it (a transaction's executor is of the same class). */
  let sent: MockInstance;
  /**
   * The statements sent on behalf of a request this test made (`asked`): the spy sees the whole worker, and the
   * sweeps on their timers (purchases, refunds, rewards) may send theirs during a poll on a slow machine.
   */
  const asking = new AsyncLocalStorage<true>();
  let askedFor: string[] = [];
  const asked = <T>(request: () => Promise<T>) => asking.run(true, request);
  // What the routes read: the notice the join sent after its answer (decision 082) may be sent after the spy starts.
  const statements = () => askedFor.filter((text) => !text.startsWith('select notify_change('));

  beforeAll(async () => {
    ({ eventId } = await createEventWithSlot(suite.app, SERVICE_PREFIXES.events, suite.organiser, {
      capacity: 5,
      priceCredits: 0,
    }));
    const set = await inject(suite.app, waitingRoomApi.set, {
      realm,
      session: suite.organiser,
      params: { id: eventId },
      body: {
        enabled: true,
        opensAt: new Date(Date.now() - 1_000).toISOString(),
        admitPerMinute: 1,
        admissionMinutes: 5,
      },
    });
    expect(set.statusCode, set.body).toBe(200);
    // Two people ahead, so the person polled waits at place 2 once the first is admitted.
    for (const email of ['wr-cache-a@example.com', 'wr-cache-b@example.com'])
      await inject(suite.app, waitingRoomApi.join, {
        realm,
        session: await signIn(suite.app, email),
        params: { id: eventId },
      });
    expect(
      (
        await inject(suite.app, waitingRoomApi.join, {
          realm,
          session: suite.person,
          params: { id: eventId },
        })
      ).statusCode,
    ).toBe(200);
    await tick(suite.db.db, eventId);
    const executor = Object.getPrototypeOf(suite.app.db.getExecutor());
    const send = executor.executeQuery;
    sent = vi.spyOn(executor, 'executeQuery').mockImplementation(function (
      this: unknown,
      ...args: unknown[]
    ) {
      if (asking.getStore()) askedFor.push((args[0] as { sql: string }).sql);
      return send.apply(this, args);
    });
  });
  afterEach(() => {
    askedFor = [];
  });
  // The spy sits on Kysely's shared executor class: later files in this worker must not run through it.
  afterAll(() => sent.mockRestore());

  const poll = (session: Session = suite.person) =>
    asked(() => inject(suite.app, waitingRoomApi.me, { realm, session, params: { id: eventId } }));

  it('reads only the room tables when its memory is a second old, and nothing at all within the second', async () => {
    await pause(ROOM_FRESH_MS + 100);
    const first = await poll();
    expect(first.data()).toMatchObject({ status: 'waiting', position: 2 });
    // The spy sees what is sent: the room's state read again, on the room tables.
    expect(statements().length).toBeGreaterThan(0);
    expect(statements().filter((text) => BOOKING_TABLES.test(text))).toEqual([]);
    expect(statements().every((text) => /waiting_room/.test(text))).toBe(true);
    askedFor = [];
    for (let i = 0; i < 20; i += 1) expect((await poll()).data()).toEqual(first.data());
    expect(statements()).toEqual([]);
  });

  it('reads the room once for a crowd polling together', async () => {
    await pause(ROOM_FRESH_MS + 100);
    const answers = await Promise.all(Array.from({ length: 50 }, () => poll()));
    expect(answers.every((answer) => answer.statusCode === 200)).toBe(true);
    expect(statements()).toHaveLength(1);
  });

  it('would see a read of a booking table (the event’s shows, read by another route)', async () => {
    const slots = await asked(() =>
      inject(suite.app, eventsApi.slots, { realm, session: suite.person, params: { id: eventId } }),
    );
    expect(slots.statusCode).toBe(200);
    expect(statements().some((text) => BOOKING_TABLES.test(text))).toBe(true);
  });
});
