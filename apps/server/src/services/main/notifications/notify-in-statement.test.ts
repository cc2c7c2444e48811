import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { notifyInStatement, type WrittenNotice } from '../../../platform/notifications/outbox.js';
import { DATABASE_KINDS, type TestDatabase, useTestDatabase } from '../../../test/harness.js';
import { addUser, migrated, notificationsOf, outboxOf } from './notifications.fixtures.js';

/*
 * notifyInStatement() is notify() inside a caller's one statement (the grouped hold's): the same rows, the same
 * once-only keys and email preferences, and nothing for what the statement did not write.
 */
describe.each(DATABASE_KINDS)('notifyInStatement() on %s', (kind) => {
  const database = useTestDatabase(kind);
  let db: TestDatabase['db'];

  beforeAll(async () => {
    db = await migrated(await database());
  });

  const ticket = (userId: string, onceKey: string): WrittenNotice => ({
    userId,
    kind: 'booking-cancelled',
    title: 'Ticket',
    body: 'One seat.',
    link: '/events/bookings',
    details: { reference: 'ref-1' },
    onceKey,
  });

  /** A statement that "writes" the keys given (a VALUES list standing in for a data-modifying CTE). */
  const run = (written: string[], notices: { key: string; notice: WrittenNotice }[]) => {
    const rows = written.length ? sql.join(written.map((key) => sql`(${key}::text)`)) : sql`(null::text)`;
    return sql`with written (key) as (select * from (values ${rows}) w (key) where key is not null),
      ${notifyInStatement(notices, sql`select key from written`)}
      select count(*) from written`.execute(db);
  };

  it('tells only what the statement wrote, once per key, and queues the emails the user still wants', async () => {
    const [ada, bo] = [await addUser(db), await addUser(db)];
    await db
      .insertInto('notification_preferences')
      .values({ user_id: bo, kind: 'booking-cancelled', email: false })
      .execute();
    await run(
      ['a'],
      [
        { key: 'a', notice: ticket(ada, 'k-a') },
        { key: 'b', notice: ticket(bo, 'k-b') },
      ],
    );
    expect((await notificationsOf(db, ada)).map((row) => row.details)).toEqual([{ reference: 'ref-1' }]);
    expect(await notificationsOf(db, bo)).toEqual([]);

    await run(
      ['a', 'b'],
      [
        { key: 'a', notice: ticket(ada, 'k-a') },
        { key: 'b', notice: ticket(bo, 'k-b') },
      ],
    );
    expect(await notificationsOf(db, ada)).toHaveLength(1);
    expect(await notificationsOf(db, bo)).toHaveLength(1);
    expect(await outboxOf(db, ada)).toHaveLength(1);
    // Bo turned this kind's email off: told in the app, not emailed.
    expect(await outboxOf(db, bo)).toEqual([]);
  });

  it('tells nobody when the statement wrote nothing', async () => {
    const ada = await addUser(db);
    await run([], [{ key: 'a', notice: ticket(ada, 'k-none') }]);
    expect(await notificationsOf(db, ada)).toEqual([]);
    expect(await outboxOf(db, ada)).toEqual([]);
  });
});
