import { randomUUID } from 'node:crypto';
import { mailboxApi } from '@engagex/contracts/api/mailbox';
import { beforeAll, describe, expect, it } from 'vitest';
import { inject } from '../../../test/api.js';
import { DATABASE_KINDS, type Session, signIn } from '../../../test/harness.js';
import { useSuite } from '../../../test/suite.js';
import { keepEmail } from './mailbox.fixtures.js';

const QR_PNG = Buffer.from('89504e470d0a1a0a', 'hex').toString('base64');
const CALENDAR = Buffer.from('BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n').toString('base64');

describe.each(DATABASE_KINDS)('the development mailbox on %s', (kind) => {
  const suite = useSuite(kind, { cast: async (app) => ({ admin: await signIn(app, 'admin@engagex.dev') }) });
  let person: Session;
  let ticketEmail: string;
  let launchEmail: string;

  const keep = (input: Omit<Parameters<typeof keepEmail>[1], 'userId'>) =>
    keepEmail(suite.db.db, { ...input, userId: person.user.id });

  beforeAll(async () => {
    person = await signIn(suite.app, `mailbox-person-${kind}@example.com`);
    ticketEmail = await keep({
      subject: 'Your ticket',
      keptAt: '2026-11-26T09:00:00Z',
      attachments: [
        { filename: 'ticket-qr.png', contentType: 'image/png', content: QR_PNG, cid: 'qr@engagex' },
        { filename: 'event.ics', contentType: 'text/calendar', content: CALENDAR, cid: null },
      ],
    });
    launchEmail = await keep({ subject: 'AI Art Maker has launched', keptAt: '2026-11-26T10:00:00Z' });
    await keep({ subject: 'Oldest', keptAt: '2026-11-25T08:00:00Z' });
  });

  it('lists the kept emails newest first, a page at a time, naming attachments without their bytes', async () => {
    const first = await inject(suite.app, mailboxApi.list, { session: suite.admin, query: { limit: 2 } });
    expect(first.statusCode).toBe(200);
    const page = first.data();
    expect(page).toMatchObject({ page: 1, limit: 2, total: 3, totalPages: 2 });
    expect(page.items.map((email) => email.subject)).toEqual(['AI Art Maker has launched', 'Your ticket']);
    expect(page.items[0]).toEqual({
      id: launchEmail,
      to: `Mailbox Person <${person.user.id}@example.com>`,
      subject: 'AI Art Maker has launched',
      kind: 'booking-confirmed',
      keptAt: '2026-11-26T10:00:00.000Z',
      attachments: [],
    });
    expect(page.items[1]?.attachments).toEqual([
      { filename: 'ticket-qr.png', contentType: 'image/png' },
      { filename: 'event.ics', contentType: 'text/calendar' },
    ]);
    const second = (
      await inject(suite.app, mailboxApi.list, { session: suite.admin, query: { limit: 2, page: 2 } })
    ).data();
    expect(second.items.map((email) => email.subject)).toEqual(['Oldest']);
  });

  it('opens one email with its headers, both bodies and each attachment in base64', async () => {
    const opened = await inject(suite.app, mailboxApi.get, {
      session: suite.admin,
      params: { id: ticketEmail },
    });
    expect(opened.statusCode).toBe(200);
    expect(opened.json().data).toMatchObject({
      id: ticketEmail,
      from: 'EngageX <no-reply@engagex.dev>',
      subject: 'Your ticket',
      text: 'Plain Your ticket',
      html: '<p>Your ticket</p><img src="cid:qr@engagex">',
      attachments: [
        { filename: 'ticket-qr.png', contentType: 'image/png', content: QR_PNG, cid: 'qr@engagex' },
        { filename: 'event.ics', contentType: 'text/calendar', content: CALENDAR, cid: null },
      ],
    });
    expect(opened.json().data.messageId).toMatch(/^<.+@test>$/);
  });

  it('answers 404 for an email it does not hold', async () => {
    const missing = await inject(suite.app, mailboxApi.get, {
      session: suite.admin,
      params: { id: randomUUID() },
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('Email not found');
  });

  it('is for admins only', async () => {
    const employee = await signIn(suite.app, `mailbox-employee-${kind}@engagex.dev`);
    for (const session of [person, employee]) {
      expect((await inject(suite.app, mailboxApi.list, { session })).statusCode).toBe(403);
      expect(
        (await inject(suite.app, mailboxApi.get, { session, params: { id: ticketEmail } })).statusCode,
      ).toBe(403);
    }
    expect((await inject(suite.app, mailboxApi.list)).statusCode).toBe(401);
  });

  it('answers 404 in a sentence where emails are sent by SMTP, on the same routes', async () => {
    const sending = await suite.db.build({ SMTP_URL: 'smtp://127.0.0.1:2525', MAIL_WORKER: 'false' });
    const onBothRoutes = [
      inject(sending, mailboxApi.list, { session: suite.admin }),
      inject(sending, mailboxApi.get, { session: suite.admin, params: { id: ticketEmail } }),
    ];
    for (const off of await Promise.all(onBothRoutes)) {
      expect(off.statusCode).toBe(404);
      expect(off.json()).toMatchObject({
        code: 'NOT_FOUND',
        message: 'The development mailbox is off: emails are sent by SMTP',
      });
    }
    expect((await inject(sending, mailboxApi.list, { session: person })).statusCode).toBe(403);
  });
});
