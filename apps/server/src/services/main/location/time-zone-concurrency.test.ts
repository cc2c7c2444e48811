// Decision 053 under racing processes: PUT /users/time-zone is one conditional UPDATE, so two processes writing a
// person's zone at once leave one of the two, with no error, and a choice is never undone by a browser's report.
import { identityApi } from '@engagex/contracts/api/identity';
import { locationApi } from '@engagex/contracts/api/location';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { inject } from '../../../test/api.js';
import { type Session, signIn, type TestDatabase, useTestDatabase } from '../../../test/harness.js';

const ROUNDS = 8;

/** Two API processes with pools of their own, as production runs them: only PostgreSQL has that. */
describe('a person’s time zone written from two processes at once', () => {
  const database = useTestDatabase('postgres');
  let db: TestDatabase;
  let apps: FastifyInstance[];

  beforeAll(async () => {
    db = await database();
    apps = [await db.build({}), await db.build({}, {}, { ownPool: true })];
  });

  /** The two processes in turn, as a load balancer sends requests. */
  const on = (index: number) => apps[index % 2] as FastifyInstance;
  const setZone = (index: number, session: Session, body: { timeZone: string; chosen?: boolean }) =>
    inject(on(index), locationApi.timeZone, { session, body });
  const stored = (userId: string) =>
    db.db
      .selectFrom('users')
      .select(['time_zone', 'time_zone_chosen'])
      .where('id', '=', userId)
      .executeTakeFirstOrThrow();

  it('two browsers’ zones: the last write wins cleanly, and both processes read what is stored', async () => {
    const person = await signIn(apps[0] as FastifyInstance, 'tz-race-browsers@example.com');
    const zones = ['Europe/London', 'Asia/Dubai'];
    for (let round = 0; round < ROUNDS; round += 1) {
      const answers = await Promise.all(
        zones.map((timeZone, index) => setZone(index + round, person, { timeZone })),
      );
      expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
      // Each answer is the row its own statement left: its own zone, unless the other wrote after it.
      answers.forEach((answer, index) => {
        expect(answer.json().data).toEqual({ timeZone: zones[index], chosen: false });
      });
      const row = await stored(person.user.id);
      expect(zones).toContain(row.time_zone);
      expect(row.time_zone_chosen).toBe(false);
      for (const index of [0, 1]) {
        const me = await inject(on(index), identityApi.me, { session: person });
        expect(me.data().timeZone).toBe(row.time_zone);
      }
    }
  });

  it('a choice racing a browser’s report: the choice stands, whichever statement ran first', async () => {
    for (let round = 0; round < ROUNDS; round += 1) {
      const person = await signIn(apps[round % 2] as FastifyInstance, `tz-race-choice-${round}@example.com`);
      const [choice, browser] = await Promise.all([
        setZone(round, person, { timeZone: 'Asia/Tokyo', chosen: true }),
        setZone(round + 1, person, { timeZone: 'America/New_York' }),
      ]);
      expect([choice.statusCode, browser.statusCode]).toEqual([200, 200]);
      expect(choice.json().data).toEqual({ timeZone: 'Asia/Tokyo', chosen: true });
      // The browser's answer is the row it saw: its own zone if it ran first, the choice if it ran second.
      expect([
        { timeZone: 'America/New_York', chosen: false },
        { timeZone: 'Asia/Tokyo', chosen: true },
      ]).toContainEqual(browser.json().data);
      expect(await stored(person.user.id)).toEqual({ time_zone: 'Asia/Tokyo', time_zone_chosen: true });
    }
  });
});
