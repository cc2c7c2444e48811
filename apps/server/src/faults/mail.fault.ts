import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../platform/db/database.js';
import {
  addRecipient,
  eventually,
  queueNotice,
  startSmtpServer,
} from '../platform/notifications/mail.fixtures.js';
import { dropSchema, type Instance, startInstance, TEST_DATABASE_URL, uniqueSchema } from './instances.js';

/*
 * The email outbox (decision 041) when a sender dies: two API processes deliver from one PostgreSQL to an SMTP
 * server that takes its time; one is killed with SIGKILL while it holds claimed emails and the server is reading
 * one of them. Every email must still arrive; one may arrive twice only if the dead process had handed it over,
 * and then with the same Message-ID.
 */
const NOTICES = 150;
const LEASE_SECONDS = 5;

const schemas: string[] = [];
const instances: Instance[] = [];
afterAll(async () => {
  await Promise.all(instances.map((instance) => instance.stop()));
  for (const schema of schemas) await dropSchema(schema);
});

describe('faults: an API process killed mid-send (two instances, one PostgreSQL, a slow SMTP server)', () => {
  it('sends every notice, a duplicate only for what the dead sender had handed over, with its Message-ID', async () => {
    const smtp = await startSmtpServer();
    smtp.setDelay(150);
    const schema = uniqueSchema();
    schemas.push(schema);
    const env = {
      DATABASE_URL: TEST_DATABASE_URL,
      DATABASE_SCHEMA: schema,
      DATABASE_POOL_SIZE: '10',
      SEED_DEMO_DATA: 'false',
      SMTP_URL: smtp.url,
      MAIL_LEASE_SECONDS: String(LEASE_SECONDS),
    };
    const a = await startInstance(env);
    const b = await startInstance(env);
    instances.push(a, b);
    const handle = await openDatabase({
      database: { kind: 'postgres', url: TEST_DATABASE_URL, poolSize: 5 },
      databaseSchema: schema,
    });
    try {
      const db = handle.db;
      const recipients = await Promise.all(['Ada', 'Bo', 'Cy'].map((name) => addRecipient(db, name)));
      const messageIds: string[] = [];
      for (let n = 0; n < NOTICES; n++) {
        const recipient = recipients[n % recipients.length] as { id: string };
        messageIds.push(await queueNotice(db, recipient.id, { title: `Notice ${n}` }));
      }

      // A is mid-send: it holds claimed rows and the server is reading or holding a message.
      const heldBy = (pid: number | undefined) =>
        db
          .selectFrom('notification_emails')
          .select('message_id')
          .where('status', '=', 'pending')
          .where('leased_by', 'like', `%:${pid}:%`)
          .execute()
          .then((rows) => rows.map((row) => row.message_id));
      expect(
        await eventually(
          async () =>
            smtp.received.length >= 10 && smtp.inFlight() > 0 && (await heldBy(a.process.pid)).length > 0,
          30_000,
          5,
        ),
      ).toBe(true);
      const receivedAtKill = smtp.received.length;
      a.process.kill('SIGKILL');
      await a.exited;
      const killedAt = Date.now();
      // Read after the kill, within the lease: exactly what A claimed and never recorded.
      const heldByA = await heldBy(a.process.pid);
      expect(heldByA.length).toBeGreaterThan(0);

      const unsent = () =>
        db
          .selectFrom('notification_emails')
          .select((eb) => eb.fn.countAll<string>().as('count'))
          .where('status', '!=', 'sent')
          .executeTakeFirstOrThrow()
          .then((row) => Number(row.count));
      expect(await eventually(async () => (await unsent()) === 0, 90_000, 200)).toBe(true);
      const recoveredMs = Date.now() - killedAt;

      const counts = smtp.countsByMessageId();
      expect(messageIds.filter((id) => !counts.has(id))).toEqual([]);
      expect([...counts.keys()].filter((id) => !messageIds.includes(id))).toEqual([]);
      const duplicates = [...counts].filter(([, count]) => count > 1).map(([id]) => id);
      expect(duplicates.filter((id) => !heldByA.includes(id))).toEqual([]);
      expect([...counts.values()].every((count) => count <= 2)).toBe(true);
      // What A held was claimed again once its lease lapsed, by B.
      const retaken = await db
        .selectFrom('notification_emails')
        .select(['message_id', 'attempts', 'sent_at'])
        .where('message_id', 'in', heldByA)
        .execute();
      expect(retaken.every((row) => row.attempts >= 2)).toBe(true);
      const [{ max } = { max: 0 }] = (
        await sql<{ max: number }>`select max(attempts)::int as max from notification_emails`.execute(db)
      ).rows;
      console.log(
        `[faults] mail: ${NOTICES} notices, ${receivedAtKill} received when A was killed holding ${heldByA.length}; ` +
          `all sent ${(recoveredMs / 1000).toFixed(1)} s after the kill (lease ${LEASE_SECONDS} s); ` +
          `${duplicates.length} arrived twice (same Message-ID), none lost; most attempts ${max}`,
      );
    } finally {
      await handle.close();
      await smtp.stop();
    }
  });
});
