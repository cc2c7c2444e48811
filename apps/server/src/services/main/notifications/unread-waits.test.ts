import { notificationsApi } from '@engagex/contracts/api/notifications';
import { describe, expect, it } from 'vitest';
import { inject, offContract } from '../../../test/api.js';
import {
  DATABASE_KINDS,
  type Injector,
  type Session,
  signIn,
  useTestDatabase,
} from '../../../test/harness.js';
import { allNotifications, tell, useNotificationsSuite } from './notifications.fixtures.js';

/** The long poll for the count after `known` (or at once, when none is known). */
const next = (app: Injector, session: Session | null, known?: number) =>
  inject(app, notificationsApi.nextUnreadCount, {
    session,
    ...(known === undefined ? {} : { query: { known } }),
  });

/** The bell's long poll (decision 056) on one process. */
describe.each(DATABASE_KINDS)('the unread count long poll on %s', (kind) => {
  const suite = useNotificationsSuite(kind);

  const open = (session: Session | null, known?: number) => {
    const started = performance.now();
    const answer = next(suite.app, session, known);
    return answer.then((response) => ({ response, ms: performance.now() - started }));
  };

  it('answers within a second of a notification written while it waits', async () => {
    const me = await signIn(suite.app, `waiting-${kind}@example.com`);
    const waiting = open(me, 0);
    await new Promise((resolve) => setTimeout(resolve, 200));
    await tell(suite.db.db, me.user.id, ['arrived']);
    const told = performance.now();
    const { response } = await waiting;
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toEqual({ count: 1 });
    expect(performance.now() - told).toBeLessThan(1_000);
  });

  it('answers at once when the count is not the known one, or none is known', async () => {
    const me = await signIn(suite.app, `behind-${kind}@example.com`);
    await tell(suite.db.db, me.user.id, ['one', 'two']);
    const behind = await open(me, 1);
    expect(behind.response.json().data).toEqual({ count: 2 });
    expect(behind.ms).toBeLessThan(1_000);
    const unknown = await open(me);
    expect(unknown.response.json().data).toEqual({ count: 2 });
    expect(unknown.ms).toBeLessThan(1_000);
  });

  it("keeps waiting through another user's notification", async () => {
    const { ada, bo } = suite;
    const known = (await inject(suite.app, notificationsApi.unreadCount, { session: ada })).data().count;
    let answered = false;
    const waiting = open(ada, known).then((result) => {
      answered = true;
      return result;
    });
    await new Promise((resolve) => setTimeout(resolve, 200));
    await tell(suite.db.db, bo.user.id, ["bo's"]);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(answered).toBe(false);
    await tell(suite.db.db, ada.user.id, ["ada's"]);
    expect((await waiting).response.json().data).toEqual({ count: known + 1 });
  });

  it('refuses a count that is not a whole number, and anyone signed out, changing nothing', async () => {
    const { ada } = suite;
    const before = await allNotifications(suite.db.db);
    for (const known of ['-1', '1.5', 'many']) {
      const refused = (await open(ada, offContract(known))).response;
      expect(refused.statusCode).toBe(400);
      expect(refused.json().code).toBe('VALIDATION_ERROR');
    }
    const anonymous = (await open(null, 0)).response;
    expect(anonymous.statusCode).toBe(401);
    expect(await allNotifications(suite.db.db)).toEqual(before);
  });
});

describe('the unread count long poll, bounded', () => {
  const database = useTestDatabase('pglite');

  it('answers the same count when its wait ends, inside the server timeouts', async () => {
    const timeouts = {
      CONNECTION_TIMEOUT_MS: '1000',
      REQUEST_TIMEOUT_MS: '1000',
      HEADERS_TIMEOUT_MS: '500',
      KEEP_ALIVE_TIMEOUT_MS: '500',
    };
    const app = await (await database()).build({ MAIL_WORKER: 'false', ...timeouts });
    try {
      const me = await signIn(app, 'bounded@example.com');
      const started = performance.now();
      const answer = await next(app, me, 0);
      const ms = performance.now() - started;
      expect(answer.json().data).toEqual({ count: 0 });
      expect(ms).toBeGreaterThanOrEqual(450);
      expect(ms).toBeLessThan(1_000);
    } finally {
      await app.close();
    }
  });

  it('answers every waiting request at once when the server closes', async () => {
    const app = await (await database()).build({ MAIL_WORKER: 'false' });
    const me = await signIn(app, 'closing@example.com');
    const waiting = next(app, me, 0);
    await new Promise((resolve) => setTimeout(resolve, 200));
    const started = performance.now();
    await app.close();
    const answer = await waiting;
    expect(answer.statusCode).toBe(200);
    expect(answer.json().data).toEqual({ count: 0 });
    expect(performance.now() - started).toBeLessThan(2_000);
  });
});
