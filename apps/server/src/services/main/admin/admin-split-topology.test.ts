import { adminApi } from '@engagex/contracts/api/admin';
import { eventsApi } from '@engagex/contracts/api/events';
import { identityApi } from '@engagex/contracts/api/identity';
import { beforeAll, describe, expect, it } from 'vitest';
import { inject } from '../../../test/api.js';
import { type Session, signIn } from '../../../test/harness.js';
import { PAYMENTS_PROCESS, SERVICES_PROCESS, useProcesses } from '../../../test/processes.js';

/**
 * The README's split topology on PostgreSQL: the admin console lives on the main process, while the events
 * services run apart, with caches of their own. A role granted, a session ended or an account suspended on the
 * main process holds on the other one as soon as the change feed arrives (decisions 043, 046, 047).
 */
describe("the admin console's changes across the README's split topology", () => {
  const split = useProcesses({ services: SERVICES_PROCESS, main: PAYMENTS_PROCESS });
  let admin: Session;
  let person: Session;

  beforeAll(async () => {
    admin = await signIn(split.processes.main.app, 'admin@engagex.dev');
    person = await signIn(split.processes.main.app, 'split-person@example.com', 'Split Person');
  });

  /** One page of events, read on the events process. */
  const listEvents = (session: Session) =>
    inject(split.processes.services.app, eventsApi.list, { realm: 'events', session, query: { limit: 1 } });
  const newEvent = {
    title: 'Split topology folk night',
    description: 'Listed by an organiser the main process made.',
    eventType: 'music',
    districtId: 'kolhapur',
    startsAt: new Date(Date.now() + 20 * 86_400_000).toISOString(),
    endsAt: new Date(Date.now() + 20 * 86_400_000 + 3 * 3_600_000).toISOString(),
    priceCredits: 0,
  };
  const createEvent = (session: Session) =>
    inject(split.processes.services.app, eventsApi.create, { realm: 'events', session, body: newEvent });

  it('an organiser granted on the main process lists an event on the other; a suspension ends them there', async () => {
    // The events process has seen this person (their session is in its cache) before anything changes.
    expect((await listEvents(person)).statusCode).toBe(200);
    expect((await createEvent(person)).statusCode).toBe(403);

    const granted = await inject(split.processes.main.app, adminApi.grantRole, {
      session: admin,
      params: { id: person.user.id, role: 'organiser' },
    });
    expect(granted.statusCode).toBe(200);
    await expect.poll(async () => (await createEvent(person)).statusCode, { timeout: 5_000 }).toBe(201);

    const suspended = await inject(split.processes.main.app, adminApi.suspend, {
      session: admin,
      params: { id: person.user.id },
      body: { reason: 'Split topology check' },
    });
    expect(suspended.statusCode).toBe(200);
    await expect.poll(async () => (await listEvents(person)).statusCode, { timeout: 5_000 }).toBe(401);
    // The events process says why, as the main process does (decision 048).
    expect((await listEvents(person)).json()).toMatchObject({
      message: 'This account is suspended',
      suspension: { reason: 'Split topology check', appealTo: 'support@engagex.dev' },
    });
  });

  it('a configured admin stays in on both processes: refused suspension, and only their own other sessions end', async () => {
    const main = split.processes.main.app;
    const granted = await signIn(main, 'split-granted-admin@example.com');
    const grant = await inject(main, adminApi.grantRole, {
      session: admin,
      params: { id: granted.user.id, role: 'admin' },
    });
    expect(grant.statusCode, grant.body).toBe(200);
    const otherDevice = await signIn(main, 'admin@engagex.dev');
    // Both of the configured admin's sessions are known to the events process before anything is tried.
    for (const session of [admin, otherDevice]) expect((await listEvents(session)).statusCode).toBe(200);

    for (const endpoint of [adminApi.suspend, adminApi.revokeSessions]) {
      const refused = await inject(main, endpoint, {
        session: granted,
        params: { id: admin.user.id },
        body: { reason: 'Taking over the console' },
      });
      expect(refused.statusCode, refused.body).toBe(409);
      expect(refused.json().message).toMatch(/\(ADMIN_EMAILS\)/);
    }

    const own = await inject(main, adminApi.revokeSessions, {
      session: admin,
      params: { id: admin.user.id },
      body: { reason: 'Signing out my other devices' },
    });
    expect(own.statusCode, own.body).toBe(200);
    await expect.poll(async () => (await listEvents(otherDevice)).statusCode, { timeout: 5_000 }).toBe(401);
    expect((await listEvents(admin)).statusCode).toBe(200);
    expect((await inject(main, identityApi.me, { session: admin })).statusCode).toBe(200);
  });
});
