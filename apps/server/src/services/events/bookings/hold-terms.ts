/**
 * The terms of a hold, pure: what a new booking is written with, whichever path writes it (the grouped statement of
 * hold-together.ts or the step-by-step transaction of hold-step-by-step.ts), and when a hold has lapsed. Changes
 * when the product's hold rule does (docs/product.md, decisions 014 and 033).
 */
import { BOOKING_HOLD_MS, type TAttendeeInput, type TBookingItemRequest } from '@engagex/contracts';
import { sql } from 'kysely';
import type { BookingStatus } from '../../../platform/db/schema.js';
import { msg } from '../../../platform/i18n/say.js';
import { stagesAllowing } from './transitions.js';

/** What a user asks to hold (decision 078): `seats` of the first type, or `items`, with attendees and a code. */
export type HoldRequest = {
  userId: string;
  eventId: string;
  slotId: string;
  seats?: number | undefined;
  items?: TBookingItemRequest[] | undefined;
  attendees?: TAttendeeInput[] | undefined;
  promoCode?: string | undefined;
};

/** The Idempotency-Key a hold was sent with, and the hash of its request (platform/idempotency.ts). */
export type HoldKey = { key: string; hash: string } | null;

/** The columns of a new booking that depend on the hold rule, and how its activity entry reads. */
export type HoldTerms = {
  status: 'held' | 'confirmed';
  holdExpiresAt: Date | null;
  paymentMethod: 'free' | null;
  paymentStatus: 'COMPLETED' | 'PENDING';
  confirmedAt: Date | null;
  /** A booking confirmed at once gets its ticket code at once. */
  issuesTicket: boolean;
  /** The activity entry's title up to the event's title, which the writer appends. */
  activityPrefix: string;
  /** The same title as a sentence to say (decision 077), of `seats` and `event`. */
  activityTemplate: string;
};

export const seatsText = (seats: number) => `${seats} seat${seats === 1 ? '' : 's'}`;

/** A free event's booking is confirmed at once; any other holds its seats for 15 minutes from `now`. */
export function holdTerms(input: { free: boolean; seats: number; now: Date }): HoldTerms {
  if (input.free) {
    return {
      status: 'confirmed',
      holdExpiresAt: null,
      paymentMethod: 'free',
      paymentStatus: 'COMPLETED',
      confirmedAt: input.now,
      issuesTicket: true,
      activityPrefix: `Booked ${seatsText(input.seats)} for `,
      activityTemplate: msg('Booked {seats, plural, one {# seat} other {# seats}} for {event}'),
    };
  }
  return {
    status: 'held',
    holdExpiresAt: new Date(input.now.getTime() + BOOKING_HOLD_MS),
    paymentMethod: null,
    paymentStatus: 'PENDING',
    confirmedAt: null,
    issuesTicket: false,
    activityPrefix: `Holding ${seatsText(input.seats)} for `,
    activityTemplate: msg('Holding {seats, plural, one {# seat} other {# seats}} for {event}'),
  };
}

/**
 * A hold past its 15 minutes: shown as expired at once, never paid, and released (stage `expire`) by the sweep or the
 * next write to its slot. `lapsedHoldSql` is the same test for set-based SQL; keep the two side by side.
 */
export const holdLapsed = (
  booking: { status: BookingStatus; hold_expires_at: Date | null },
  now = new Date(),
) =>
  stagesAllowing('expire').includes(booking.status) &&
  booking.hold_expires_at !== null &&
  booking.hold_expires_at.getTime() <= now.getTime();

/** `holdLapsed` as a condition on the bookings table, or on its alias. */
export function lapsedHoldSql(now: Date, alias?: string) {
  const column = (name: string) => sql.ref(alias ? `${alias}.${name}` : name);
  return sql<boolean>`(${column('status')} in (${sql.join(stagesAllowing('expire'))}) and ${column('hold_expires_at')} <= ${now})`;
}
