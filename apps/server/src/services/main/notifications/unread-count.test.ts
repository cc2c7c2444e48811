import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { type TestDatabase, useTestDatabase } from '../../../test/harness.js';
import { unreadCount, unreadCountQuery } from './notification-reads.js';
import { addUser, migrated, tell } from './notifications.fixtures.js';

describe('the unread count on PostgreSQL', () => {
  const database = useTestDatabase('postgres');
  let db: TestDatabase['db'];

  beforeAll(async () => {
    db = await migrated(await database());
  });

  it('counts only unread rows and is answered from the partial index of unread rows', async () => {
    const userId = await addUser(db);
    const ids = await tell(db, userId, ['one', 'two', 'three']);
    await db
      .updateTable('notifications')
      .set({ read_at: new Date() })
      .where('id', '=', ids[0] as string)
      .execute();
    expect(await unreadCount(db, userId)).toBe(2);

    // A few rows make a sequential scan cheapest; with it priced out, the plan shows which index the query can use.
    const plan = await db.transaction().execute(async (trx) => {
      await sql`set local enable_seqscan = off`.execute(trx);
      const rows = await unreadCountQuery(trx, userId).explain();
      return rows.map((row) => Object.values(row).join(' ')).join('\n');
    });
    expect(plan).toContain('notifications_unread_idx');
  });
});
