import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { sampleNotice } from '../../../platform/notifications/mail.fixtures.js';
import { type Notice, notify } from '../../../platform/notifications/outbox.js';
import { DATABASE_KINDS, type TestDatabase, useTestDatabase } from '../../../test/harness.js';
import { addUser, migrated, notificationsOf, outboxOf } from './notifications.fixtures.js';

/*
 * notify() is the outbox's one way in (decision 041): whatever a feature reports is written with the change, or
 * not at all. These call it directly, inside transactions the test commits or rolls back.
 */
describe.each(DATABASE_KINDS)('notify() on %s', (kind) => {
  const database = useTestDatabase(kind);
  let db: TestDatabase['db'];

  beforeAll(async () => {
    db = await migrated(await database());
  });

  it('writes the notification and its email row when the transaction commits', async () => {
    const userId = await addUser(db);
    const written = await db
      .transaction()
      .execute((trx) =>
        notify(trx, sampleNotice(userId, { details: { note: 'Seats released', reference: 'rf_1' } })),
      );
    expect(written).toBe(1);
    const [row] = await notificationsOf(db, userId);
    expect(row).toMatchObject({
      kind: 'booking-cancelled',
      title: 'Booking cancelled',
      body: 'Your booking for Raga Night was cancelled.',
      link: '/events/bookings/b1',
      details: { note: 'Seats released', reference: 'rf_1' },
      once_key: null,
      read_at: null,
    });
    const outbox = await outboxOf(db, userId);
    expect(outbox).toEqual([
      expect.objectContaining({
        notification_id: row?.id,
        status: 'pending',
        attempts: 0,
        message_id: `<${row?.id}@notifications.engagex>`,
      }),
    ]);
  });

  it('writes neither when the transaction rolls back', async () => {
    const userId = await addUser(db);
    const failed = db.transaction().execute(async (trx) => {
      expect(
        await notify(trx, [sampleNotice(userId), sampleNotice(userId, { kind: 'purchase-completed' })]),
      ).toBe(2);
      throw new Error('the booking failed after notifying');
    });
    await expect(failed).rejects.toThrow('the booking failed after notifying');
    expect(await notificationsOf(db, userId)).toEqual([]);
    expect(await outboxOf(db, userId)).toEqual([]);
  });

  it('writes a once-only notice once, from a second call or twice in one call', async () => {
    const userId = await addUser(db);
    const other = await addUser(db);
    const once = (user: string) =>
      sampleNotice(user, { kind: 'module-launched', onceKey: 'module-launched:ai-art' });
    expect(await db.transaction().execute((trx) => notify(trx, once(userId)))).toBe(1);
    expect(await db.transaction().execute((trx) => notify(trx, [once(userId), once(userId)]))).toBe(0);
    // The key is per user: another user is told too.
    expect(await db.transaction().execute((trx) => notify(trx, [once(other), once(other)]))).toBe(1);
    expect(await notificationsOf(db, userId)).toHaveLength(1);
    expect(await outboxOf(db, userId)).toHaveLength(1);
    expect(await notificationsOf(db, other)).toHaveLength(1);
    expect(await outboxOf(db, other)).toHaveLength(1);
  });

  it('writes the notification but queues no email for a kind whose email the user turned off', async () => {
    const userId = await addUser(db);
    await db
      .insertInto('notification_preferences')
      .values([
        { user_id: userId, kind: 'booking-cancelled', email: false },
        { user_id: userId, kind: 'event-moved', email: true },
      ])
      .execute();
    await db
      .transaction()
      .execute((trx) =>
        notify(trx, [
          sampleNotice(userId),
          sampleNotice(userId, { kind: 'event-moved', title: 'Event moved' }),
        ]),
      );
    expect((await notificationsOf(db, userId)).map((row) => row.kind).sort()).toEqual([
      'booking-cancelled',
      'event-moved',
    ]);
    expect((await outboxOf(db, userId)).map((row) => row.kind)).toEqual(['event-moved']);
  });

  it('always queues the email of a receipt, even if a stored choice says off', async () => {
    const userId = await addUser(db);
    // The API refuses this choice; a row left from before must still not stop a receipt.
    await db
      .insertInto('notification_preferences')
      .values({ user_id: userId, kind: 'purchase-completed', email: false })
      .execute();
    await db
      .transaction()
      .execute((trx) => notify(trx, sampleNotice(userId, { kind: 'purchase-completed', title: 'Receipt' })));
    expect((await outboxOf(db, userId)).map((row) => row.kind)).toEqual(['purchase-completed']);
  });

  it('writes 1,500 notices of one call in chunks, a once-only key repeated across chunks once', async () => {
    const userIds = [await addUser(db), await addUser(db)];
    const notices = Array.from({ length: 1_500 }, (_, index) =>
      sampleNotice(userIds[index % 2] as string, {
        title: `Event moved ${index}`,
        onceKey: `moved:${index}`,
      }),
    );
    // The same fact again after the first chunk of 1,000: dropped by the key the first chunk wrote.
    notices.push({ ...(notices[2] as Notice), title: 'Event moved again' });
    const written = await db.transaction().execute((trx) => notify(trx, notices));
    expect(written).toBe(1_500);
    const rows = await notificationsOf(db, userIds[0] as string);
    expect(rows).toHaveLength(750);
    expect(rows.some((row) => row.title === 'Event moved again')).toBe(false);
    expect(await notificationsOf(db, userIds[1] as string)).toHaveLength(750);
    expect(
      (await outboxOf(db, userIds[0] as string)).length + (await outboxOf(db, userIds[1] as string)).length,
    ).toBe(1_500);
  });

  it('writes nothing for an empty list', async () => {
    expect(await db.transaction().execute((trx) => notify(trx, []))).toBe(0);
  });
});

describe('notify() from two transactions at once, on PostgreSQL', () => {
  const database = useTestDatabase('postgres');
  let db: TestDatabase['db'];

  beforeAll(async () => {
    db = await migrated(await database());
  });

  /**
   * The first transaction writes the once-only notice and waits; the second writes the same notice meanwhile and
   * must wait on the first's uncommitted row. Answers what each wrote and whether the second waited.
   */
  async function race(userId: string, first: 'commit' | 'rollback') {
    const onceKey = `booking-confirmed:${randomUUID()}`;
    const once: Notice = { userId, kind: 'booking-confirmed', title: 'Ticket', body: 'Your ticket', onceKey };
    let wroteFirst!: () => void;
    const firstWrote = new Promise<void>((resolve) => {
      wroteFirst = resolve;
    });
    let release!: () => void;
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    const firstDone = db
      .transaction()
      .execute(async (trx) => {
        const written = await notify(trx, once);
        wroteFirst();
        await released;
        if (first === 'rollback') throw new Error('rolled back on purpose');
        return written;
      })
      .catch(() => 'rolled back' as const);
    await firstWrote;
    let secondFinished = false;
    const secondDone = db
      .transaction()
      .execute((trx) => notify(trx, once))
      .finally(() => {
        secondFinished = true;
      });
    await new Promise((resolve) => setTimeout(resolve, 300));
    const secondWaited = !secondFinished;
    release();
    return { first: await firstDone, second: await secondDone, secondWaited };
  }

  it('writes a once-only notice once when both commit', async () => {
    const userId = await addUser(db);
    expect(await race(userId, 'commit')).toEqual({ first: 1, second: 0, secondWaited: true });
    expect(await notificationsOf(db, userId)).toHaveLength(1);
    expect(await outboxOf(db, userId)).toHaveLength(1);
  });

  it('writes it from the second when the first rolls back', async () => {
    const userId = await addUser(db);
    expect(await race(userId, 'rollback')).toEqual({ first: 'rolled back', second: 1, secondWaited: true });
    expect(await notificationsOf(db, userId)).toHaveLength(1);
    expect(await outboxOf(db, userId)).toHaveLength(1);
  });
});
