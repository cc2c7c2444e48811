import { SERVICE_PREFIXES } from '@engagex/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, type Session, signIn, type TestDatabase } from '../../../test/harness.js';
import { type ApiProcess, startProcess } from '../../payments/split-topology.fixtures.js';
import { tell } from './notifications.fixtures.js';

const MAIN = SERVICE_PREFIXES.main;

/*
 * The bell's long poll (decision 056) across processes: two API instances serving the main service on one
 * PostgreSQL, each with its own change feed. A request waiting on A answers when B changes the user's count.
 */
describe('the unread count long poll across two API instances on PostgreSQL', () => {
  let database: TestDatabase;
  let a: ApiProcess;
  let b: ApiProcess;
  let me: Session;

  beforeAll(async () => {
    database = await openTestDatabase('postgres');
    a = await startProcess(database.schema, 'main,devIdp', { MAIL_WORKER: 'false' });
    b = await startProcess(database.schema, 'main,devIdp', { MAIL_WORKER: 'false' });
    me = await signIn(a.app, 'split-bell@example.com');
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
    await database?.close();
  });

  const waitOnA = (known: number) =>
    a.app.inject({
      method: 'GET',
      url: `${MAIN}/notifications/unread-count/next?known=${known}`,
      headers: me.headers,
    });
  const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

  it('answers on A within a second of a notification written through another connection', async () => {
    const waiting = waitOnA(0);
    await pause(200);
    await tell(database.db, me.user.id, ['one', 'two']);
    const told = performance.now();
    const answer = await waiting;
    expect(answer.json().data.count).toBeGreaterThanOrEqual(1);
    expect(performance.now() - told).toBeLessThan(1_000);
  });

  it('answers on A within a second of the user marking one read through B', async () => {
    const list = await b.app.inject({ method: 'GET', url: `${MAIN}/notifications`, headers: me.headers });
    const [first] = list.json().data.items as { id: string }[];
    const waiting = waitOnA(2);
    await pause(200);
    const read = await b.app.inject({
      method: 'POST',
      url: `${MAIN}/notifications/${first?.id}/read`,
      headers: me.headers,
    });
    expect(read.json().data).toEqual({ marked: 1, unread: 1 });
    const marked = performance.now();
    expect((await waiting).json().data).toEqual({ count: 1 });
    expect(performance.now() - marked).toBeLessThan(1_000);
  });
});
