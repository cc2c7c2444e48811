import { randomUUID } from 'node:crypto';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import type { RouteEntry } from '../../app.js';
import { withTwoFactor } from '../../services/main/identity/mfa/mfa.fixtures.js';
import { DATABASE_KINDS, type Session, signIn, type TestDatabase, useTestDatabase } from '../harness.js';
import { changedTables, fingerprint } from './database-state.js';
import { expectFailure } from './envelope.js';
import { ADMIN_PERSON_REQUESTS } from './object-fixtures.js';
import { concreteUrl, pathParamNames, routeKey, routesOf } from './route-table.js';

/** The admin console names people by id: one that names nobody is a 404 that changes nothing (decision 043). */
describe.each(DATABASE_KINDS)('admin console routes naming a person, on %s', (kind) => {
  const database = useTestDatabase(kind);
  let db: TestDatabase;
  let app: FastifyInstance;
  let admin: Session;
  let routes: RouteEntry[];

  beforeAll(async () => {
    db = await database();
    app = await db.build();
    admin = await signIn(app, 'admin@engagex.dev');
    routes = routesOf(app);
  });

  const send = (key: string, id: string) => {
    const route = routes.find((entry) => routeKey(entry) === key);
    if (!route) throw new Error(`no route ${key}`);
    const request = ADMIN_PERSON_REQUESTS[key] ?? {};
    return app.inject({
      method: route.method as InjectOptions['method'],
      url: concreteUrl(route, { ...request.params, id }),
      headers: admin.headers,
      ...(request.body ? { payload: request.body } : {}),
    });
  };

  it('has a request for every admin route that names a person, and none for a route that is gone', () => {
    const naming = routes
      .filter((route) => route.auth === 'admin' && pathParamNames(route).includes('id'))
      .filter((route) => route.url.startsWith('/api/main/admin/'))
      // What failed names an email, a refund or a delivery, not a person: admin-failures.test.ts holds its 404s.
      .filter((route) => !route.url.startsWith('/api/main/admin/failures/'))
      .map(routeKey);
    expect(naming.length).toBeGreaterThanOrEqual(7);
    expect(naming.filter((key) => !(key in ADMIN_PERSON_REQUESTS))).toEqual([]);
    expect(Object.keys(ADMIN_PERSON_REQUESTS).filter((key) => !naming.includes(key))).toEqual([]);
  });

  it.each(Object.keys(ADMIN_PERSON_REQUESTS))(
    '%s: an id naming nobody answers 404, changing nothing',
    async (key) => {
      const before = await fingerprint(db.db);
      const response = await send(key, randomUUID());
      expectFailure(response, 404, 'NOT_FOUND');
      expect(response.json().message).toBe('User not found');
      expect(changedTables(before, await fingerprint(db.db))).toEqual([]);
    },
  );

  it('answers each for a person who exists (the 404s above are about the person, not a broken route)', async () => {
    // With a second factor, so that resetting it is a change the route makes (decision 089).
    const { session: person } = await withTwoFactor(app, `admin.target.${kind}@example.com`);
    const failures: string[] = [];
    for (const key of Object.keys(ADMIN_PERSON_REQUESTS)) {
      const response = await send(key, person.user.id);
      if (response.statusCode >= 300)
        failures.push(`${key} -> ${response.statusCode} ${response.body.slice(0, 120)}`);
    }
    expect(failures).toEqual([]);
  });
});
