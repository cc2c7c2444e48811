import { randomUUID } from 'node:crypto';
import type { QueryOf } from '@engagex/contracts/api/define';
import { notificationsApi } from '@engagex/contracts/api/notifications';
import { describe, expect, it } from 'vitest';
import { inject, offContract } from '../../../test/api.js';
import { DATABASE_KINDS, type Session, signIn } from '../../../test/harness.js';
import { allNotifications, tell, useNotificationsSuite } from './notifications.fixtures.js';

describe.each(DATABASE_KINDS)('notifications routes on %s', (kind) => {
  const suite = useNotificationsSuite(kind);

  const titles = (data: { items: { title: string }[] }) => data.items.map((item) => item.title);
  const list = (session: Session | null, query: QueryOf<typeof notificationsApi.list> = {}) =>
    inject(suite.app, notificationsApi.list, { session, query });
  const read = (session: Session, id: string) =>
    inject(suite.app, notificationsApi.read, { session, params: { id } });
  const readAll = (session: Session) => inject(suite.app, notificationsApi.readAll, { session });
  const unreadCount = async (session: Session) =>
    (await inject(suite.app, notificationsApi.unreadCount, { session })).data();

  it('lists newest first, in pages, and only unread ones when asked', async () => {
    const { db, ada, bo } = suite;
    const ids = await tell(db.db, ada.user.id, ['one', 'two', 'three', 'four', 'five']);
    await tell(db.db, bo.user.id, ["bo's own"]);

    const first = await list(ada, { limit: 2 });
    expect(first.statusCode).toBe(200);
    expect(first.json().data).toMatchObject({ page: 1, limit: 2, total: 5, totalPages: 3 });
    expect(titles(first.json().data)).toEqual(['five', 'four']);
    expect(first.json().data.items[0]).toEqual({
      id: ids[4],
      kind: 'referral-reward',
      title: 'five',
      body: 'five.',
      link: '/referrals',
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT.*Z$/),
      readAt: null,
    });
    const last = await list(ada, { limit: 2, page: 3 });
    expect(titles(last.json().data)).toEqual(['one']);

    await read(ada, ids[3] as string);
    const unread = (await list(ada, { unread: 'true' })).data();
    expect(titles(unread)).toEqual(['five', 'three', 'two', 'one']);
    expect(unread.total).toBe(4);
    const all = (await list(ada, { unread: 'false' })).data();
    expect(all.total).toBe(5);
    expect(all.items[1]?.readAt).toEqual(expect.any(String));
    expect((await list(ada, { unread: offContract('yes') })).statusCode).toBe(400);
    expect((await list(ada, { limit: offContract(0) })).statusCode).toBe(400);
  });

  it('counts unread, marks one read (keeping the first time) and answers the count after', async () => {
    const { db } = suite;
    const me = await signInFresh('count');
    const [first] = await tell(db.db, me.user.id, ['first', 'second']);
    expect(await unreadCount(me)).toEqual({ count: 2 });

    const marked = await read(me, first as string);
    expect(marked.statusCode).toBe(200);
    expect(marked.json().data).toEqual({ marked: 1, unread: 1 });
    const readAt = (
      await db.db
        .selectFrom('notifications')
        .select('read_at')
        .where('id', '=', first as string)
        .executeTakeFirstOrThrow()
    ).read_at;
    expect(readAt).toBeInstanceOf(Date);

    const again = await read(me, first as string);
    expect(again.json().data).toEqual({ marked: 0, unread: 1 });
    const after = await db.db
      .selectFrom('notifications')
      .select('read_at')
      .where('id', '=', first as string)
      .executeTakeFirstOrThrow();
    expect(after.read_at).toEqual(readAt);
    expect(await unreadCount(me)).toEqual({ count: 1 });
  });

  it("answers 404 for another user's notification or one that exists nowhere, and changes nothing", async () => {
    const { db } = suite;
    const owner = await signInFresh('owner');
    const intruder = await signInFresh('intruder');
    const [id] = await tell(db.db, owner.user.id, ['private']);
    const before = await allNotifications(db.db);

    const refused = await read(intruder, id as string);
    expect(refused.statusCode).toBe(404);
    expect(refused.json()).toMatchObject({
      success: false,
      code: 'NOT_FOUND',
      message: 'Notification not found',
    });
    const unknown = await read(intruder, randomUUID());
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(refused.json().message);
    expect(await allNotifications(db.db)).toEqual(before);

    const malformed = await read(owner, offContract('not-a-uuid'));
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().code).toBe('VALIDATION_ERROR');
    expect((await list(null)).statusCode).toBe(401);
  });

  it("marks all of the caller's own notifications read, and nobody else's", async () => {
    const { db } = suite;
    const me = await signInFresh('all');
    const neighbour = await signInFresh('neighbour');
    await tell(db.db, me.user.id, ['a', 'b', 'c']);
    const [theirs] = await tell(db.db, neighbour.user.id, ['theirs']);
    await readAll(me);

    await tell(db.db, me.user.id, ['d']);
    const marked = await readAll(me);
    expect(marked.statusCode).toBe(200);
    expect(marked.json().data).toEqual({ marked: 1, unread: 0 });
    expect((await readAll(me)).data()).toEqual({ marked: 0, unread: 0 });
    expect(await unreadCount(neighbour)).toEqual({ count: 1 });
    const row = await db.db
      .selectFrom('notifications')
      .select('read_at')
      .where('id', '=', theirs as string)
      .executeTakeFirstOrThrow();
    expect(row.read_at).toBeNull();
  });

  /** A user of this test alone, so counts are not shared between tests. */
  function signInFresh(role: string) {
    return signIn(suite.app, `${role}-${randomUUID().slice(0, 8)}-${kind}@example.com`);
  }
});
