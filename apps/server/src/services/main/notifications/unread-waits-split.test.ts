import { notificationsApi } from '@engagex/contracts/api/notifications';
import { beforeAll, describe, expect, it } from 'vitest';
import { inject } from '../../../test/api.js';
import { type Session, signIn } from '../../../test/harness.js';
import { useProcesses } from '../../../test/processes.js';
import { tell } from './notifications.fixtures.js';

/*
 * The bell's long poll (decision 056) across processes: two API instances serving the main service on one
 * PostgreSQL, each with its own change feed. A request waiting on A answers when B changes the user's count.
 */
describe('the unread count long poll across two API instances on PostgreSQL', () => {
  const split = useProcesses(
    { a: 'main,devIdp', b: 'main,devIdp' },
    { env: () => ({ MAIL_WORKER: 'false' }) },
  );
  let me: Session;

  beforeAll(async () => {
    me = await signIn(split.processes.a.app, 'split-bell@example.com');
  });

  const waitOnA = (known: number) =>
    inject(split.processes.a.app, notificationsApi.nextUnreadCount, { session: me, query: { known } });
  const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

  it('answers on A within a second of a notification written through another connection', async () => {
    const waiting = waitOnA(0);
    await pause(200);
    await tell(split.db.db, me.user.id, ['one', 'two']);
    const told = performance.now();
    const answer = await waiting;
    expect(answer.data().count).toBeGreaterThanOrEqual(1);
    expect(performance.now() - told).toBeLessThan(1_000);
  });

  it('answers on A within a second of the user marking one read through B', async () => {
    const list = await inject(split.processes.b.app, notificationsApi.list, { session: me });
    const [first] = list.data().items;
    const waiting = waitOnA(2);
    await pause(200);
    const read = await inject(split.processes.b.app, notificationsApi.read, {
      session: me,
      params: { id: first?.id as string },
    });
    expect(read.data()).toEqual({ marked: 1, unread: 1 });
    const marked = performance.now();
    expect((await waiting).data()).toEqual({ count: 1 });
    expect(performance.now() - marked).toBeLessThan(1_000);
  });
});
