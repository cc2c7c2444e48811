/** One confirmed booking's notification, as the rendering tests' starting point. */
import type { TicketFacts } from './outbox.js';
import type { EmailNotification, EmailRecipient } from './render.js';

export const PUBLIC_URL = 'https://portal.example.org';

export const ticket: TicketFacts = {
  bookingId: '7d0c5a8e-2f4b-4c1e-9a63-0b8f5e2d1c44',
  code: 'AB12CD',
  qrPayload: 'ENGAGEX:main:AB12CD',
  eventTitle: 'Diwali Mela',
  showName: 'Evening show',
  venueName: 'Palace Grounds',
  venueAddress: 'Jayamahal Rd, Bengaluru',
  // 19:00 to 22:00 in Bengaluru.
  startsAt: '2026-12-05T13:30:00.000Z',
  endsAt: '2026-12-05T16:30:00.000Z',
  timeZone: 'Asia/Kolkata',
  seats: 2,
};

export const recipient: EmailRecipient = { name: 'Asha Rao', email: 'asha@example.org' };

export function bookingConfirmed(overrides: Partial<EmailNotification> = {}): EmailNotification {
  return {
    id: '0b6f3c1e-5d2a-4f7b-8c9d-1e2f3a4b5c6d',
    kind: 'booking-confirmed',
    title: 'Your ticket for Diwali Mela',
    body: 'Your booking is confirmed.\n\nSee you there!',
    link: `/events/bookings?booking=${ticket.bookingId}`,
    details: { ticket, note: 'Gates open at 18:00.\nBring an ID.', reference: 'pay_Q1w2E3r4' },
    createdAt: new Date('2026-11-26T10:00:00.000Z'),
    ...overrides,
  };
}
