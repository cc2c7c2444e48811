import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { openTestDatabase, type TestDatabase, testConfig, useTestDatabase } from '../../test/harness.js';
import {
  addRecipient,
  eventually,
  outboxRow,
  queueNotice,
  startSmtpServer,
  type TestSmtpServer,
} from './mail.fixtures.js';
import { createMailTransport, type MailTransport } from './transport.js';

/*
 * The worker as the app runs it (app.ts registers it when MAIL_WORKER is on): woken by the outbox's notice,
 * retrying on its own, finishing its turn when the app closes, and, with two API instances on one PostgreSQL,
 * sending each message exactly once.
 */
const FAST = { pollMs: 50, backoff: { baseMs: 40, capMs: 200 } };

describe('the mail worker in the app (PGlite)', () => {
  const database = useTestDatabase('pglite');
  let testDb: TestDatabase;
  let smtp: TestSmtpServer;
  let ada: { id: string; email: string };

  beforeAll(async () => {
    testDb = await database();
    smtp = await startSmtpServer();
  });
  afterAll(async () => {
    await Promise.all(apps.map((app) => app.close()));
    await smtp.stop();
  });
  beforeEach(() => {
    smtp.received.length = 0;
    smtp.refuseNext(0);
    smtp.setDelay(0);
  });

  const apps: FastifyInstance[] = [];
  /** One app at a time: each test's worker is the only sender. */
  async function app(env: Record<string, string>, mailWorker: object) {
    await Promise.all(apps.splice(0).map((running) => running.close()));
    const built = await testDb.build({ MAIL_WORKER: 'true', ...env }, { mailWorker });
    apps.push(built);
    ada ??= await addRecipient(testDb.db, 'Ada Lovelace');
    return built;
  }

  it('sends at once when the outbox announces work, long before its next poll', async () => {
    await app({ SMTP_URL: smtp.url }, { pollMs: 60_000 });
    const started = Date.now();
    const messageId = await queueNotice(testDb.db, ada.id);
    expect(await eventually(() => smtp.received.length > 0, 5_000)).toBe(true);
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(smtp.received.map((mail) => mail.messageId)).toEqual([messageId]);
    expect(await eventually(async () => (await outboxRow(testDb.db, messageId)).status === 'sent')).toBe(
      true,
    );
  });

  it('retries a refusing server on its own and sends once', async () => {
    await app({ SMTP_URL: smtp.url }, FAST);
    smtp.refuseNext(2);
    const messageId = await queueNotice(testDb.db, ada.id);
    expect(await eventually(async () => (await outboxRow(testDb.db, messageId)).status === 'sent')).toBe(
      true,
    );
    expect(await outboxRow(testDb.db, messageId)).toMatchObject({ attempts: 3, last_error: null });
    expect(smtp.countsByMessageId().get(messageId)).toBe(1);
  });

  it('finishes the send in flight before the app closes', async () => {
    const running = await app({ SMTP_URL: smtp.url }, FAST);
    smtp.setDelay(600);
    const messageId = await queueNotice(testDb.db, ada.id);
    expect(await eventually(() => smtp.offered() > 0 && smtp.received.length === 0, 5_000, 5)).toBe(true);
    await running.close();
    expect(smtp.received.map((mail) => mail.messageId)).toEqual([messageId]);
    expect(await outboxRow(testDb.db, messageId)).toMatchObject({ status: 'sent', leased_by: null });
  });

  it('keeps the emails without SMTP_URL', async () => {
    await app({}, FAST);
    const messageId = await queueNotice(testDb.db, ada.id, { title: 'Kept for the mailbox' });
    expect(await eventually(async () => (await outboxRow(testDb.db, messageId)).status === 'kept')).toBe(
      true,
    );
    const kept = await testDb.db
      .selectFrom('kept_emails')
      .selectAll()
      .where('message_id', '=', messageId)
      .execute();
    expect(kept).toMatchObject([{ subject: 'Kept for the mailbox', to_address: ada.email }]);
    expect(smtp.received).toHaveLength(0);
  });
});

describe('two API instances on one PostgreSQL, both sending', () => {
  const NOTICES = 200;
  let testDb: TestDatabase;
  let smtp: TestSmtpServer;

  beforeAll(async () => {
    testDb = await openTestDatabase('postgres');
    smtp = await startSmtpServer();
  });
  afterAll(async () => {
    await testDb.close();
    await smtp.stop();
  });

  it('delivers each of 200 notices exactly once, through refusals, and leaves none pending', async () => {
    const env = { SMTP_URL: smtp.url };
    // Each instance's real SMTP transport, counted, to see that both took a share.
    const sentBy = [0, 0];
    for (const instance of [0, 1]) {
      const real = createMailTransport(testConfig('postgres', env).mail, 4);
      const transport: MailTransport = {
        ...real,
        async send(email, executor) {
          await real.send(email, executor);
          sentBy[instance] = (sentBy[instance] ?? 0) + 1;
        },
      };
      await testDb.build(
        { MAIL_WORKER: 'true', ...env },
        { mailWorker: { ...FAST, batch: 10, transport } },
        { ownPool: true },
      );
    }
    const recipients = await Promise.all(
      ['Ada', 'Bo', 'Cy', 'Di'].map((name) => addRecipient(testDb.db, name)),
    );
    // Slow enough that both instances hold claims at once, and a few refusals to be retried meanwhile.
    smtp.setDelay(2);
    smtp.refuseNext(15);
    const messageIds = await Promise.all(
      recipients.map(async (recipient, index) => {
        const ids: string[] = [];
        for (let n = 0; n < NOTICES / recipients.length; n++)
          ids.push(await queueNotice(testDb.db, recipient.id, { title: `Notice ${index}-${n}` }));
        return ids;
      }),
    ).then((lists) => lists.flat());

    const remaining = () =>
      testDb.db
        .selectFrom('notification_emails')
        .select((eb) => eb.fn.countAll<string>().as('count'))
        .where('status', '!=', 'sent')
        .executeTakeFirstOrThrow()
        .then((row) => Number(row.count));
    expect(await eventually(async () => (await remaining()) === 0, 60_000, 100)).toBe(true);

    const counts = smtp.countsByMessageId();
    expect(counts.size).toBe(NOTICES);
    expect([...counts.values()].every((count) => count === 1)).toBe(true);
    expect(new Set(counts.keys())).toEqual(new Set(messageIds));
    const retried = await testDb.db
      .selectFrom('notification_emails')
      .select((eb) => eb.fn.countAll<string>().as('count'))
      .where('attempts', '>', 1)
      .executeTakeFirstOrThrow();
    expect(Number(retried.count)).toBeGreaterThan(0);
    expect(sentBy.every((sent) => sent > 0)).toBe(true);
    expect((sentBy[0] ?? 0) + (sentBy[1] ?? 0)).toBe(NOTICES);
  }, 90_000);
});
