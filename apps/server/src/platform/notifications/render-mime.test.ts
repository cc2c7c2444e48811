/**
 * The rendered email survives becoming a MIME message: what a mail client receives still ties the inline QR code
 * to the HTML and presents the calendar file as a calendar. Nodemailer composes, mailparser reads back.
 */
import { simpleParser } from 'mailparser';
import nodemailer from 'nodemailer';
import { describe, expect, it } from 'vitest';
import { bookingConfirmed, PUBLIC_URL, recipient } from './render.fixtures.js';
import { renderEmail } from './render.js';
import { mailMessage } from './transport.js';

async function asReceived() {
  const email = await renderEmail(bookingConfirmed(), recipient, { publicUrl: PUBLIC_URL });
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'windows' });
  const sent = await transport.sendMail(
    mailMessage(
      {
        ...email,
        messageId: '<render-mime@engagex.test>',
        to: { name: recipient.name, address: recipient.email },
      },
      'EngageX <no-reply@example.org>',
    ),
  );
  // Keep `cid:` links as sent: by default mailparser swaps them for data URLs.
  return { email, parsed: await simpleParser(sent.message as Buffer, { skipImageLinks: true }) };
}

describe('a ticket email as a mail client receives it', () => {
  it('keeps the QR code inline, bound to the HTML by its Content-ID', async () => {
    const { email, parsed } = await asReceived();
    const qr = parsed.attachments.find((attachment) => attachment.contentType === 'image/png');
    expect(qr?.related).toBe(true);
    expect(qr?.cid).toBe(email.attachments[0]?.cid);
    expect(qr?.content.equals(email.attachments[0]?.content ?? Buffer.alloc(0))).toBe(true);
    expect(parsed.html).toContain(`cid:${qr?.cid}`);
  });

  it('presents the calendar file as a published calendar, byte for byte', async () => {
    const { email, parsed } = await asReceived();
    const ics = parsed.attachments.find((attachment) => attachment.contentType === 'text/calendar');
    expect(ics?.filename).toBe('ticket-AB12CD.ics');
    expect(ics?.contentDisposition).toBe('attachment');
    const contentType = ics?.headers.get('content-type') as { params?: Record<string, string> } | undefined;
    expect(contentType?.params).toMatchObject({ method: 'PUBLISH', charset: 'utf-8' });
    expect(ics?.content.toString('utf8')).toBe(email.attachments[1]?.content.toString('utf8'));
    expect(parsed.subject).toBe('Your ticket for Diwali Mela');
    expect(parsed.text).toContain('AB12CD');
  });
});
