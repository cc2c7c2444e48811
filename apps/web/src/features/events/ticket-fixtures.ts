import type { TBooking, TQuestion, TTicket } from '@engagex/contracts';

/*
 * A booking of three tickets (decision 078) for the ticket screens' tests: an adult named Asha, an unnamed child,
 * and a cancelled adult; paid ₹700 by card for 70 credits (30 + 10 + 30), in a show far in the future.
 */

export const ADULT = '8d1c2b3a-4f5e-4a6b-8c7d-0e1f2a3b4c01';
export const CHILD = '8d1c2b3a-4f5e-4a6b-8c7d-0e1f2a3b4c02';
export const DIET = '9e2d3c4b-5a6f-4b7c-9d8e-1f2a3b4c5d01';
export const SHIRT = '9e2d3c4b-5a6f-4b7c-9d8e-1f2a3b4c5d02';

export function ticketFixture(position: number, overrides: Partial<TTicket> = {}): TTicket {
  const code = `TK${String(position).padStart(10, '0')}`;
  return {
    id: `7c0b1a29-3e4d-4f5a-8b6c-${String(position).padStart(12, '0')}`,
    code,
    qrPayload: `ENGAGEX:events:${code}`,
    ticketTypeId: ADULT,
    ticketTypeName: 'Adult',
    attendeeName: null,
    attendeeEmail: null,
    answers: {},
    status: 'valid',
    priceCredits: 30,
    checkedInAt: null,
    refund: null,
    ...overrides,
  };
}

export const threeTickets = (overrides: Partial<TBooking> = {}): TBooking => ({
  id: '5f0c8a61-4c53-4a36-9d4e-0d0b1d9b7c11',
  bookingId: '5f0c8a61-4c53-4a36-9d4e-0d0b1d9b7c11',
  eventId: '7b1f3a52-9a0e-4a77-8d10-2f9f2c5c3d21',
  slotId: '1c2d3e4f-5a6b-4c7d-8e9f-0a1b2c3d4e5f',
  event: {
    title: 'Comedy Night',
    eventType: 'comedy',
    startsAt: '2099-12-01T13:30:00.000Z',
    timeZone: 'Asia/Kolkata',
    venueName: 'Balgandharva Rangmandir',
    districtName: 'Pune',
  },
  slot: { startsAt: '2099-12-01T13:30:00.000Z', endsAt: '2099-12-01T15:30:00.000Z' },
  seats: 3,
  status: 'confirmed',
  holdExpiresAt: null,
  priceCredits: 30,
  totalCredits: 70,
  paymentMethod: 'gateway',
  paymentStatus: 'COMPLETED',
  ticketCode: 'AB12CD34EF56',
  qrPayload: 'ENGAGEX:events:AB12CD34EF56',
  checkedInAt: null,
  cancelReason: null,
  confirmedAt: '2026-11-25T09:00:00.000Z',
  createdAt: '2026-11-25T09:00:00.000Z',
  waitlistOffer: false,
  items: [
    {
      ticketTypeId: ADULT,
      name: 'Adult',
      nameHi: 'वयस्क',
      quantity: 2,
      unitPriceCredits: 30,
      discountCredits: 0,
    },
    {
      ticketTypeId: CHILD,
      name: 'Child',
      nameHi: null,
      quantity: 1,
      unitPriceCredits: 10,
      discountCredits: 0,
    },
  ],
  tickets: [
    ticketFixture(1, { attendeeName: 'Asha Rao', answers: { [DIET]: 'Vegetarian' } }),
    ticketFixture(2, { ticketTypeId: CHILD, ticketTypeName: 'Child', priceCredits: 10 }),
    ticketFixture(3, {
      attendeeName: 'Ravi Sen',
      status: 'cancelled',
      refund: { to: 'original', status: 'done', byHand: null },
    }),
  ],
  promoCode: null,
  discountCredits: 0,
  paidMoney: { amountMinor: 70_000, currency: 'INR' },
  refund: null,
  ...overrides,
});

/** The event's questions: a required choice for every ticket, a yes-or-no only for adults. */
export const questionsFixture = (eventId: string): TQuestion[] => [
  {
    id: DIET,
    eventId,
    label: 'Meal',
    labelHi: 'भोजन',
    kind: 'choice',
    options: ['Vegetarian', 'Vegan'],
    required: true,
    ticketTypeIds: null,
    displayOrder: 0,
  },
  {
    id: SHIRT,
    eventId,
    label: 'Wheelchair access',
    labelHi: null,
    kind: 'boolean',
    options: [],
    required: false,
    ticketTypeIds: [ADULT],
    displayOrder: 1,
  },
];
