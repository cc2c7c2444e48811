import { SERVICE_PREFIXES, type TNotification } from '@engagex/contracts';
import { bookingsApi } from '@engagex/contracts/api/bookings';
import { modulesApi } from '@engagex/contracts/api/modules';
import { notificationsApi } from '@engagex/contracts/api/notifications';
import { sandboxPaymentsApi } from '@engagex/contracts/api/payments';
import type { ParsedMail } from 'mailparser';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  eventually,
  startSmtpServer,
  type TestSmtpServer,
} from '../../platform/notifications/mail.fixtures.js';
import { inject } from '../../test/api.js';
import { createEventWithSlot } from '../../test/events.js';
import { type Session, signIn } from '../../test/harness.js';
import {
  PAYMENTS_PROCESS,
  SERVICES_PROCESS,
  SPLIT_PAYMENT_SECRET,
  useProcesses,
} from '../../test/processes.js';
import { sandboxOrderId, sandboxWebhook } from '../../test/webhooks.js';

/*
 * Notifications in the README's split topology: process A (main, payments, module, employee) and process B
 * (events, cultural events, jobs) on one PostgreSQL, each with its own modules and pool, and each running the
 * email worker. What one process writes, the other reads at once; each email is sent once, by whichever worker
 * claims it first.
 */
describe("notifications in the README's split topology on PostgreSQL", () => {
  let smtp: TestSmtpServer;
  // Started before the processes, whose workers send to it; stopped after they close (a beforeAll's clean-up
  // runs after every afterAll).
  beforeAll(async () => {
    smtp = await startSmtpServer();
    return () => smtp.stop();
  });
  const split = useProcesses(
    { b: SERVICES_PROCESS, a: PAYMENTS_PROCESS },
    { env: () => ({ MAIL_WORKER: 'true', SMTP_URL: smtp.url }) },
  );
  let admin: Session;

  beforeAll(async () => {
    admin = await signIn(split.processes.a.app, 'admin@engagex.dev');
  });

  const events = SERVICE_PREFIXES.events;

  /** The user's notifications and unread count, read through process A. */
  async function inbox(session: Session) {
    const list = await inject(split.balancer, notificationsApi.list, { session });
    const unread = await inject(split.balancer, notificationsApi.unreadCount, { session });
    expect(list.statusCode, list.body).toBe(200);
    expect(unread.statusCode, unread.body).toBe(200);
    return { items: list.data().items as TNotification[], unread: unread.data().count };
  }

  const messageIdOf = (notification: TNotification) => `<${notification.id}@notifications.engagex>`;
  const sentTo = (email: string) =>
    smtp.received.filter((mail) => [mail.to].flat().some((to) => to?.text.includes(email)));

  /** Waits for the notice's email to be recorded sent, then answers the copies the SMTP server got. */
  async function deliveredCopies(notification: TNotification): Promise<ParsedMail[]> {
    const messageId = messageIdOf(notification);
    const sent = await eventually(async () => {
      const row = await split.db.db
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
    const booker = await signIn(split.balancer, 'free@example.com');
    const { eventId, slotId } = await createEventWithSlot(split.processes.b.app, events, admin, {
      capacity: 5,
      priceCredits: 0,
    });
    const booked = await inject(split.balancer, bookingsApi.create, {
      realm: 'events',
      session: booker,
      body: { eventId, slotId, seats: 1 },
    });
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
    const booker = await signIn(split.balancer, 'paid@example.com');
    const { eventId, slotId } = await createEventWithSlot(split.processes.b.app, events, admin, {
      capacity: 2,
      priceCredits: 30,
    });
    const held = await inject(split.balancer, bookingsApi.create, {
      realm: 'events',
      session: booker,
      body: { eventId, slotId, seats: 2 },
    });
    expect(held.statusCode, held.body).toBe(201);
    const bookingId = held.data().id;
    const started = await inject(split.balancer, bookingsApi.initiatePayment, {
      realm: 'events',
      session: booker,
      body: { bookingId, method: 'gateway' },
    });
    expect(started.statusCode, started.body).toBe(200);
    const paymentUrl = started.json().data.payment.paymentUrl as string;
    const orderId = sandboxOrderId(paymentUrl);

    // The sandbox's Pay button and the browser's return, then the gateway's webhook for the same payment.
    const pay = await inject(split.balancer, sandboxPaymentsApi.pay, { params: { orderId } });
    expect(pay.statusCode).toBe(303);
    const landing = new URL(pay.headers.location as string);
    const proof = Object.fromEntries(
      ['purchaseId', 'paymentId', 'signature'].map((key) => [key, landing.searchParams.get(key) ?? '']),
    );
    const completed = await inject(split.balancer, bookingsApi.completePayment, {
      realm: 'events',
      session: booker,
      body: { bookingId, ...(proof as { purchaseId: string; paymentId: string; signature: string }) },
    });
    expect(completed.statusCode, completed.body).toBe(200);
    const delivered = await sandboxWebhook(split.balancer, SPLIT_PAYMENT_SECRET, {
      id: `evt_${orderId}`,
      event: 'payment.captured',
      orderId,
      paymentId: `pay_${orderId}`,
    });
    expect(delivered.statusCode, delivered.body).toBe(200);

    const { items, unread } = await inbox(booker);
    expect(items.map((item) => item.kind)).toEqual(['booking-confirmed']);
    expect(unread).toBe(1);
    const copies = await deliveredCopies(theOne(items));
    expect(hasCalendar(theOne(copies))).toBe(true);
    const receipts = await split.db.db
      .selectFrom('notifications')
      .select('id')
      .where('user_id', '=', booker.user.id)
      .where('kind', '=', 'purchase-completed')
      .execute();
    expect(receipts).toEqual([]);
    expect(sentTo('paid@example.com')).toHaveLength(1);
  });

  it("an admin's module launch through A tells the user who asked once", async () => {
    const asker = await signIn(split.balancer, 'asker@example.com');
    const alertOn = await inject(split.balancer, modulesApi.alertOn, {
      session: asker,
      params: { id: 'ai-art' },
    });
    expect(alertOn.statusCode).toBe(200);
    const launch = () =>
      inject(split.balancer, modulesApi.launch, { session: admin, params: { id: 'ai-art' }, body: {} });
    const launched = await launch();
    expect(launched.statusCode, launched.body).toBe(200);
    expect(launched.data().notified).toBe(1);
    // A second launch is refused and tells nobody again.
    expect((await launch()).statusCode).toBe(422);

    const { items, unread } = await inbox(asker);
    expect(items.map((item) => [item.kind, item.link])).toEqual([['module-launched', '/ai-art']]);
    expect(unread).toBe(1);
    expect(await deliveredCopies(theOne(items))).toHaveLength(1);
    expect(sentTo('asker@example.com').map((mail) => mail.subject)).toEqual(['AI Art Maker has launched']);
  });

  it('leaves no email unsent and no Message-ID delivered twice', async () => {
    const unsent = await split.db.db
      .selectFrom('notification_emails')
      .select(['message_id', 'status'])
      .where('status', '!=', 'sent')
      .execute();
    expect(unsent).toEqual([]);
    expect(smtp.received.length).toBeGreaterThanOrEqual(3);
    expect([...smtp.countsByMessageId().values()].every((count) => count === 1)).toBe(true);
  });
});
