// A booking of several in its email and calendar entry (decision 078): each person's ticket listed with their name,
// type and code, and each code's QR inline beside the booking's, none once the ticket is void.

import { describe, expect, it } from 'vitest';
import type { TicketPerson } from './outbox.js';
import { bookingConfirmed, PUBLIC_URL, recipient, ticket } from './render.fixtures.js';
import { renderEmail } from './render.js';
import { ticketCalendar } from './ticket-attachments.js';

const people: TicketPerson[] = [
  { code: 'ABCDEFGHJKLM', qrPayload: 'ENGAGEX:events:ABCDEFGHJKLM', name: 'Asha Rao', typeName: 'VIP' },
  { code: 'NPQRSTUVWXYZ', qrPayload: 'ENGAGEX:events:NPQRSTUVWXYZ', name: null, typeName: 'Standard' },
];
const several = { ...ticket, seats: 2, people };

describe('a booking of several people', () => {
  it("lists each person's ticket and shows each code's QR inline", async () => {
    const email = await renderEmail(bookingConfirmed({ details: { ticket: several } }), recipient, {
      publicUrl: PUBLIC_URL,
    });
    expect(email.text).toMatch(/Ticket 1: +Asha Rao \(VIP\): ABCDEFGHJKLM\n/);
    expect(email.text).toMatch(/Ticket 2: +Standard: NPQRSTUVWXYZ\n/);
    const cids = email.attachments.flatMap((attachment) => (attachment.cid ? [attachment.cid] : []));
    expect(cids).toHaveLength(3);
    for (const cid of cids) expect(email.html).toContain(`src="cid:${cid}"`);
    expect(email.html).toContain('Asha Rao (VIP): ABCDEFGHJKLM');
  });

  it('shows no QR once the ticket is void, and lists each person in the calendar entry', async () => {
    const email = await renderEmail(
      bookingConfirmed({ kind: 'booking-cancelled', details: { ticket: several } }),
      recipient,
      { publicUrl: PUBLIC_URL },
    );
    expect(email.attachments.filter((attachment) => attachment.cid)).toEqual([]);
    const calendar = ticketCalendar(several, {
      bookingUrl: `${PUBLIC_URL}/events/bookings`,
      issuedAt: new Date('2026-12-01T10:00:00Z'),
      cancelled: false,
    });
    expect(calendar.replace(/\r\n[ \t]/g, '')).toContain(
      'Asha Rao (VIP): ABCDEFGHJKLM\\nStandard: NPQRSTUVWXYZ',
    );
  });
});
