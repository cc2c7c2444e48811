import type { TBooking, TEvent, TEventSlot, TTicketType } from '@engagex/contracts';

/** A published concert far in the future, as the events API returns it; a test overrides what it is about. */
export function sampleEvent(overrides: Partial<TEvent> = {}): TEvent {
  return {
    id: '6a1f0d3c-5b7e-4c2a-9e8d-1f2a3b4c5d6e',
    realm: 'events',
    title: 'Jazz on the Lawn',
    description: 'An evening of jazz under the stars.',
    titleHi: null,
    descriptionHi: null,
    eventType: 'concert',
    district: { id: 'pune', name: 'Pune', state: 'Maharashtra' },
    venue: null,
    startsAt: '2099-01-10T13:30:00.000Z',
    timeZone: 'UTC',
    taxCategory: 'admission',
    endsAt: '2099-01-11T16:30:00.000Z',
    priceCredits: 40,
    priceInr: 400,
    isCompetition: false,
    registrationFeeCredits: 0,
    feePerAdditionalContestant: 0,
    maxGroupSize: 1,
    feeIfNotSelected: 'refund',
    status: 'published',
    tags: [],
    parentId: null,
    roundNumber: null,
    imageHue: 200,
    capacity: 100,
    seatsAvailable: 100,
    shows: {
      upcoming: 1,
      next: { startsAt: '2099-01-10T13:30:00.000Z', endsAt: '2099-01-10T16:30:00.000Z' },
      lastStartsAt: '2099-01-10T13:30:00.000Z',
    },
    ...overrides,
  };
}

/** The sample event's first evening, 100 seats, none taken. */
export function sampleSlot(overrides: Partial<TEventSlot> = {}): TEventSlot {
  return {
    id: '7b2e1f4d-6c8a-4d3b-8f9e-2a3b4c5d6e7f',
    eventId: sampleEvent().id,
    startsAt: '2099-01-10T13:30:00.000Z',
    endsAt: '2099-01-10T16:30:00.000Z',
    capacity: 100,
    seatsTaken: 0,
    seatsAvailable: 100,
    waitlist: { open: true, waiting: 0 },
    ...overrides,
  };
}

/** A hold of one seat waiting for payment, as the bookings API returns it; a test names what it is about. */
export function sampleHold(
  event: TEvent,
  slot: TEventSlot,
  overrides: Partial<TBooking> & { id: string },
): TBooking {
  const seats = overrides.seats ?? 1;
  return {
    bookingId: overrides.id,
    eventId: event.id,
    slotId: slot.id,
    event: {
      title: event.title,
      eventType: event.eventType,
      startsAt: event.startsAt,
      timeZone: event.timeZone,
      venueName: null,
      districtName: 'Pune',
    },
    slot: { startsAt: slot.startsAt, endsAt: slot.endsAt },
    seats,
    status: 'held',
    holdExpiresAt: new Date(Date.now() + 10 * 60_000).toISOString(),
    priceCredits: event.priceCredits,
    totalCredits: event.priceCredits * seats,
    paymentMethod: null,
    paymentStatus: 'PENDING',
    ticketCode: null,
    qrPayload: null,
    checkedInAt: null,
    cancelReason: null,
    confirmedAt: null,
    createdAt: new Date().toISOString(),
    waitlistOffer: false,
    items: [],
    tickets: [],
    promoCode: null,
    discountCredits: 0,
    ...overrides,
  };
}

/**
 * Seats offered from a show's waitlist (decision 042): a held booking of `seats` marked as an offer, made 5 minutes ago
 * and held for 25 more, at the event's price.
 */
export function sampleOffer(
  event: TEvent,
  slot: TEventSlot,
  overrides: Partial<TBooking> & { id: string },
): TBooking {
  return sampleHold(event, slot, {
    seats: 2,
    holdExpiresAt: new Date(Date.now() + 25 * 60_000).toISOString(),
    createdAt: new Date(Date.now() - 5 * 60_000).toISOString(),
    waitlistOffer: true,
    ...overrides,
  });
}

/** An on-sale ticket type of 40 credits, as the ticketing API returns it (decision 078); a test names what it is about. */
export function sampleTicketType(overrides: Partial<TTicketType> = {}): TTicketType {
  return {
    id: '0a000000-0000-4000-8000-000000000001',
    eventId: sampleEvent().id,
    name: 'Standard',
    nameHi: null,
    description: null,
    priceCredits: 40,
    quotaPerShow: null,
    maxPerBooking: 10,
    salesStartAt: null,
    salesEndAt: null,
    hidden: false,
    displayOrder: 0,
    onSale: true,
    ...overrides,
  };
}
