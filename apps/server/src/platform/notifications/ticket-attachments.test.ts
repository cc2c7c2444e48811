import { describe, expect, it } from 'vitest';
import { bookingConfirmed, PUBLIC_URL, recipient, ticket } from './render.fixtures.js';
import { renderEmail } from './render.js';

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** The calendar's content lines, unfolded (RFC 5545 §3.1), as name → value; parameters kept with the name. */
function calendarLines(ics: string): Map<string, string[]> {
  const lines = new Map<string, string[]>();
  for (const line of ics.replace(/\r\n[ \t]/g, '').split('\r\n')) {
    if (!line) continue;
    const colon = line.indexOf(':');
    const name = line.slice(0, colon);
    lines.set(name, [...(lines.get(name) ?? []), line.slice(colon + 1)]);
  }
  return lines;
}

const attachmentsOf = async (notification = bookingConfirmed()) =>
  (await renderEmail(notification, recipient, { publicUrl: PUBLIC_URL })).attachments;

describe('a ticket email’s attachments', () => {
  it('carries the QR code as an inline PNG that the HTML shows by its cid', async () => {
    const email = await renderEmail(bookingConfirmed(), recipient, { publicUrl: PUBLIC_URL });
    const qr = email.attachments.find((attachment) => attachment.contentType === 'image/png');
    expect(qr?.filename).toBe('ticket-AB12CD.png');
    expect(qr?.content.subarray(0, 8).equals(PNG_SIGNATURE)).toBe(true);
    // IHDR: width and height, big-endian, right after the signature and chunk header.
    const [width, height] = [qr?.content.readUInt32BE(16), qr?.content.readUInt32BE(20)];
    expect(width).toBe(height);
    // Sharp at the 180px the HTML shows it at, on a high-density screen too.
    expect(width).toBeGreaterThanOrEqual(240);
    expect(qr?.cid).toBe(`ticket-qr-${ticket.bookingId}@engagex`);
    expect(email.html).toContain(`<img src="cid:${qr?.cid}"`);
  });

  it('carries a calendar file for the show, in UTC, one entry per booking', async () => {
    const ics = (await attachmentsOf()).find((attachment) => attachment.filename.endsWith('.ics'));
    expect(ics?.filename).toBe('ticket-AB12CD.ics');
    expect(ics?.contentType).toBe('text/calendar; charset=utf-8; method=PUBLISH');
    expect(ics?.cid).toBeNull();
    const text = ics?.content.toString('utf8') ?? '';
    expect(text.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true);
    expect(text.endsWith('END:VCALENDAR\r\n')).toBe(true);
    const lines = calendarLines(text);
    expect(lines.get('METHOD')).toEqual(['PUBLISH']);
    expect(lines.get('BEGIN')).toEqual(['VCALENDAR', 'VEVENT']);
    expect(lines.get('UID')).toEqual([`${ticket.bookingId}@engagex`]);
    // startsAt 2026-12-05T13:30:00Z (19:00 in Bengaluru), written as the same instant in UTC.
    expect(lines.get('DTSTART')).toEqual(['20261205T133000Z']);
    expect(lines.get('DTEND')).toEqual(['20261205T163000Z']);
    expect(lines.get('DTSTAMP')).toEqual(['20261126T100000Z']);
    expect(lines.get('SUMMARY')).toEqual(['Diwali Mela: Evening show']);
    expect(lines.get('LOCATION')).toEqual(['Palace Grounds\\, Jayamahal Rd\\, Bengaluru']);
    expect(lines.get('DESCRIPTION')?.[0]).toContain('Ticket code: AB12CD\\nSeats: 2');
    expect(lines.get('URL')).toEqual([`${PUBLIC_URL}/events/bookings?booking=${ticket.bookingId}`]);
    expect(lines.get('STATUS')).toEqual(['CONFIRMED']);
  });

  it('writes the same instants whatever the server’s own zone', async () => {
    const before = process.env.TZ;
    process.env.TZ = 'America/Los_Angeles';
    try {
      const ics = (await attachmentsOf()).find((attachment) => attachment.filename.endsWith('.ics'));
      expect(calendarLines(ics?.content.toString('utf8') ?? '').get('DTSTART')).toEqual(['20261205T133000Z']);
    } finally {
      process.env.TZ = before;
    }
  });

  it('points the calendar entry at the bookings page when the notification has no link', async () => {
    const ics = (await attachmentsOf(bookingConfirmed({ link: null }))).find((a) =>
      a.filename.endsWith('.ics'),
    );
    expect(calendarLines(ics?.content.toString('utf8') ?? '').get('URL')).toEqual([
      `${PUBLIC_URL}/events/bookings`,
    ]);
  });

  it('shows no QR code for a cancelled event’s ticket, and cancels its calendar entry', async () => {
    const email = await renderEmail(
      bookingConfirmed({ kind: 'event-cancelled', title: 'Diwali Mela is cancelled' }),
      recipient,
      { publicUrl: PUBLIC_URL },
    );
    expect(email.attachments.map((attachment) => attachment.filename)).toEqual(['ticket-AB12CD.ics']);
    expect(email.html).not.toContain('cid:');
    expect(email.text).toContain('Your ticket (no longer valid)');
    const lines = calendarLines(email.attachments[0]?.content.toString('utf8') ?? '');
    expect(lines.get('UID')).toEqual([`${ticket.bookingId}@engagex`]);
    expect(lines.get('STATUS')).toEqual(['CANCELLED']);
  });

  it('refuses a ticket whose times are not instants rather than send a wrong calendar', async () => {
    await expect(
      attachmentsOf(bookingConfirmed({ details: { ticket: { ...ticket, startsAt: 'soon' } } })),
    ).rejects.toThrow(/not an instant|Invalid time value/);
  });
});
