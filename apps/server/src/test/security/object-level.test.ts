import { randomUUID } from 'node:crypto';
import type { InjectOptions } from 'fastify';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { RouteEntry } from '../../app.js';
import { ledgerInvariantViolations } from '../../platform/ledger/ledger-invariants.js';
import { addCreditsAsAdmin } from '../api.js';
import { DATABASE_KINDS, signIn, signInResponse, type TestDatabase, useTestDatabase } from '../harness.js';
import { signInOrganiser } from '../organisers.js';
import { changedTables, fingerprint } from './database-state.js';
import { expectFailure } from './envelope.js';
import {
  CALLER_SCOPED,
  coveredByFunctionLevel,
  engageWithModule,
  type IdRequest,
  NOT_OWNED,
  OWNED,
  ownerEngagement,
  send,
  type World,
} from './object-fixtures.js';
import { concreteUrl, namesARecord, pathParamNames, routeKey, routesOf } from './route-table.js';
import { SECRETS } from './sessions.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The same request with every id replaced by one that exists nowhere. */
function withUnknownIds(request: IdRequest): IdRequest {
  const swap = (value: unknown) => (typeof value === 'string' && UUID.test(value) ? randomUUID() : value);
  const swapAll = <T extends Record<string, unknown>>(values: T | undefined) =>
    values && (Object.fromEntries(Object.entries(values).map(([key, value]) => [key, swap(value)])) as T);
  return { params: swapAll(request.params), body: swapAll(request.body) };
}

describe.each(DATABASE_KINDS)('object- and property-level access on %s', (kind) => {
  const database = useTestDatabase(kind);
  let db: TestDatabase;
  let world: World;
  let routes: RouteEntry[];

  beforeAll(async () => {
    db = await database();
    // No email worker: woken by the outbox's notice, its sending would write between two fingerprints.
    const app = await db.build({ ...SECRETS, MAIL_WORKER: 'false' });
    world = {
      app,
      admin: await signIn(app, 'admin@engagex.dev'),
      owner: await signIn(app, `ada.owner.${kind}@example.com`, 'Ada Owner'),
      intruder: await signIn(app, `bob.intruder.${kind}@gmail.com`, 'Bob Intruder'),
      ownerEmployee: await signIn(app, `esha.owner.${kind}@engagex.dev`, 'Esha Owner'),
      intruderEmployee: await signIn(app, `ivan.intruder.${kind}@engagex.dev`, 'Ivan Intruder'),
      ownerOrganiser: await signInOrganiser(app, `olga.owner.${kind}@example.com`, 'Olga Owner'),
      intruderOrganiser: await signInOrganiser(app, `oscar.intruder.${kind}@example.com`, 'Oscar Intruder'),
    };
    routes = routesOf(app);
  });
  afterEach(async () => expect(await ledgerInvariantViolations(db.db)).toEqual([]));

  const routeFor = (key: string) => {
    const route = routes.find((entry) => routeKey(entry) === key);
    if (!route) throw new Error(`no route ${key}`);
    return route;
  };
  const requestAs = (key: string, session: World['owner'], request: IdRequest) => {
    const route = routeFor(key);
    return send(
      world,
      session,
      route.method as NonNullable<InjectOptions['method']>,
      concreteUrl(route, request.params ?? {}),
      request.body,
    );
  };

  it('has a fixture, or a written reason, for every route that names a record by id', () => {
    const accounted = (route: RouteEntry) => {
      const key = routeKey(route);
      return key in OWNED || key in CALLER_SCOPED || key in NOT_OWNED || coveredByFunctionLevel(route);
    };
    const named = routes.filter(namesARecord);
    expect(named.length).toBeGreaterThan(60);
    expect(named.filter((route) => !accounted(route)).map(routeKey)).toEqual([]);
    // And no entry outlives its route (a renamed route must not leave a fixture testing nothing).
    const keys = new Set(routes.map(routeKey));
    const listed = [...Object.keys(OWNED), ...Object.keys(CALLER_SCOPED), ...Object.keys(NOT_OWNED)];
    expect(listed.filter((key) => !keys.has(key))).toEqual([]);
    // Every fixture names its record where the route takes it: path parameters all filled.
    const unfilled = Object.keys(CALLER_SCOPED).filter((key) =>
      pathParamNames(routeFor(key)).some((name) => !CALLER_SCOPED[key]?.params?.[name]),
    );
    expect(unfilled).toEqual([]);
  });

  it.each(Object.keys(OWNED))("%s: another user's id answers 404 and changes nothing", async (key) => {
    const fixture = OWNED[key] as (typeof OWNED)[string];
    const [owner, intruder] =
      fixture.pair === 'employees'
        ? [world.ownerEmployee, world.intruderEmployee]
        : fixture.pair === 'organisers'
          ? [world.ownerOrganiser, world.intruderOrganiser]
          : [world.owner, world.intruder];
    const request = await fixture.make(world);

    const before = await fingerprint(db.db);
    const refused = await requestAs(key, intruder, request);
    expectFailure(refused, 404, 'NOT_FOUND');
    expect(changedTables(before, await fingerprint(db.db))).toEqual([]);

    // Indistinguishable from an id that exists nowhere, so ids cannot be probed for existence.
    const unknown = await requestAs(key, intruder, withUnknownIds(request));
    expect(unknown.json().message).toBe(refused.json().message);

    const allowed = await requestAs(key, owner, request);
    expect(allowed.statusCode, `the owner's own request: ${allowed.body.slice(0, 200)}`).not.toBe(404);
    expect(allowed.statusCode).toBeLessThan(500);
  });

  describe("routes keyed by a catalogue module, acting on the caller's own row", () => {
    beforeAll(async () => {
      await engageWithModule(world);
      await addCreditsAsAdmin(
        world.app,
        world.admin,
        world.intruder.user.id,
        100,
        `security-intruder-${kind}`,
      );
    });

    it.each(Object.keys(CALLER_SCOPED))(
      "%s: another user's call leaves the owner's row as it was",
      async (key) => {
        const before = await ownerEngagement(world);
        expect(before).toMatchObject({ notifyAtLaunch: true, isFavorite: true, backedCredits: 50 });
        const response = await requestAs(key, world.intruder, CALLER_SCOPED[key] as IdRequest);
        expect(response.statusCode, response.body.slice(0, 200)).toBeLessThan(500);
        expect(response.body).not.toContain(world.owner.user.id);
        expect(await ownerEngagement(world)).toEqual(before);
      },
    );
  });

  describe('property level', () => {
    let referee: { email: string; token: string };

    beforeAll(async () => {
      const link = await send(world, world.owner, 'GET', '/api/main/referral/link');
      const email = `rhea.referee.${kind}@example.com`;
      const joined = await signInResponse(world.app, email, {
        name: 'Rhea Referee',
        referralCode: link.json().data.referralCode,
      });
      expect(joined.json().data.isNewUser).toBe(true);
      referee = { email, token: joined.json().data.token };
    });

    it('shows a referrer their referees by name, never by email', async () => {
      const stats = await send(world, world.owner, 'GET', '/api/main/referral/stats?period=all');
      expect(
        stats.json().data.recentReferrals.map((entry: { userName: string }) => entry.userName),
      ).toContain('Rhea Referee');
      expect(stats.body).not.toContain(referee.email);
    });

    it('names a referrer to anonymous visitors of their link by first name only', async () => {
      const link = await send(world, world.owner, 'GET', '/api/main/referral/link');
      const click = await world.app.inject({
        method: 'POST',
        url: '/api/main/referral/clicks',
        payload: { code: link.json().data.referralCode },
      });
      expect(click.json().data).toEqual({ valid: true, referrerName: 'Ada' });
    });

    it("never shows another user's email or id in any list, summary or profile", async () => {
      const secrets = [
        world.owner.user.id,
        `ada.owner.${kind}@example.com`,
        world.ownerEmployee.user.id,
        `esha.owner.${kind}@engagex.dev`,
        referee.email,
      ];
      const readable = routes.filter(
        (route) =>
          route.method === 'GET' &&
          pathParamNames(route).length === 0 &&
          !route.url.startsWith('/api/docs') &&
          route.auth !== 'admin',
      );
      expect(readable.length).toBeGreaterThan(30);
      const leaks: string[] = [];
      for (const route of readable) {
        const reader = route.auth === 'employee' ? world.intruderEmployee : world.intruder;
        const response = await send(world, reader, 'GET', route.url);
        expect(response.statusCode, routeKey(route)).toBeLessThan(500);
        for (const secret of secrets.filter((value) => response.body.includes(value))) {
          leaks.push(`${routeKey(route)} shows ${secret}`);
        }
      }
      expect(leaks).toEqual([]);
    });
  });
});
