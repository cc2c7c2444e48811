// Over 300 lines: one outbox turn against a real SMTP server, each of its outcomes (sent, refused, down, failed, kept, lease lost) beside the others.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { testConfig, useTestDatabase } from '../../test/harness.js';
import { type Backoff, backoffMs, type DeliveryOptions, deliverDue } from './delivery.js';
import {
  addRecipient,
  migrated,
  outboxRow,
  queueNotice,
  startSmtpServer,
  type TestSmtpServer,
} from './mail.fixtures.js';
import { renderEmail } from './render.js';
import { createMailTransport, type MailTransport } from './transport.js';

/*
 * One delivery turn at a time against a real SMTP server, with the clock in the test's hands: what a success, a
 * refusal, an outage, the last attempt and a lapsed lease each do to an outbox row.
 */
const MAIL_FROM = 'EngageX Tickets <tickets@engagex.test>';
const BACKOFF: Backoff = { baseMs: 1_000, capMs: 8_000 };

const ticket = {
  bookingId: 'b1',
  code: 'TKT-42',
  qrPayload: 'engagex:ticket:TKT-42',
  eventTitle: 'Raga Night',
  showName: null,
  venueName: 'Town Hall',
  venueAddress: '1 Main Road',
  startsAt: '2026-12-24T14:30:00.000Z',
  endsAt: '2026-12-24T17:30:00.000Z',
  timeZone: 'Asia/Kolkata',
  seats: 2,
};

describe('the outbox delivery turn (PGlite, real SMTP)', () => {
  const database = useTestDatabase('pglite');
  let db: Awaited<ReturnType<typeof migrated>>;
  let smtp: TestSmtpServer;
  let transport: MailTransport;
  let ada: { id: string; email: string };
  /** The worker's clock; notify() stamps rows with the database's, so it starts a little ahead. */
  let clock: number;
  const warnings: string[] = [];
  const log = { warn: (_context: object, message: string) => warnings.push(message), error: () => {} };

  const turn = (extra: Partial<DeliveryOptions> = {}, using = transport) =>
    deliverDue(db, using, {
      workerId: 'worker-a',
      batch: 10,
      leaseMs: 60_000,
      maxAttempts: 5,
      publicUrl: 'https://portal.engagex.test',
      backoff: BACKOFF,
      log,
      now: () => new Date(clock),
      ...extra,
    });

  beforeAll(async () => {
    db = await migrated(await database());
    smtp = await startSmtpServer();
    const config = testConfig('pglite', { SMTP_URL: smtp.url, MAIL_FROM });
    transport = createMailTransport(config.mail);
    ada = await addRecipient(db, 'Ada Lovelace');
  });
  afterAll(async () => {
    transport.close();
    await smtp.stop();
  });
  beforeEach(async () => {
    await db.deleteFrom('notifications').execute();
    smtp.received.length = 0;
    smtp.refuseNext(0);
    smtp.setDelay(0);
    warnings.length = 0;
    clock = Date.now() + 1_000;
  });

  it('sends a notice once by SMTP, with its row’s Message-ID, from MAIL_FROM to the user, and marks it sent', async () => {
    const messageId = await queueNotice(db, ada.id, {
      kind: 'booking-confirmed',
      title: 'Your ticket for Raga Night',
      body: 'Booking confirmed: 2 seats.',
      details: { ticket },
    });
    expect(await turn()).toEqual({ claimed: 1, delivered: 1, retrying: 0, failed: 0, lost: 0 });

    expect(smtp.received).toHaveLength(1);
    const [mail] = smtp.received;
    expect(mail?.messageId).toBe(messageId);
    expect(mail?.from?.value).toEqual([{ name: 'EngageX Tickets', address: 'tickets@engagex.test' }]);
    expect(mail?.to).toMatchObject({ value: [{ name: 'Ada Lovelace', address: ada.email }] });
    expect(mail?.subject).toBe('Your ticket for Raga Night');
    expect(mail?.text).toContain('Booking confirmed: 2 seats.');
    expect(mail?.html).toContain('Booking confirmed: 2 seats.');
    // Whatever the templates attach (the ticket's QR inline, its calendar file) arrives as they made it.
    const row = await outboxRow(db, messageId);
    const rendered = await renderEmail(
      {
        id: row.notification_id,
        kind: 'booking-confirmed',
        title: 'Your ticket for Raga Night',
        body: 'Booking confirmed: 2 seats.',
        link: '/events/bookings/b1',
        details: { ticket },
        createdAt: new Date(),
      },
      { name: 'Ada Lovelace', email: ada.email },
      { publicUrl: 'https://portal.engagex.test' },
    );
    expect(
      mail?.attachments.map((a) => ({ filename: a.filename, type: a.contentType, cid: a.cid ?? null })),
    ).toEqual(
      rendered.attachments.map((a) => ({
        filename: a.filename,
        // The MIME type without its parameters (charset, method), as mailparser reports it.
        type: a.contentType.split(';')[0],
        cid: a.cid,
      })),
    );

    expect(row).toMatchObject({
      status: 'sent',
      attempts: 1,
      leased_by: null,
      leased_until: null,
      last_error: null,
    });
    expect(row.sent_at).toBeInstanceOf(Date);
    expect(await turn()).toMatchObject({ claimed: 0 });
    expect(smtp.received).toHaveLength(1);
  });

  it('retries a refusal and an outage with growing back-off, and sends once when the server is back', async () => {
    const messageId = await queueNotice(db, ada.id);
    smtp.refuseNext(2);

    expect(await turn()).toMatchObject({ claimed: 1, retrying: 1 });
    let row = await outboxRow(db, messageId);
    expect(row).toMatchObject({ status: 'pending', attempts: 1, leased_by: null, leased_until: null });
    expect(row.last_error).toContain('451');
    // Attempt 1 waits half to all of the base step.
    expect(row.next_attempt_at.getTime() - clock).toBeGreaterThanOrEqual(500);
    expect(row.next_attempt_at.getTime() - clock).toBeLessThanOrEqual(1_000);
    expect(await turn()).toMatchObject({ claimed: 0 });

    clock = row.next_attempt_at.getTime();
    expect(await turn()).toMatchObject({ claimed: 1, retrying: 1 });
    row = await outboxRow(db, messageId);
    expect(row.attempts).toBe(2);
    expect(row.next_attempt_at.getTime() - clock).toBeGreaterThanOrEqual(1_000);
    expect(row.next_attempt_at.getTime() - clock).toBeLessThanOrEqual(2_000);

    await smtp.stop();
    try {
      clock = row.next_attempt_at.getTime();
      expect(await turn()).toMatchObject({ claimed: 1, retrying: 1 });
      row = await outboxRow(db, messageId);
      expect(row.attempts).toBe(3);
      expect(row.last_error).toMatch(/ECONNREFUSED/);
    } finally {
      await smtp.start();
    }

    clock = row.next_attempt_at.getTime();
    expect(await turn()).toMatchObject({ claimed: 1, delivered: 1 });
    expect(smtp.offered()).toBeGreaterThanOrEqual(3);
    expect(smtp.countsByMessageId().get(messageId)).toBe(1);
    expect(await outboxRow(db, messageId)).toMatchObject({ status: 'sent', attempts: 4, last_error: null });
  });

  it('gives up after the last attempt: the row is failed and never claimed again', async () => {
    const messageId = await queueNotice(db, ada.id);
    smtp.refuseNext(100);
    const outcomes = [];
    for (let attempt = 1; attempt <= 3; attempt++) {
      outcomes.push(await turn({ maxAttempts: 3 }));
      clock += BACKOFF.capMs;
    }
    expect(outcomes.map((outcome) => [outcome.retrying, outcome.failed])).toEqual([
      [1, 0],
      [1, 0],
      [0, 1],
    ]);
    expect(await outboxRow(db, messageId)).toMatchObject({ status: 'failed', attempts: 3, leased_by: null });
    expect((await outboxRow(db, messageId)).last_error).toContain('451');
    clock += 24 * 60 * 60_000;
    expect(await turn({ maxAttempts: 3 })).toMatchObject({ claimed: 0 });
    expect(smtp.received).toHaveLength(0);
  });

  it('claims a row whose sender died (lease lapsed) but not one another sender still holds', async () => {
    const orphan = await queueNotice(db, ada.id, { title: 'Orphan' });
    const held = await queueNotice(db, ada.id, { title: 'Held' });
    const lease = (messageId: string, until: number, by: string) =>
      db
        .updateTable('notification_emails')
        .set({ leased_until: new Date(until), leased_by: by, attempts: 1 })
        .where('message_id', '=', messageId)
        .execute();
    await lease(orphan, clock - 1_000, 'dead-worker');
    await lease(held, clock + 30_000, 'live-worker');

    expect(await turn()).toMatchObject({ claimed: 1, delivered: 1 });
    expect(smtp.received.map((mail) => mail.messageId)).toEqual([orphan]);
    expect(await outboxRow(db, orphan)).toMatchObject({ status: 'sent', attempts: 2 });
    expect(await outboxRow(db, held)).toMatchObject({
      status: 'pending',
      leased_by: 'live-worker',
      attempts: 1,
    });

    clock += 31_000;
    expect(await turn()).toMatchObject({ claimed: 1, delivered: 1 });
    expect(smtp.countsByMessageId()).toEqual(
      new Map([
        [orphan, 1],
        [held, 1],
      ]),
    );
  });

  it('does not record a send whose lease another sender took meanwhile (fencing)', async () => {
    const messageId = await queueNotice(db, ada.id);
    const overtaken: MailTransport = {
      ...transport,
      async send(email, executor) {
        // This sender stalled past its lease and another claimed the row.
        await db
          .updateTable('notification_emails')
          .set({ leased_by: 'worker-b' })
          .where('id', '=', email.emailId)
          .execute();
        await transport.send(email, executor);
      },
    };
    expect(await turn({}, overtaken)).toMatchObject({ claimed: 1, delivered: 0, lost: 1 });
    expect(await outboxRow(db, messageId)).toMatchObject({ status: 'pending', leased_by: 'worker-b' });
    expect(warnings).toEqual([expect.stringContaining('same Message-ID')]);
  });

  it('renews the lease of an email that waited behind slow sends, and skips one another sender took meanwhile', async () => {
    const messageIds = [
      await queueNotice(db, ada.id, { title: 'First' }),
      await queueNotice(db, ada.id, { title: 'Second' }),
      await queueNotice(db, ada.id, { title: 'Third' }),
    ];
    const claimedAt = clock;
    const leaseAtSend = new Map<string, number>();
    let taken: string | null = null;
    const slow: MailTransport = {
      ...transport,
      async send(email, executor) {
        leaseAtSend.set(email.messageId, (await outboxRow(db, email.messageId)).leased_until?.getTime() ?? 0);
        await transport.send(email, executor);
        // Each send takes a third of the lease; meanwhile another sender takes one of the rows still waiting.
        clock += 20_000;
        if (taken === null) {
          taken = messageIds.find((id) => id !== email.messageId) ?? null;
          await db
            .updateTable('notification_emails')
            .set({ leased_by: 'worker-b' })
            .where('message_id', '=', taken)
            .execute();
        }
      },
    };
    expect(await turn({ batch: 3, concurrency: 1 }, slow)).toMatchObject({
      claimed: 3,
      delivered: 2,
      lost: 1,
    });
    const sent = [...leaseAtSend.keys()];
    expect(sent).toHaveLength(2);
    expect(sent).not.toContain(taken);
    expect(smtp.received.map((mail) => mail.messageId).sort()).toEqual([...sent].sort());
    // The first went within its claim's lease; the one that started 20 s later had a fresh 60 s lease.
    expect(leaseAtSend.get(sent[0] as string)).toBe(claimedAt + 60_000);
    expect(leaseAtSend.get(sent[1] as string)).toBe(claimedAt + 20_000 + 60_000);
    expect(await outboxRow(db, taken as unknown as string)).toMatchObject({
      status: 'pending',
      leased_by: 'worker-b',
    });
    expect(warnings).toEqual([expect.stringContaining('another process took the email')]);
  });

  it('sends a batch a few at a time', async () => {
    for (let index = 0; index < 6; index++) await queueNotice(db, ada.id, { title: `Notice ${index}` });
    smtp.setDelay(150);
    expect(await turn({ concurrency: 2 })).toMatchObject({ claimed: 6, delivered: 6 });
    expect(smtp.maxInFlight()).toBe(2);
  });

  it('forgets the email of a user deleted before it went out', async () => {
    const bo = await addRecipient(db, 'Bo');
    const messageId = await queueNotice(db, bo.id);
    await db.deleteFrom('users').where('id', '=', bo.id).execute();
    expect(await db.selectFrom('notification_emails').where('message_id', '=', messageId).execute()).toEqual(
      [],
    );
    expect(await turn()).toMatchObject({ claimed: 0 });
  });

  it('keeps the email in kept_emails without SMTP_URL, and marks the row kept', async () => {
    const keep = createMailTransport(testConfig('pglite', { MAIL_FROM }).mail);
    const messageId = await queueNotice(db, ada.id, {
      kind: 'booking-confirmed',
      title: 'Your ticket for Raga Night',
      body: 'Booking confirmed: 2 seats.',
      details: { ticket },
    });
    expect(await turn({}, keep)).toMatchObject({ claimed: 1, delivered: 1 });
    const row = await outboxRow(db, messageId);
    expect(row).toMatchObject({ status: 'kept', attempts: 1, leased_by: null });
    const kept = await db.selectFrom('kept_emails').selectAll().where('email_id', '=', row.id).execute();
    expect(kept).toHaveLength(1);
    expect(kept[0]).toMatchObject({
      kind: 'booking-confirmed',
      from_address: MAIL_FROM,
      to_address: ada.email,
      subject: 'Your ticket for Raga Night',
      message_id: messageId,
    });
    expect(kept[0]?.text_body).toContain('Booking confirmed: 2 seats.');
    expect(kept[0]?.html_body).toContain('Booking confirmed: 2 seats.');
    for (const attachment of kept[0]?.attachments ?? [])
      expect(Buffer.from(attachment.content, 'base64').length).toBeGreaterThan(0);
    expect(smtp.received).toHaveLength(0);
  });
});

describe('back-off', () => {
  it('doubles from the base, never below half a step, and stops at the cap', () => {
    const backoff = { baseMs: 5_000, capMs: 60 * 60_000 };
    expect(backoffMs(1, backoff, () => 0)).toBe(2_500);
    expect(backoffMs(1, backoff, () => 1)).toBe(5_000);
    expect(backoffMs(4, backoff, () => 0)).toBe(20_000);
    expect(backoffMs(4, backoff, () => 1)).toBe(40_000);
    expect(backoffMs(40, backoff, () => 1)).toBe(60 * 60_000);
    expect(backoffMs(40, backoff, () => 0)).toBe(30 * 60_000);
  });
});
