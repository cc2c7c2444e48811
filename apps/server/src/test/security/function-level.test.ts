import type { FastifyInstance, InjectOptions } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import type { RouteEntry } from '../../app.js';
import { signIn, useTestDatabase } from '../harness.js';
import { signInOrganiser } from '../organisers.js';
import { changedTables, fingerprint } from './database-state.js';
import { envelopeProblems } from './envelope.js';
import { concreteUrl, exampleParams, routeKey, routesOf } from './route-table.js';
import { PERSONAS, type Session, signInAll } from './sessions.js';

/**
 * Function-level access: roles are checked before anything else, so an admin route refuses an ordinary
 * user (and an employee who is not an admin), an organiser route refuses anyone neither organiser nor admin,
 * and an employee route refuses a user, whatever the input.
 */
/** An admin who reviews but does not pay out: no payout role (decision 008). */
const NOT_PAYOUT_ADMIN = 'reviewer.security@engagex.dev';

describe('function-level access (every admin and employee route in app.routeTable)', () => {
  const database = useTestDatabase('pglite');
  let app: FastifyInstance;
  let routes: RouteEntry[];
  let people: Awaited<ReturnType<typeof signInAll>>;

  beforeAll(async () => {
    app = await (await database()).build({ ADMIN_EMAILS: `${PERSONAS.admin},${NOT_PAYOUT_ADMIN}` });
    routes = routesOf(app);
    people = await signInAll(app);
    expect(people.user.user.roles).toEqual(['user']);
    expect(people.employee.user.roles).toEqual(['user', 'employee']);
    expect(people.admin.user.roles).toContain('payout');
  });

  const isAdminRoute = (route: RouteEntry) => route.auth === 'admin' || route.auth === 'payout';
  /** Routes for organisers (decision 046); admins pass them too. */
  const isOrganiserRoute = (route: RouteEntry) => route.auth === 'organiser';
  const isPrivileged = (route: RouteEntry) => isAdminRoute(route) || isOrganiserRoute(route);

  /** One request per route, with a body that would be valid enough to act if the role check were missing. */
  async function notForbidden(selected: RouteEntry[], session: Session) {
    const failures: string[] = [];
    for (const route of selected) {
      const request: InjectOptions = {
        method: route.method as InjectOptions['method'],
        url: concreteUrl(route, exampleParams(route)),
        headers: session.headers,
        ...(route.schema?.body ? { payload: {} } : {}),
      };
      const response = await app.inject(request);
      const code = response.statusCode === 403 ? response.json().code : null;
      if (code !== 'FORBIDDEN' || envelopeProblems(response).length > 0) {
        failures.push(`${routeKey(route)} -> ${response.statusCode} ${response.body.slice(0, 120)}`);
      }
    }
    return failures;
  }

  it('refuses every admin and organiser route to an ordinary user with 403 FORBIDDEN, changing nothing', async () => {
    expect(routes.filter(isAdminRoute).length).toBeGreaterThan(15);
    // Each events service's management of an event: events, slots, door, lines, review, exports (decision 046),
    // and cancelling it with its preview (decision 052); its ticket types, questions, promo codes, sales and the
    // tickets export (decision 078); its waiting room's settings (decision 080); and on the main service their tax
    // profile, invoices and GSTR-1 (decision 079), their API keys (decision 090), their seven webhook routes
    // (decisions 091, 111) and the sites that may frame each events service's booking page (decision 095).
    expect(routes.filter(isOrganiserRoute).length).toBe(2 * 29 + 7 + 7 + 4);
    const before = await fingerprint((await database()).db);
    expect(await notForbidden(routes.filter(isPrivileged), people.user)).toEqual([]);
    expect(changedTables(before, await fingerprint((await database()).db))).toEqual([]);
  });

  it('refuses every admin and organiser route to an employee who is neither with 403', async () => {
    expect(await notForbidden(routes.filter(isPrivileged), people.employee)).toEqual([]);
  });

  it('refuses every admin route to an organiser with 403, changing nothing, and lets them through their own', async () => {
    const organiser = await signInOrganiser(app, 'olga.security@example.com');
    expect(organiser.user.roles).toEqual(['user', 'organiser']);
    const before = await fingerprint((await database()).db);
    expect(await notForbidden(routes.filter(isAdminRoute), organiser)).toEqual([]);
    expect(changedTables(before, await fingerprint((await database()).db))).toEqual([]);
    const refused: string[] = [];
    for (const route of routes.filter(isOrganiserRoute)) {
      const response = await app.inject({
        method: route.method as InjectOptions['method'],
        url: concreteUrl(route, exampleParams(route)),
        headers: organiser.headers,
        ...(route.schema?.body ? { payload: {} } : {}),
      });
      if (response.statusCode === 401 || response.statusCode === 403 || response.statusCode >= 500) {
        refused.push(`${routeKey(route)} -> ${response.statusCode}`);
      }
    }
    expect(refused).toEqual([]);
  });

  it('refuses every payout route to an admin without the payout role with 403, changing nothing', async () => {
    const admin = await signIn(app, NOT_PAYOUT_ADMIN);
    expect(admin.user.roles).toEqual(['user', 'employee', 'admin']);
    const payoutRoutes = routes.filter((route) => route.auth === 'payout');
    expect(payoutRoutes.map(routeKey)).toEqual([
      'POST /api/employee/encashment/requests/:id/payout-destination',
    ]);
    const before = await fingerprint((await database()).db);
    expect(await notForbidden(payoutRoutes, admin)).toEqual([]);
    expect(changedTables(before, await fingerprint((await database()).db))).toEqual([]);
  });

  it(`refuses every employee route to a non-employee (${PERSONAS.user}) with 403, changing nothing`, async () => {
    const employeeRoutes = routes.filter((route) => route.auth === 'employee');
    expect(employeeRoutes.length).toBeGreaterThan(5);
    const before = await fingerprint((await database()).db);
    expect(await notForbidden(employeeRoutes, people.user)).toEqual([]);
    expect(changedTables(before, await fingerprint((await database()).db))).toEqual([]);
  });

  it('lets an admin through the same role checks (the 403s above are about roles, not broken routes)', async () => {
    const failures: string[] = [];
    for (const route of routes.filter((entry) => isPrivileged(entry) || entry.auth === 'employee')) {
      const response = await app.inject({
        method: route.method as InjectOptions['method'],
        url: concreteUrl(route, exampleParams(route)),
        headers: people.admin.headers,
        ...(route.schema?.body ? { payload: {} } : {}),
      });
      if (response.statusCode === 401 || response.statusCode === 403 || response.statusCode >= 500) {
        failures.push(`${routeKey(route)} -> ${response.statusCode}`);
      }
    }
    expect(failures).toEqual([]);
  });
});
