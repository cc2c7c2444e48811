/**
 * The poll answered before routing in the README's split services on PostgreSQL (decision 115): people sign in on
 * the process serving `main` and poll the one serving `events`, which remembers their token once it has read it
 * and then answers the poll before routing, with the bytes the route sends. Changes when the split topology or
 * how a process comes to remember a token does.
 */
import { identityApi } from '@engagex/contracts/api/identity';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { inject } from '../../../test/api.js';
import { PAYMENTS_PROCESS, SERVICES_PROCESS, useProcesses } from '../../../test/processes.js';
import { bothServers, comparable, oneWaiting, send } from './fast-poll.fixtures.js';

describe('the poll before routing, with the events services in a process of their own', () => {
  const split = useProcesses(
    { main: PAYMENTS_PROCESS, events: SERVICES_PROCESS },
    { env: () => ({ WAITING_ROOM_TICKS: 'false' }) },
  );
  let both: Awaited<ReturnType<typeof bothServers>>;

  beforeAll(async () => {
    both = await bothServers(split.processes.events.app);
  });
  afterAll(async () => both?.close());

  it('answers a token the main process issued, once the events process has read it, as the route does', async () => {
    const { app } = split.processes.events;
    const main = split.processes.main.app;
    const { path, headers, token } = await oneWaiting(app, main);
    // Issued on main; joining read it on the events process, which remembers it from then on.
    expect(app.signedIn.remembered(token)).toBeDefined();
    // A person's first poll reads their place (decision 108), wherever it is sent.
    await send(both.routed, path, headers);
    for (const id of ['split-1', 'split-2']) {
      const given = { ...headers, 'x-request-id': id };
      const before = app.fastAnswers.answered;
      const viaFast = await send(both.fast, path, given);
      expect(app.fastAnswers.answered - before, 'answered before routing').toBe(1);
      const viaRoute = await send(both.routed, path, given);
      expect(viaFast.status).toBe(200);
      expect(comparable(viaFast, id)).toEqual(comparable(viaRoute, id));
    }
  });

  it('leaves a token the events process has not read to the route, and answers it from then on', async () => {
    const { app } = split.processes.events;
    const main = split.processes.main.app;
    const { path, headers, token } = await oneWaiting(app, main);
    await send(both.routed, path, headers);
    // Forgotten here, as a change elsewhere can make it, with the place still in memory: only the token is unknown.
    app.signedIn.forgetSession(app.signedIn.remembered(token)?.sessionId ?? '');
    expect(app.signedIn.remembered(token)).toBeUndefined();
    const before = app.fastAnswers.answered;
    const first = await send(both.fast, path, headers);
    expect(first.status).toBe(200);
    expect(app.fastAnswers.answered - before, 'the first poll goes to the route').toBe(0);
    expect(app.signedIn.remembered(token)).toBeDefined();
    const second = await send(both.fast, path, headers);
    expect(app.fastAnswers.answered - before, 'the second is answered before routing').toBe(1);
    expect(second.body).toBe(first.body);
  });

  it('leaves the poll to the route once a sign-out on the main process has reached the events process', async () => {
    const { app } = split.processes.events;
    const main = split.processes.main.app;
    const { path, headers, token, me } = await oneWaiting(app, main);
    await send(both.routed, path, headers);
    const before = app.fastAnswers.answered;
    expect((await send(both.fast, path, headers)).status).toBe(200);
    expect(app.fastAnswers.answered - before).toBe(1);
    expect((await inject(main, identityApi.logout, { session: me })).statusCode).toBe(200);
    // The change feed carries the sign-out to the events process, which forgets the token (decision 086).
    await vi.waitFor(() => expect(app.signedIn.remembered(token)).toBeUndefined(), { timeout: 5_000 });
    const viaFast = await send(both.fast, path, { ...headers, 'x-request-id': 'signed-out' });
    expect(app.fastAnswers.answered - before, 'answered before routing').toBe(1);
    const viaRoute = await send(both.routed, path, { ...headers, 'x-request-id': 'signed-out' });
    expect(viaFast.status).toBe(401);
    expect(comparable(viaFast, 'signed-out')).toEqual(comparable(viaRoute, 'signed-out'));
  });
});
