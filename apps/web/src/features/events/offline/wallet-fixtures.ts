import type { TBooking, TBookingStatus, TTicket } from '@engagex/contracts';

let made = 0;

/**
 * A confirmed booking as My bookings lists it, for the offline wallet's tests: a show starting at `startsAt`
 * (default 1 December 2026) for ninety minutes, with a ticket code and QR payload of its own.
 */
export function walletBooking({
  title,
  startsAt = '2026-12-01T04:00:00.000Z',
  status = 'confirmed',
  tickets = [],
}: {
  title: string;
  startsAt?: string;
  status?: TBookingStatus;
  /** Its tickets, one per person (decision 078); none by default. */
  tickets?: TTicket[];
}): TBooking {
  made += 1;
  const n = String(made).padStart(12, '0');
  const code = `TK${n.slice(2)}`;
  const endsAt = new Date(Date.parse(startsAt) + 90 * 60_000).toISOString();
  return {
    id: `5f0c8a61-4c53-4a36-9d4e-${n}`,
    bookingId: `5f0c8a61-4c53-4a36-9d4e-${n}`,
    eventId: '7b1f3a52-9a0e-4a77-8d10-2f9f2c5c3d21',
    slotId: '1c2d3e4f-5a6b-4c7d-8e9f-0a1b2c3d4e5f',
    event: {
      title,
      eventType: 'wellness',
      startsAt,
      timeZone: 'Asia/Kolkata',
      // not translated: a test fixture's venue, a place's name as the server would send it.
      venueName: 'Upvan Lake Promenade',
      districtName: 'Thane',
    },
    slot: { startsAt, endsAt },
    seats: 2,
    status,
    holdExpiresAt: null,
    priceCredits: 0,
    totalCredits: 0,
    paymentMethod: 'free',
    paymentStatus: 'COMPLETED',
    ticketCode: status === 'confirmed' ? code : null,
    qrPayload: status === 'confirmed' ? `ENGAGEX:events:${code}` : null,
    checkedInAt: null,
    cancelReason: null,
    confirmedAt: status === 'confirmed' ? '2026-11-25T09:00:00.000Z' : null,
    createdAt: '2026-11-25T09:00:00.000Z',
    waitlistOffer: false,
    items: [],
    tickets,
    promoCode: null,
    discountCredits: 0,
  };
}
