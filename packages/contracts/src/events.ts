// Over 300 lines: the events catalogue's shapes (events, shows, inputs, filters, stats) are one contract the server and the web read together.
import { z } from 'zod';
import { DEFAULT_EVENT_TIME_ZONE } from './constants.js';
import { DEFAULT_FEE_IF_NOT_SELECTED, FEE_IF_NOT_SELECTED } from './contest-fee.js';
import { decimalNumber } from './decimal-number.js';
import { ZPageQuery } from './envelope.js';
import { ZBooleanString, ZDateOrDateTime } from './event-formats.js';
import { ZQuestion, ZSlotTicketType, ZTicketType } from './ticketing.js';

/** What a competition does with a paid fee when an entry is not selected (decision 054). */
export const ZFeeIfNotSelected = z.enum(FEE_IF_NOT_SELECTED);

export const ZRealm = z.enum(['events', 'cultural-events']);
export type TRealm = z.infer<typeof ZRealm>;
/** An event is a draft until published; cancelling ends it for everybody (docs/product.md, "Events"). */
/**
 * The tax table's row admission to an event falls under (decision 079), chosen by its organiser: `admission`
 * (exempt up to ₹500 a person, else 18%) or `admission-premium-sport` (IPL-like leagues: 40% above ₹500).
 */
export const TAX_CATEGORIES = ['admission', 'admission-premium-sport'] as const;
export const ZTaxCategory = z.enum(TAX_CATEGORIES);
export type TTaxCategory = z.infer<typeof ZTaxCategory>;

export const ZEventStatus = z.enum(['draft', 'published', 'cancelled']);
export type TEventStatus = z.infer<typeof ZEventStatus>;
/**
 * What an organiser may set by editing or creating an event. Cancelling is an action of its own
 * (`POST /events/{id}/cancel`, decision 052): it refunds and tells everyone, so it is asked for apart and confirmed.
 */
export const ZEditableEventStatus = z.enum(['draft', 'published'], {
  error: () =>
    'Choose draft or published: an event is cancelled with its own action (POST …/events/{id}/cancel), which says who is refunded and told',
});
export type TEditableEventStatus = z.infer<typeof ZEditableEventStatus>;

function isKnownTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/**
 * An IANA zone name the runtime knows ("Asia/Kolkata", "Europe/London", "UTC"): never an offset ("+05:30") or a
 * POSIX rule ("UTC+5"), which name no place and do not follow its clock changes (decision 039).
 */
export const ZTimeZone = z
  .string()
  .max(64)
  .regex(/^[A-Za-z_]+(\/[A-Za-z0-9_+-]+)*$/, 'Not a time zone name such as Asia/Kolkata')
  .refine(isKnownTimeZone, 'Not a time zone name such as Asia/Kolkata');
export type TTimeZone = z.infer<typeof ZTimeZone>;

export const ZEventSlot = z
  .object({
    id: z.uuid(),
    eventId: z.uuid(),
    startsAt: z.iso.datetime(),
    endsAt: z.iso.datetime(),
    capacity: z.number().int(),
    seatsTaken: z.number().int(),
    seatsAvailable: z.number().int(),
    /**
     * The show's waitlist (decision 042): whether a user may join it now (open, and not started), and how many
     * entries wait in line.
     */
    waitlist: z.object({ open: z.boolean(), waiting: z.number().int().min(0) }),
    /** In the event detail (decision 078): how many of each type offered there this show can still sell. */
    ticketTypes: z.array(ZSlotTicketType).optional(),
  })
  .meta({ id: 'EventSlot' });
export type TEventSlot = z.infer<typeof ZEventSlot>;

export const ZEvent = z
  .object({
    id: z.uuid(),
    realm: ZRealm,
    title: z.string(),
    description: z.string(),
    /** The organiser's Hindi title and description (decision 077): shown to Hindi readers; null = English only. */
    titleHi: z.string().nullable(),
    descriptionHi: z.string().nullable(),
    eventType: z.string(),
    /** `nameHi` and `stateHi`: the names in Hindi, Devanagari (decision 074). */
    district: z.object({
      id: z.string(),
      name: z.string(),
      nameHi: z.string().optional(),
      state: z.string(),
      stateHi: z.string().optional(),
    }),
    venue: z.object({ id: z.uuid(), name: z.string(), address: z.string() }).nullable(),
    startsAt: z.iso.datetime(),
    endsAt: z.iso.datetime(),
    /** Where the event happens, as an IANA zone: its times are read and entered in it (decision 039). */
    timeZone: z.string(),
    /** How admission is taxed (decision 079). */
    taxCategory: ZTaxCategory,
    priceCredits: z.number().int(),
    priceInr: z.number(),
    isCompetition: z.boolean(),
    registrationFeeCredits: z.number().int(),
    feePerAdditionalContestant: z.number().int(),
    maxGroupSize: z.number().int(),
    /** A competition's rule for the fee of an entry it does not select, stated before anyone pays (054). */
    feeIfNotSelected: ZFeeIfNotSelected,
    status: ZEventStatus,
    tags: z.array(z.string()),
    parentId: z.uuid().nullable(),
    roundNumber: z.number().int().nullable(),
    imageHue: z.number().int(),
    capacity: z.number().int(),
    seatsAvailable: z.number().int(),
    /**
     * Its shows still to come (decision 053): how many, the next one, and the last one's start, so an event of
     * several shows reads "3 shows · 10–11 Dec", not as one long event.
     */
    shows: z.object({
      upcoming: z.number().int().min(0),
      next: z.object({ startsAt: z.iso.datetime(), endsAt: z.iso.datetime() }).nullable(),
      lastStartsAt: z.iso.datetime().nullable(),
    }),
  })
  .meta({ id: 'Event' });
export type TEvent = z.infer<typeof ZEvent>;

/**
 * An event with its shows, the ticket types on offer (the visible ones, and those the `promoCode` query unlocks;
 * every type for the people who run it) and the questions asked per attendee (decision 078).
 */
export const ZEventDetail = z.object({
  event: ZEvent,
  slots: z.array(ZEventSlot),
  ticketTypes: z.array(ZTicketType),
  questions: z.array(ZQuestion),
});
export const ZEventDetailQuery = z.object({ promoCode: z.string().trim().max(32).optional() });
export type TEventDetailQuery = z.infer<typeof ZEventDetailQuery>;
export type TEventDetail = z.infer<typeof ZEventDetail>;

export const ZEventIdParams = z.object({ id: z.uuid('Not an event id') });
export type TEventIdParams = z.infer<typeof ZEventIdParams>;

export const ZListEventsQuery = ZPageQuery.extend({
  districtId: z
    .string()
    .regex(/^[a-z0-9-]{2,64}$/)
    .optional(),
  state: z.string().min(2).max(64).optional(),
  type: z.string().min(2).max(40).optional(),
  from: ZDateOrDateTime.optional(),
  to: ZDateOrDateTime.optional(),
  q: z.string().trim().min(1).max(100).optional(),
  minPrice: decimalNumber(z.number().int().min(0).max(100_000)).optional(),
  maxPrice: decimalNumber(z.number().int().min(0).max(100_000)).optional(),
  available: ZBooleanString.optional(),
  includeAdjacent: ZBooleanString.optional(),
  competitions: ZBooleanString.optional(),
  /**
   * Organisers and admins; for everyone else the list is published events. An organiser's other statuses are
   * their own events' (decision 046).
   */
  status: ZEventStatus.optional(),
  /** Only the events the caller organises: an organiser's own list (decision 046). */
  mine: ZBooleanString.optional(),
  /**
   * The reader's district (decision 053): events there first, then in the districts bordering it, then the rest
   * by distance; each in date order. Narrows nothing.
   */
  near: z
    .string()
    .regex(/^[a-z0-9-]{2,64}$/, 'Not a district id')
    .optional(),
});
export type TListEventsQuery = z.infer<typeof ZListEventsQuery>;

export const ZByTypeQuery = z.object({
  eventType: z.string().min(2).max(40),
  districtId: z
    .string()
    .regex(/^[a-z0-9-]{2,64}$/)
    .optional(),
});
export type TByTypeQuery = z.infer<typeof ZByTypeQuery>;

export const ZParentEventQuery = z.object({ include_upcoming: ZBooleanString.default(true) });
export type TParentEventQuery = z.infer<typeof ZParentEventQuery>;
export const ZParentEvent = z.object({ parent: ZEvent, rounds: z.array(ZEvent) });
export type TParentEvent = z.infer<typeof ZParentEvent>;

export const ZEventStats = z
  .object({
    eventId: z.uuid(),
    capacity: z.number().int(),
    seatsTaken: z.number().int(),
    seatsAvailable: z.number().int(),
    heldSeats: z.number().int(),
    confirmedSeats: z.number().int(),
    confirmedBookings: z.number().int(),
    checkedIn: z.number().int(),
    contestants: z.number().int(),
    shares: z.number().int(),
    /**
     * Each ticket type (decision 078), in display order, over all the event's shows: `sold` counts tickets of held
     * or confirmed bookings, as `seatsTaken` does; `available` what the shows can still sell of it (their free
     * seats, or less where the type's quota runs out first).
     */
    types: z.array(
      z.object({
        ticketTypeId: z.uuid(),
        name: z.string(),
        sold: z.number().int().min(0),
        available: z.number().int().min(0),
      }),
    ),
  })
  .meta({ id: 'EventStats' });

export type TEventStats = z.infer<typeof ZEventStats>;

export const ZShareEventRequest = z.object({
  platform: z.enum(['whatsapp', 'x', 'facebook', 'linkedin', 'telegram', 'email', 'copy']),
});
export type TShareEventRequest = z.infer<typeof ZShareEventRequest>;
export const ZShareEventResponse = z.object({
  shareId: z.uuid(),
  link: z.string(),
  sharedAt: z.iso.datetime(),
});
export type TShareEventResponse = z.infer<typeof ZShareEventResponse>;

/** An event's title and description, in either language: the same limits for both (decision 077). */
const ZEventTitle = z.string().trim().min(3).max(140);
const ZEventDescription = z.string().trim().min(10).max(4000);

export const ZEventInput = z
  .object({
    title: ZEventTitle,
    description: ZEventDescription,
    /** In Hindi, optional (decision 077): the same limits as the English; null or absent = English only. */
    titleHi: ZEventTitle.nullable().default(null),
    descriptionHi: ZEventDescription.nullable().default(null),
    eventType: z.string().trim().min(2).max(40),
    districtId: z.string().regex(/^[a-z0-9-]{2,64}$/),
    venueId: z.uuid().nullable().default(null),
    startsAt: z.iso.datetime({ offset: true }),
    endsAt: z.iso.datetime({ offset: true }),
    timeZone: ZTimeZone.default(DEFAULT_EVENT_TIME_ZONE),
    taxCategory: ZTaxCategory.default('admission'),
    priceCredits: z.number().int().min(0).max(100_000).default(0),
    isCompetition: z.boolean().default(false),
    registrationFeeCredits: z.number().int().min(0).max(100_000).default(0),
    feePerAdditionalContestant: z.number().int().min(0).max(100_000).default(0),
    maxGroupSize: z.number().int().min(1).max(50).default(1),
    /** Set when the competition is listed and fixed after: entrants pay under it (decision 054). */
    feeIfNotSelected: ZFeeIfNotSelected.default(DEFAULT_FEE_IF_NOT_SELECTED),
    status: ZEditableEventStatus.default('draft'),
    tags: z.array(z.string().trim().min(1).max(30)).max(10).default([]),
    parentId: z.uuid().nullable().default(null),
    roundNumber: z.number().int().min(1).max(20).nullable().default(null),
  })
  .refine((value) => new Date(value.endsAt) > new Date(value.startsAt), {
    message: 'endsAt must be after startsAt',
    path: ['endsAt'],
  });
export type TEventInput = z.infer<typeof ZEventInput>;
export const ZEventUpdate = z
  .object({
    title: ZEventTitle,
    description: ZEventDescription,
    /** null takes the Hindi text away (English only again). */
    titleHi: ZEventTitle.nullable(),
    descriptionHi: ZEventDescription.nullable(),
    eventType: z.string().trim().min(2).max(40),
    priceCredits: z.number().int().min(0).max(100_000),
    status: ZEditableEventStatus,
    tags: z.array(z.string().trim().min(1).max(30)).max(10),
    timeZone: ZTimeZone,
    /** Applies to tickets sold after the change: a sold ticket keeps the rate it was invoiced at. */
    taxCategory: ZTaxCategory,
    /** Dates move only while nobody has booked or registered. */
    startsAt: z.iso.datetime({ offset: true }),
    endsAt: z.iso.datetime({ offset: true }),
  })
  .partial()
  .refine((value) => Object.keys(value).length > 0, 'Nothing to update')
  .refine((value) => !value.startsAt || !value.endsAt || new Date(value.endsAt) > new Date(value.startsAt), {
    message: 'endsAt must be after startsAt',
    path: ['endsAt'],
  });
export type TEventUpdate = z.infer<typeof ZEventUpdate>;

export const ZSlotInput = z
  .object({
    startsAt: z.iso.datetime({ offset: true }),
    endsAt: z.iso.datetime({ offset: true }),
    capacity: z.number().int().min(1).max(200_000),
  })
  .refine((value) => new Date(value.endsAt) > new Date(value.startsAt), {
    message: 'endsAt must be after startsAt',
    path: ['endsAt'],
  });
export type TSlotInput = z.infer<typeof ZSlotInput>;
/** Capacity any time (down to the seats taken); times only together, and only while nobody has booked. */
export const ZSlotUpdate = z
  .object({
    capacity: z.number().int().min(1).max(200_000).optional(),
    startsAt: z.iso.datetime({ offset: true }).optional(),
    endsAt: z.iso.datetime({ offset: true }).optional(),
  })
  .refine((value) => Object.values(value).some((field) => field !== undefined), 'Nothing to update')
  .refine((value) => (value.startsAt === undefined) === (value.endsAt === undefined), {
    message: 'Give both startsAt and endsAt',
    path: ['endsAt'],
  })
  .refine((value) => !value.startsAt || !value.endsAt || new Date(value.endsAt) > new Date(value.startsAt), {
    message: 'endsAt must be after startsAt',
    path: ['endsAt'],
  });
export type TSlotUpdate = z.infer<typeof ZSlotUpdate>;
export const ZSlotParams = z.object({ id: z.uuid(), slotId: z.uuid() });
export type TSlotParams = z.infer<typeof ZSlotParams>;
