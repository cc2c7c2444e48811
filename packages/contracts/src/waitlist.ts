import { z } from 'zod';
import { MAX_SEATS_PER_BOOKING } from './constants.js';
import { paginated, ZPageQuery } from './envelope.js';

/**
 * The waitlist of a sold-out show (docs/product.md "Waitlists"). An entry waits in line; when seats free
 * up the next entry they fit is offered them as a held booking of its own (`offer`), reserved for
 * `WAITLIST_OFFER_MINUTES`. What became of the offer is the entry's status:
 * - `waiting`: in line, at `position` (1 is next);
 * - `offered`: the offer's held booking is open until `offer.expiresAt`;
 * - `booked`: the offer was paid (or, for a free event, accepted);
 * - `lapsed`: the offer ran out unpaid; `declined`: the user released it;
 * - `left`: the user left the line; `closed`: the organiser closed the waitlist, or the event was cancelled.
 */
export const WAITLIST_STATUSES = [
  'waiting',
  'offered',
  'booked',
  'lapsed',
  'declined',
  'left',
  'closed',
] as const;
export const ZWaitlistStatus = z.enum(WAITLIST_STATUSES);
export type TWaitlistStatus = z.infer<typeof ZWaitlistStatus>;

/** The statuses still in line or holding an offer: at most one such entry per user and show. */
export const ACTIVE_WAITLIST_STATUSES: readonly TWaitlistStatus[] = ['waiting', 'offered'];

export const ZJoinWaitlistRequest = z
  .object({
    seats: z
      .number()
      .int()
      .min(1)
      .max(MAX_SEATS_PER_BOOKING, `At most ${MAX_SEATS_PER_BOOKING} seats per booking`),
    /** The ticket type waited for (decision 078); the event's first visible type when left out. */
    ticketTypeId: z.uuid('Not a ticket type id').optional(),
  })
  .strict();
export type TJoinWaitlistRequest = z.infer<typeof ZJoinWaitlistRequest>;

export const ZSlotWaitlistParams = z.object({
  id: z.uuid('Not an event id'),
  slotId: z.uuid('Not a slot id'),
});
export type TSlotWaitlistParams = z.infer<typeof ZSlotWaitlistParams>;
export const ZWaitlistEntryParams = z.object({ entryId: z.uuid('Not a waitlist entry id') });
export type TWaitlistEntryParams = z.infer<typeof ZWaitlistEntryParams>;
export const ZEventWaitlistsParams = z.object({ id: z.uuid('Not an event id') });

export const ZWaitlistEntry = z
  .object({
    id: z.uuid(),
    eventId: z.uuid(),
    slotId: z.uuid(),
    event: z.object({ title: z.string(), timeZone: z.string() }),
    slot: z.object({ startsAt: z.iso.datetime(), endsAt: z.iso.datetime() }),
    seats: z.number().int(),
    /**
     * The ticket type waited for (decision 078): an offer holds seats of this type. Always sent; optional so a
     * screen written before types still type-checks its own entries.
     */
    ticketType: z
      .object({ id: z.uuid(), name: z.string(), nameHi: z.string().nullable() })
      .nullable()
      .optional(),
    status: ZWaitlistStatus,
    /** Place in line while `waiting` (1 is offered next); null otherwise. */
    position: z.number().int().min(1).nullable(),
    /** The held booking offered to this entry, once offered (whatever became of it). */
    offer: z.object({ bookingId: z.uuid(), expiresAt: z.iso.datetime().nullable() }).nullable(),
    createdAt: z.iso.datetime(),
  })
  .meta({ id: 'WaitlistEntry' });
export type TWaitlistEntry = z.infer<typeof ZWaitlistEntry>;

export const ZMyWaitlistQuery = ZPageQuery.extend({
  /** `active` (waiting or offered, the default) or `all`. */
  show: z.enum(['active', 'all']).optional(),
});
export type TMyWaitlistQuery = z.infer<typeof ZMyWaitlistQuery>;
export const ZWaitlistEntriesPage = paginated(ZWaitlistEntry);
export type TWaitlistEntriesPage = z.infer<typeof ZWaitlistEntriesPage>;

/** One show's waitlist as its organiser sees it. */
export const ZSlotWaitlist = z.object({
  slotId: z.uuid(),
  startsAt: z.iso.datetime(),
  /** Closed by the organiser: nobody can join, waiting entries were closed. */
  closed: z.boolean(),
  waitingEntries: z.number().int().min(0),
  waitingSeats: z.number().int().min(0),
  /** Offers open now (held, unpaid, not yet lapsed) and the seats they hold. */
  openOffers: z.number().int().min(0),
  offeredSeats: z.number().int().min(0),
});
export type TSlotWaitlist = z.infer<typeof ZSlotWaitlist>;
export const ZEventWaitlists = z
  .object({ eventId: z.uuid(), slots: z.array(ZSlotWaitlist) })
  .meta({ id: 'EventWaitlists' });
export type TEventWaitlists = z.infer<typeof ZEventWaitlists>;
