import { SERVICE_PREFIXES } from '@engagex/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, type Session, signIn, type TestDatabase } from '../../../test/harness.js';
import {
  type ApiProcess,
  PAYMENTS_PROCESS,
  SERVICES_PROCESS,
  startProcess,
} from '../../payments/split-topology.fixtures.js';

/**
 * The README's split topology on PostgreSQL: the admin console lives on the main process, while the events
 * services run apart, with caches of their own. A role granted, a session ended or an account suspended on the
 * main process holds on the other one as soon as the change feed arrives (decisions 043, 046, 047).
 */
describe("the admin console's changes across the README's split topology", () => {
  let database: TestDatabase;
  let main: ApiProcess;
  let services: ApiProcess;
  let admin: Session;
  let person: Session;

  beforeAll(async () => {
    database = await openTestDatabase('postgres');
    services = await startProcess(database.schema, SERVICES_PROCESS);
    main = await startProcess(database.schema, PAYMENTS_PROCESS);
    admin = await signIn(main.app, 'admin@engagex.dev');
    person = await signIn(main.app, 'split-person@example.com', 'Split Person');
  });
  afterAll(async () => {
    await services?.close();
    await main?.close();
    await database?.close();
  });

  const events = (url: string, session: Session, method: 'GET' | 'POST' = 'GET', payload?: object) =>
    services.app.inject({
      method,
      url: `${SERVICE_PREFIXES.events}${url}`,
      headers: session.headers,
      ...(payload ? { payload } : {}),
    });
  const adminCall = (method: 'PUT' | 'POST', url: string, payload?: object) =>
    main.app.inject({
      method,
      url: `${SERVICE_PREFIXES.main}/admin/users/${person.user.id}${url}`,
      headers: admin.headers,
      ...(payload ? { payload } : {}),
    });
  const newEvent = {
    title: 'Split topology folk night',
    description: 'Listed by an organiser the main process made.',
    eventType: 'music',
    districtId: 'kolhapur',
    startsAt: new Date(Date.now() + 20 * 86_400_000).toISOString(),
    endsAt: new Date(Date.now() + 20 * 86_400_000 + 3 * 3_600_000).toISOString(),
    priceCredits: 0,
  };

  it('an organiser granted on the main process lists an event on the other; a suspension ends them there', async () => {
    // The events process has seen this person (their session is in its cache) before anything changes.
    expect((await events('/events?limit=1', person)).statusCode).toBe(200);
    expect((await events('/events', person, 'POST', newEvent)).statusCode).toBe(403);

    expect((await adminCall('PUT', '/roles/organiser')).statusCode).toBe(200);
    await expect
      .poll(async () => (await events('/events', person, 'POST', newEvent)).statusCode, { timeout: 5_000 })
      .toBe(201);

    const suspended = await adminCall('POST', '/suspend', { reason: 'Split topology check' });
    expect(suspended.statusCode).toBe(200);
    await expect
      .poll(async () => (await events('/events?limit=1', person)).statusCode, { timeout: 5_000 })
      .toBe(401);
    // The events process says why, as the main process does (decision 048).
    expect((await events('/events?limit=1', person)).json()).toMatchObject({
      message: 'This account is suspended',
      suspension: { reason: 'Split topology check', appealTo: 'support@engagex.dev' },
    });
  });

  it('a configured admin stays in on both processes: refused suspension, and only their own other sessions end', async () => {
    const granted = await signIn(main.app, 'split-granted-admin@example.com');
    const grant = await main.app.inject({
      method: 'PUT',
      url: `${SERVICE_PREFIXES.main}/admin/users/${granted.user.id}/roles/admin`,
      headers: admin.headers,
    });
    expect(grant.statusCode, grant.body).toBe(200);
    const onMain = (session: Session, method: 'GET' | 'POST', url: string, payload?: object) =>
      main.app.inject({
        method,
        url: `${SERVICE_PREFIXES.main}${url}`,
        headers: session.headers,
        ...(payload ? { payload } : {}),
      });
    const otherDevice = await signIn(main.app, 'admin@engagex.dev');
    // Both of the configured admin's sessions are known to the events process before anything is tried.
    for (const session of [admin, otherDevice])
      expect((await events('/events?limit=1', session)).statusCode).toBe(200);

    for (const path of ['suspend', 'sessions/revoke']) {
      const refused = await onMain(granted, 'POST', `/admin/users/${admin.user.id}/${path}`, {
        reason: 'Taking over the console',
      });
      expect(refused.statusCode, refused.body).toBe(409);
      expect(refused.json().message).toMatch(/\(ADMIN_EMAILS\)/);
    }

    const own = await onMain(admin, 'POST', `/admin/users/${admin.user.id}/sessions/revoke`, {
      reason: 'Signing out my other devices',
    });
    expect(own.statusCode, own.body).toBe(200);
    await expect
      .poll(async () => (await events('/events?limit=1', otherDevice)).statusCode, { timeout: 5_000 })
      .toBe(401);
    expect((await events('/events?limit=1', admin)).statusCode).toBe(200);
    expect((await onMain(admin, 'GET', '/users/me')).statusCode).toBe(200);
  });
});
