import type { TPromoCode, TQuestion, TTicketType } from '@engagex/contracts';
import { sampleEvent, sampleTicketType } from '@/test/events';

/** Wire-shaped ticketing records for the ticketing panels' tests (decision 078). */
export const EVENT = sampleEvent({ timeZone: 'Asia/Kolkata' });
export const BASE = `/api/events/events/${EVENT.id}`;
export const STANDARD = '0a000000-0000-4000-8000-000000000001';
export const VIP = '0a000000-0000-4000-8000-000000000002';
export const CREW = '0a000000-0000-4000-8000-000000000003';

export function ticketType(overrides: Partial<TTicketType> = {}): TTicketType {
  return sampleTicketType({ id: STANDARD, eventId: EVENT.id, ...overrides });
}

export const TYPES: TTicketType[] = [
  ticketType(),
  ticketType({
    id: VIP,
    name: 'VIP',
    nameHi: 'वीआईपी',
    priceCredits: 120,
    quotaPerShow: 20,
    maxPerBooking: 4,
    displayOrder: 10,
  }),
  ticketType({ id: CREW, name: 'Crew', priceCredits: 0, hidden: true, displayOrder: 20 }),
];

export function question(overrides: Partial<TQuestion> = {}): TQuestion {
  return {
    id: '0b000000-0000-4000-8000-000000000001',
    eventId: EVENT.id,
    label: 'Meal',
    labelHi: null,
    kind: 'choice',
    options: ['Veg', 'Non-veg'],
    required: true,
    ticketTypeIds: null,
    displayOrder: 0,
    ...overrides,
  };
}

export function promoCode(overrides: Partial<TPromoCode> = {}): TPromoCode {
  return {
    id: '0c000000-0000-4000-8000-000000000001',
    eventId: EVENT.id,
    code: 'EARLY20',
    percentOff: 20,
    creditsOff: null,
    maxUses: 100,
    uses: 3,
    validFrom: null,
    validUntil: null,
    ticketTypeIds: [VIP],
    unlocksTicketTypeIds: [CREW],
    active: true,
    createdAt: '2026-11-20T10:00:00.000Z',
    ...overrides,
  };
}

/** The body a stubbed request carried. */
export const bodyOf = (init: RequestInit | undefined) => JSON.parse(String(init?.body)) as unknown;
