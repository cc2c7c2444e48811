import { BOOKING_HOLD_MS } from '@engagex/contracts';
import { describe, expect, it } from 'vitest';
import { holdLapsed, holdTerms } from './hold-terms.js';

const NOW = new Date('2026-11-26T10:00:00Z');

describe('hold terms', () => {
  it('holds a paid event’s seats for 15 minutes, unpaid, with no ticket yet', () => {
    expect(holdTerms({ free: false, seats: 2, now: NOW })).toEqual({
      status: 'held',
      holdExpiresAt: new Date(NOW.getTime() + BOOKING_HOLD_MS),
      paymentMethod: null,
      paymentStatus: 'PENDING',
      confirmedAt: null,
      issuesTicket: false,
      activityPrefix: 'Holding 2 seats for ',
      activityTemplate: 'Holding {seats, plural, one {# seat} other {# seats}} for {event}',
    });
    expect(BOOKING_HOLD_MS).toBe(15 * 60 * 1000);
  });

  it('confirms a free event’s booking at once, with a ticket', () => {
    expect(holdTerms({ free: true, seats: 1, now: NOW })).toEqual({
      status: 'confirmed',
      holdExpiresAt: null,
      paymentMethod: 'free',
      paymentStatus: 'COMPLETED',
      confirmedAt: NOW,
      issuesTicket: true,
      activityPrefix: 'Booked 1 seat for ',
      activityTemplate: 'Booked {seats, plural, one {# seat} other {# seats}} for {event}',
    });
  });

  it('lapses a hold at its expiry, not before, and nothing but a hold', () => {
    const expiresAt = new Date(NOW.getTime() + BOOKING_HOLD_MS);
    const hold = { status: 'held' as const, hold_expires_at: expiresAt };
    expect(holdLapsed(hold, new Date(expiresAt.getTime() - 1))).toBe(false);
    expect(holdLapsed(hold, expiresAt)).toBe(true);
    expect(holdLapsed({ ...hold, status: 'confirmed' }, expiresAt)).toBe(false);
    expect(holdLapsed({ ...hold, status: 'cancelled' }, expiresAt)).toBe(false);
  });
});
