import type { TKeptEmail, TKeptEmailsPage } from '@engagex/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { calls, demoUser, fail, ok, stubApi } from '@/test/api';
import { renderWithApp } from '@/test/render';
import { attachmentSize, inlineImages, mediaType } from './attachments';
import { KeptEmailPage } from './components/KeptEmailPage';
import { MailboxPage } from './components/MailboxPage';

const admin = { ...demoUser, email: 'admin@engagex.dev', roles: ['user', 'employee', 'admin'] as const };
const ME = 'GET /api/main/users/me';
const LIST = 'GET /api/main/dev/mailbox?page=1&limit=20';
const EMAIL_ID = '7d1c2a4e-5b6f-4c3d-8e9f-0a1b2c3d4e5f';

const QR = 'iVBORw0KGgo=';
const CALENDAR_TEXT = 'BEGIN:VCALENDAR\r\nVERSION:2.0\r\nEND:VCALENDAR\r\n';
const ticketEmail: TKeptEmail = {
  id: EMAIL_ID,
  to: 'Ada Lovelace <ada@example.com>',
  from: 'EngageX <no-reply@engagex.dev>',
  subject: 'Your ticket for Jazz Night',
  kind: 'booking-confirmed',
  keptAt: '2026-11-26T09:30:00.000Z',
  messageId: `<${EMAIL_ID}@notifications.engagex>`,
  text: 'Hello Ada,\n\nYour booking is confirmed.',
  html: '<p>Your booking is confirmed.</p><img src="cid:qr-1@engagex" alt="QR"><img src="cid:unknown@x">',
  attachments: [
    { filename: 'ticket-qr.png', contentType: 'image/png', content: QR, cid: 'qr-1@engagex' },
    { filename: 'jazz-night.ics', contentType: 'text/calendar', content: btoa(CALENDAR_TEXT), cid: null },
  ],
};
const page = (items: TKeptEmailsPage['items'], totalPages = 1): TKeptEmailsPage => ({
  items,
  page: 1,
  limit: 20,
  total: items.length,
  totalPages,
});
const summaryOf = ({ id, to, subject, kind, keptAt, attachments }: TKeptEmail) => ({
  id,
  to,
  subject,
  kind,
  keptAt,
  attachments: attachments.map(({ filename, contentType }) => ({ filename, contentType })),
});

afterEach(() => vi.restoreAllMocks());

describe('the mailbox list', () => {
  it('lists who each email went to, its subject, kind and attachments, each opening the email', async () => {
    stubApi({
      [ME]: () => ok(admin),
      [LIST]: () =>
        ok(
          page([
            summaryOf(ticketEmail),
            {
              ...summaryOf(ticketEmail),
              id: crypto.randomUUID(),
              subject: 'AI Art Maker has launched',
              attachments: [],
            },
          ]),
        ),
    });
    renderWithApp(<MailboxPage />);
    const list = await screen.findByRole('list', { name: 'Kept emails' });
    const rows = within(list).getAllByRole('link');
    expect(rows).toHaveLength(2);
    expect(rows[0]?.getAttribute('href')).toBe(`/dev/mailbox/${EMAIL_ID}`);
    expect(within(rows[0] as HTMLElement).getByText('Your ticket for Jazz Night')).toBeTruthy();
    expect(within(rows[0] as HTMLElement).getByText('To Ada Lovelace <ada@example.com>')).toBeTruthy();
    expect(within(rows[0] as HTMLElement).getByText('Tickets for confirmed bookings')).toBeTruthy();
    expect(within(rows[0] as HTMLElement).getByText('ticket-qr.png, jazz-night.ics')).toBeTruthy();
    expect(within(rows[1] as HTMLElement).queryByLabelText('Attachments')).toBeNull();
  });

  it('says the mailbox is off in the server’s words where emails are sent by SMTP', async () => {
    stubApi({
      [ME]: () => ok(admin),
      [LIST]: () => fail(404, 'NOT_FOUND', 'The development mailbox is off: emails are sent by SMTP'),
    });
    renderWithApp(<MailboxPage />);
    expect(await screen.findByText('The development mailbox is off: emails are sent by SMTP')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
  });

  it('says when nothing was kept yet', async () => {
    stubApi({ [ME]: () => ok(admin), [LIST]: () => ok(page([])) });
    renderWithApp(<MailboxPage />);
    expect(await screen.findByText('No emails yet')).toBeTruthy();
  });

  it('tells anyone but an admin that it is for admins, without asking for the emails', async () => {
    const api = stubApi({ [ME]: () => ok(demoUser) });
    renderWithApp(<MailboxPage />);
    expect(await screen.findByRole('heading', { name: 'Admins only' })).toBeTruthy();
    expect(calls(api)).not.toContain(LIST);
  });
});

/** The email's frame, in its preview's shadow root or, were it not there, in the document. */
function emailFrame(): HTMLIFrameElement {
  const frame =
    document.querySelector('[data-email-preview]')?.shadowRoot?.querySelector('iframe') ??
    document.querySelector('iframe');
  if (!frame) throw new Error('The email is not shown yet');
  return frame;
}

describe('one kept email', () => {
  const renderEmail = () => {
    stubApi({ [ME]: () => ok(admin), [`GET /api/main/dev/mailbox/${EMAIL_ID}`]: () => ok(ticketEmail) });
    return renderWithApp(<KeptEmailPage />, {
      path: `/dev/mailbox/${EMAIL_ID}`,
      routes: [{ path: '/dev/mailbox/:emailId', element: <KeptEmailPage /> }],
    });
  };

  it('shows the headers, the HTML in a sandboxed frame with its inline images, and the plain text', async () => {
    renderEmail();
    expect(await screen.findByRole('heading', { level: 1, name: 'Your ticket for Jazz Night' })).toBeTruthy();
    expect(screen.getByText('EngageX <no-reply@engagex.dev>')).toBeTruthy();
    expect(screen.getByText(ticketEmail.messageId)).toBeTruthy();

    const frame = await waitFor(emailFrame);
    expect(frame.title).toBe('The email “Your ticket for Jazz Night”');
    // No script, no same origin; its links open a tab of their own instead of being refused inside the frame.
    expect(frame.getAttribute('sandbox')).toBe('allow-popups allow-popups-to-escape-sandbox');
    const srcdoc = frame.getAttribute('srcdoc') ?? '';
    expect(srcdoc.startsWith('<base target="_blank">')).toBe(true);
    expect(srcdoc).toContain(`src="data:image/png;base64,${QR}"`);
    expect(srcdoc).not.toContain('cid:qr-1@engagex');
    expect(srcdoc).toContain('src="cid:unknown@x"');

    expect(screen.getByText(/Your booking is confirmed\.$/, { selector: 'pre' }).textContent).toBe(
      ticketEmail.text,
    );
  });

  it('keeps the frame out of the document’s own focus: React never reads a focused frame of another origin', async () => {
    renderEmail();
    const frame = await waitFor(emailFrame);
    frame.focus();
    // React reads the location of document.activeElement when it is a frame; an email's frame has an origin of
    // its own, so that read throws a SecurityError (decision 070). Focus in a shadow root shows as its host.
    expect(frame.getRootNode()).not.toBe(document);
    expect(document.activeElement).not.toBeInstanceOf(HTMLIFrameElement);
    expect((frame.getRootNode() as ShadowRoot).activeElement).toBe(frame);
  });

  it('downloads an attachment as a file of its own type, the calendar file included', async () => {
    const blobs: Blob[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      blobs.push(blob as Blob);
      return 'blob:mailbox-test';
    });
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    const clicked: { href: string; download: string }[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push({ href: this.href, download: this.download });
    });
    renderEmail();
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Download jazz-night.ics' }));

    expect(clicked).toEqual([{ href: 'blob:mailbox-test', download: 'jazz-night.ics' }]);
    expect(blobs[0]?.type).toBe('text/calendar');
    expect(await blobs[0]?.text()).toBe(CALENDAR_TEXT);
  });

  it('says so when the email is not there', async () => {
    stubApi({
      [ME]: () => ok(admin),
      [`GET /api/main/dev/mailbox/${EMAIL_ID}`]: () => fail(404, 'NOT_FOUND', 'Email not found'),
    });
    renderWithApp(<KeptEmailPage />, {
      path: `/dev/mailbox/${EMAIL_ID}`,
      routes: [{ path: '/dev/mailbox/:emailId', element: <KeptEmailPage /> }],
    });
    expect(await screen.findByText('Email not found')).toBeTruthy();
  });
});

describe('attachments', () => {
  it('replaces only the cid: references the email carries, also when URL-encoded', () => {
    const attachments = [{ filename: 'a.png', contentType: 'image/png', content: 'QUJD', cid: 'a b@x' }];
    expect(inlineImages('<img src="cid:a%20b@x"><img src="cid:b@x">', attachments)).toBe(
      '<img src="data:image/png;base64,QUJD"><img src="cid:b@x">',
    );
  });

  it('names a file by its media type, without the parameters', () => {
    expect(mediaType('text/calendar; charset=utf-8; method=PUBLISH')).toBe('text/calendar');
    expect(mediaType('image/png')).toBe('image/png');
  });

  it('gives the size of the bytes, not of their base64', () => {
    expect(attachmentSize({ content: btoa('abcd') })).toBe('4 B');
    expect(attachmentSize({ content: btoa('x'.repeat(3072)) })).toBe('3.0 KB');
  });
});
