import { createHmac } from 'node:crypto';
import { SERVICE_PREFIXES, type TNotification } from '@engagex/contracts';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import type { ParsedMail } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  eventually,
  startSmtpServer,
  type TestSmtpServer,
} from '../../platform/notifications/mail.fixtures.js';
import { createEventWithSlot } from '../../test/events.js';
import { openTestDatabase, type Session, signIn, type TestDatabase } from '../../test/harness.js';
import {
  type ApiProcess,
  PAYMENTS_PROCESS,
  SECRET,
  SERVICES_PROCESS,
  startProcess,
} from './split-topology.fixtures.js';

/*
 * Notifications in the README's split topology: process A (main, payments, module, employee) and process B
 * (events, cultural events, jobs) on one PostgreSQL, each with its own modules and pool, and each running the
 * email worker. What one process writes, the other reads at once; each email is sent once, by whichever worker
 * claims it first.
 */
describe("notifications in the README's split topology on PostgreSQL", () => {
  let database: TestDatabase;
  let smtp: TestSmtpServer;
  let a: ApiProcess;
  let b: ApiProcess;
  let balancer: (options: InjectOptions & { url: string }) => Promise<LightMyRequestResponse>;
  let admin: Session;

  beforeAll(async () => {
    database = await openTestDatabase('postgres');
    smtp = await startSmtpServer();
    const mail = { MAIL_WORKER: 'true', SMTP_URL: smtp.url };
    b = await startProcess(database.schema, SERVICES_PROCESS, mail);
    a = await startProcess(database.schema, PAYMENTS_PROCESS, mail);
    const servedByB = [SERVICE_PREFIXES.events, SERVICE_PREFIXES.culturalEvents, SERVICE_PREFIXES.jobs];
    balancer = (options) =>
      (servedByB.some((prefix) => options.url.startsWith(`${prefix}/`)) ? b : a).app.inject(options);
    admin = await signIn(a.app, 'admin@engagex.dev');
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
    await smtp?.stop();
    await database?.close();
  });

  const call = (session: Session, method: 'GET' | 'POST', url: string, payload?: object) =>
    balancer({ method, url, headers: session.headers, ...(payload ? { payload } : {}) });
  const main = SERVICE_PREFIXES.main;
  const events = SERVICE_PREFIXES.events;

  /** The user's notifications and unread count, read through process A. */
  async function inbox(session: Session) {
    const list = await call(session, 'GET', `${main}/notifications`);
    const unread = await call(session, 'GET', `${main}/notifications/unread-count`);
    expect(list.statusCode, list.body).toBe(200);
    expect(unread.statusCode, unread.body).toBe(200);
    return { items: list.json().data.items as TNotification[], unread: unread.json().data.count as number };
  }

  const messageIdOf = (notification: TNotification) => `<${notification.id}@notifications.engagex>`;
  const sentTo = (email: string) =>
    smtp.received.filter((mail) => [mail.to].flat().some((to) => to?.text.includes(email)));

  /** Waits for the notice's email to be recorded sent, then answers the copies the SMTP server got. */
  async function deliveredCopies(notification: TNotification): Promise<ParsedMail[]> {
    const messageId = messageIdOf(notification);
    const sent = await eventually(async () => {
      const row = await database.db
        .selectFrom('notification_emails')
        .select('status')
        .where('message_id', '=', messageId)
        .executeTakeFirst();
      return row?.status === 'sent';
    }, 10_000);
    expect(sent, `the email of "${notification.title}" was sent`).toBe(true);
    return smtp.received.filter((mail) => mail.messageId === messageId);
  }

  /** The list's single item, failing the test when it holds any other number. */
  function theOne<T>(list: T[]): T {
    expect(list).toHaveLength(1);
    return list[0] as T;
  }

  const hasCalendar = (mail: ParsedMail) =>
    mail.attachments.some((attachment) => attachment.filename?.endsWith('.ics'));

  it('a free ticket booked through B is in the inbox on A at once, and emailed once with its calendar file', async () => {
    const booker = await signIn({ inject: balancer }, 'free@example.com');
    const { eventId, slotId } = await createEventWithSlot(b.app, events, admin, {
      capacity: 5,
      priceCredits: 0,
    });
    const booked = await call(booker, 'POST', `${events}/bookings`, { eventId, slotId, seats: 1 });
    expect(booked.statusCode, booked.body).toBe(201);
    expect(booked.json().data.status).toBe('confirmed');

    // No waiting: B's write is committed before it answers, and A reads the same database.
    const { items, unread } = await inbox(booker);
    expect(unread).toBe(1);
    expect(items.map((item) => item.kind)).toEqual(['booking-confirmed']);

    const copies = await deliveredCopies(theOne(items));
    expect(hasCalendar(theOne(copies))).toBe(true);
    expect(sentTo('free@example.com')).toHaveLength(1);
  });

  it('a paid booking completed by the payments process on A tells the booker once, with the ticket, and sends no credit receipt', async () => {
    const booker = await signIn({ inject: balancer }, 'paid@example.com');
    const { eventId, slotId } = await createEventWithSlot(b.app, events, admin, {
      capacity: 2,
      priceCredits: 30,
    });
    const held = await call(booker, 'POST', `${events}/bookings`, { eventId, slotId, seats: 2 });
    expect(held.statusCode, held.body).toBe(201);
    const bookingId = held.json().data.id as string;
    const started = await call(booker, 'POST', `${events}/bookings/initiate-payment`, {
      bookingId,
      method: 'gateway',
    });
    expect(started.statusCode, started.body).toBe(200);
    const paymentUrl = new URL(started.json().data.payment.paymentUrl);

    // The sandbox's Pay button and the browser's return, then the gateway's webhook for the same payment.
    const pay = await balancer({ method: 'POST', url: `${paymentUrl.pathname}/pay` });
    expect(pay.statusCode).toBe(303);
    const landing = new URL(pay.headers.location as string);
    const proof = Object.fromEntries(
      ['purchaseId', 'paymentId', 'signature'].map((key) => [key, landing.searchParams.get(key) ?? '']),
    );
    const completed = await call(booker, 'POST', `${events}/bookings/complete-payment`, {
      bookingId,
      ...proof,
    });
    expect(completed.statusCode, completed.body).toBe(200);
    const orderId = paymentUrl.pathname.split('/').pop() as string;
    const raw = JSON.stringify({
      id: `evt_${orderId}`,
      event: 'payment.captured',
      orderId,
      paymentId: `pay_${orderId}`,
    });
    const delivered = await balancer({
      method: 'POST',
      url: `${SERVICE_PREFIXES.payments}/webhooks/sandbox`,
      headers: {
        'content-type': 'application/json',
        'x-sandbox-signature': createHmac('sha256', `${SECRET}:webhook`).update(raw).digest('hex'),
      },
      payload: raw,
    });
    expect(delivered.statusCode, delivered.body).toBe(200);

    const { items, unread } = await inbox(booker);
    expect(items.map((item) => item.kind)).toEqual(['booking-confirmed']);
    expect(unread).toBe(1);
    const copies = await deliveredCopies(theOne(items));
    expect(hasCalendar(theOne(copies))).toBe(true);
    const receipts = await database.db
      .selectFrom('notifications')
      .select('id')
      .where('user_id', '=', booker.user.id)
      .where('kind', '=', 'purchase-completed')
      .execute();
    expect(receipts).toEqual([]);
    expect(sentTo('paid@example.com')).toHaveLength(1);
  });

  it("an admin's module launch through A tells the user who asked once", async () => {
    const asker = await signIn({ inject: balancer }, 'asker@example.com');
    expect((await call(asker, 'POST', `${main}/modules/ai-art/notify`)).statusCode).toBe(200);
    const launched = await call(admin, 'POST', `${main}/modules/ai-art/launch`, {});
    expect(launched.statusCode, launched.body).toBe(200);
    expect(launched.json().data.notified).toBe(1);
    // A second launch is refused and tells nobody again.
    expect((await call(admin, 'POST', `${main}/modules/ai-art/launch`, {})).statusCode).toBe(422);

    const { items, unread } = await inbox(asker);
    expect(items.map((item) => [item.kind, item.link])).toEqual([['module-launched', '/ai-art']]);
    expect(unread).toBe(1);
    expect(await deliveredCopies(theOne(items))).toHaveLength(1);
    expect(sentTo('asker@example.com').map((mail) => mail.subject)).toEqual(['AI Art Maker has launched']);
  });

  it('leaves no email unsent and no Message-ID delivered twice', async () => {
    const unsent = await database.db
      .selectFrom('notification_emails')
      .select(['message_id', 'status'])
      .where('status', '!=', 'sent')
      .execute();
    expect(unsent).toEqual([]);
    expect(smtp.received.length).toBeGreaterThanOrEqual(3);
    expect([...smtp.countsByMessageId().values()].every((count) => count === 1)).toBe(true);
  });
});
