import { z } from 'zod';
import { DEFAULT_EVENT_TIME_ZONE } from './constants.js';
import { ZGatewayProof } from './credits.js';
import { ZPageQuery } from './envelope.js';

export const ZRealm = z.enum(['events', 'cultural-events']);
export type TRealm = z.infer<typeof ZRealm>;
/** An event is a draft until published; cancelling ends it for everybody (docs/product.md, "Events"). */
export const ZEventStatus = z.enum(['draft', 'published', 'cancelled']);
export type TEventStatus = z.infer<typeof ZEventStatus>;

import { MAX_SEATS_PER_BOOKING } from './constants.js';

const ZIsoDate = z.iso.date();
const ZDateOrDateTime = z.iso.datetime({ offset: true }).or(ZIsoDate);
const ZBooleanString = z.enum(['true', 'false']).transform((value) => value === 'true');

export const ZDistrict = z
  .object({
    id: z.string(),
    name: z.string(),
    state: z.string(),
    latitude: z.number(),
    longitude: z.number(),
  })
  .meta({ id: 'District' });
export type TDistrict = z.infer<typeof ZDistrict>;
export const ZDistrictParams = z.object({ id: z.string().regex(/^[a-z0-9-]{2,64}$/, 'Not a district id') });
export type TDistrictParams = z.infer<typeof ZDistrictParams>;
export const ZStateParams = z.object({ state: z.string().min(2).max(64) });
export type TStateParams = z.infer<typeof ZStateParams>;
export const ZAdjacentDistrictsQuery = z.object({ districtId: z.string().regex(/^[a-z0-9-]{2,64}$/) });
export type TAdjacentDistrictsQuery = z.infer<typeof ZAdjacentDistrictsQuery>;

export const ZVenue = z
  .object({
    id: z.uuid(),
    name: z.string(),
    districtId: z.string(),
    districtName: z.string(),
    state: z.string(),
    address: z.string(),
    capacity: z.number().int(),
    amenities: z.array(z.string()),
  })
  .meta({ id: 'Venue' });
export type TVenue = z.infer<typeof ZVenue>;

export const ZVenueInput = z.object({
  name: z.string().trim().min(3).max(120),
  districtId: z.string().regex(/^[a-z0-9-]{2,64}$/),
  address: z.string().trim().min(5).max(300),
  capacity: z.number().int().min(1).max(200_000),
  amenities: z.array(z.string().trim().min(1).max(40)).max(20).default([]),
});
export type TVenueInput = z.infer<typeof ZVenueInput>;
export const ZVenueUpdate = ZVenueInput.partial().refine(
  (value) => Object.keys(value).length > 0,
  'Nothing to update',
);
export type TVenueUpdate = z.infer<typeof ZVenueUpdate>;
export const ZVenueIdParams = z.object({ id: z.uuid() });
export type TVenueIdParams = z.infer<typeof ZVenueIdParams>;

export const ZVenueAvailabilityQuery = z
  .object({ startDate: ZDateOrDateTime, endDate: ZDateOrDateTime })
  .refine((value) => new Date(value.endDate) >= new Date(value.startDate), {
    message: 'endDate must not be before startDate',
    path: ['endDate'],
  });
export type TVenueAvailabilityQuery = z.infer<typeof ZVenueAvailabilityQuery>;
export const ZVenueAvailability = z.object({
  venueId: z.uuid(),
  startDate: z.string(),
  endDate: z.string(),
  available: z.boolean(),
  bookings: z.array(
    z.object({
      eventId: z.uuid(),
      title: z.string(),
      startsAt: z.iso.datetime(),
      endsAt: z.iso.datetime(),
      timeZone: z.string(),
    }),
  ),
});

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
  })
  .meta({ id: 'EventSlot' });
export type TEventSlot = z.infer<typeof ZEventSlot>;

export const ZEvent = z
  .object({
    id: z.uuid(),
    realm: ZRealm,
    title: z.string(),
    description: z.string(),
    eventType: z.string(),
    district: z.object({ id: z.string(), name: z.string(), state: z.string() }),
    venue: z.object({ id: z.uuid(), name: z.string(), address: z.string() }).nullable(),
    startsAt: z.iso.datetime(),
    endsAt: z.iso.datetime(),
    /** Where the event happens, as an IANA zone: its times are read and entered in it (decision 039). */
    timeZone: z.string(),
    priceCredits: z.number().int(),
    priceInr: z.number(),
    isCompetition: z.boolean(),
    registrationFeeCredits: z.number().int(),
    feePerAdditionalContestant: z.number().int(),
    maxGroupSize: z.number().int(),
    status: ZEventStatus,
    tags: z.array(z.string()),
    parentId: z.uuid().nullable(),
    roundNumber: z.number().int().nullable(),
    imageHue: z.number().int(),
    capacity: z.number().int(),
    seatsAvailable: z.number().int(),
  })
  .meta({ id: 'Event' });
export type TEvent = z.infer<typeof ZEvent>;

export const ZEventDetail = z.object({ event: ZEvent, slots: z.array(ZEventSlot) });
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
  minPrice: z.coerce.number().int().min(0).max(100_000).optional(),
  maxPrice: z.coerce.number().int().min(0).max(100_000).optional(),
  available: ZBooleanString.optional(),
  includeAdjacent: ZBooleanString.optional(),
  competitions: ZBooleanString.optional(),
  /** Organisers only; for everyone else the list is published events. */
  status: ZEventStatus.optional(),
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
  })
  .meta({ id: 'EventStats' });

export type TEventStats = z.infer<typeof ZEventStats>;
export type TVenueAvailability = z.infer<typeof ZVenueAvailability>;

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

export const ZEventInput = z
  .object({
    title: z.string().trim().min(3).max(140),
    description: z.string().trim().min(10).max(4000),
    eventType: z.string().trim().min(2).max(40),
    districtId: z.string().regex(/^[a-z0-9-]{2,64}$/),
    venueId: z.uuid().nullable().default(null),
    startsAt: z.iso.datetime({ offset: true }),
    endsAt: z.iso.datetime({ offset: true }),
    timeZone: ZTimeZone.default(DEFAULT_EVENT_TIME_ZONE),
    priceCredits: z.number().int().min(0).max(100_000).default(0),
    isCompetition: z.boolean().default(false),
    registrationFeeCredits: z.number().int().min(0).max(100_000).default(0),
    feePerAdditionalContestant: z.number().int().min(0).max(100_000).default(0),
    maxGroupSize: z.number().int().min(1).max(50).default(1),
    status: ZEventStatus.default('draft'),
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
    title: z.string().trim().min(3).max(140),
    description: z.string().trim().min(10).max(4000),
    eventType: z.string().trim().min(2).max(40),
    priceCredits: z.number().int().min(0).max(100_000),
    status: ZEventStatus,
    tags: z.array(z.string().trim().min(1).max(30)).max(10),
    timeZone: ZTimeZone,
    /** Dates move only while nobody has booked or registered (issue #14 item 10). */
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

/* ---------------------------------------------------------------- bookings */

export const ZBookingStatus = z.enum(['held', 'confirmed', 'cancelled', 'expired']);
export type TBookingStatus = z.infer<typeof ZBookingStatus>;
export const ZPaymentStatus = z.enum(['PENDING', 'COMPLETED', 'FAILED', 'REFUNDED']);
export type TPaymentStatus = z.infer<typeof ZPaymentStatus>;

export const ZCreateBookingRequest = z.object({
  eventId: z.uuid(),
  slotId: z.uuid(),
  seats: z
    .number()
    .int()
    .min(1)
    .max(MAX_SEATS_PER_BOOKING, `At most ${MAX_SEATS_PER_BOOKING} seats per booking`),
});
export type TCreateBookingRequest = z.infer<typeof ZCreateBookingRequest>;

/** Money as a purchase row keeps it: minor units (paise, cents) and the currency paid (decision 038). */
export const ZMoneyPaid = z.object({ amountMinor: z.number().int(), currency: z.string() });
export type TMoneyPaid = z.infer<typeof ZMoneyPaid>;
export const ZRefundState = z.object({
  to: z.enum(['original', 'credits']),
  /** `failed`: the gateway refused every retry; the money is still owed and an admin refunds it (decision 038). */
  status: z.enum(['pending', 'done', 'failed']),
});
export type TRefundState = z.infer<typeof ZRefundState>;

export const ZBooking = z
  .object({
    id: z.uuid(),
    bookingId: z.uuid(),
    eventId: z.uuid(),
    slotId: z.uuid(),
    event: z.object({
      title: z.string(),
      eventType: z.string(),
      startsAt: z.iso.datetime(),
      timeZone: z.string(),
      venueName: z.string().nullable(),
      districtName: z.string(),
    }),
    slot: z.object({ startsAt: z.iso.datetime(), endsAt: z.iso.datetime() }),
    seats: z.number().int(),
    status: ZBookingStatus,
    holdExpiresAt: z.iso.datetime().nullable(),
    priceCredits: z.number().int(),
    totalCredits: z.number().int(),
    paymentMethod: z.enum(['credits', 'gateway', 'free']).nullable(),
    paymentStatus: ZPaymentStatus,
    ticketCode: z.string().nullable(),
    /** What the ticket's QR code says (`ENGAGEX:<realm>:<code>`); the browser draws it, the door scans it. */
    qrPayload: z.string().nullable(),
    checkedInAt: z.iso.datetime().nullable(),
    cancelReason: z.string().nullable(),
    confirmedAt: z.iso.datetime().nullable(),
    createdAt: z.iso.datetime(),
    /** What the user paid through the gateway, in the currency they paid; null when paid in credits or free. */
    paidMoney: ZMoneyPaid.nullable().optional(),
    /**
     * Where a cancelled paid booking's money went (decision 038): back to the original payment (`pending` until
     * the gateway has taken the refund) or to the wallet as credits.
     */
    refund: ZRefundState.nullable().optional(),
  })
  .meta({ id: 'Booking' });
export type TBooking = z.infer<typeof ZBooking>;

export const ZBookingIdParams = z.object({ id: z.uuid('Not a booking id') });
export type TBookingIdParams = z.infer<typeof ZBookingIdParams>;
export const ZConfirmBookingRequest = z.object({ confirm: z.boolean() });
export type TConfirmBookingRequest = z.infer<typeof ZConfirmBookingRequest>;
/** Where a cancelled booking's money goes: the payment it came from (the default) or the wallet (decision 038). */
export const ZRefundTo = z.enum(['original', 'credits']);
export type TRefundTo = z.infer<typeof ZRefundTo>;
export const ZCancelRequest = z.object({
  reason: z.string().trim().min(3).max(500),
  refundTo: ZRefundTo.optional(),
});
export type TCancelRequest = z.infer<typeof ZCancelRequest>;
export const ZTransferBookingRequest = z.object({ bookingId: z.uuid(), targetSlotId: z.uuid() });
export type TTransferBookingRequest = z.infer<typeof ZTransferBookingRequest>;
export const ZTransferOptions = z.object({ bookingId: z.uuid(), options: z.array(ZEventSlot) });
export type TTransferOptions = z.infer<typeof ZTransferOptions>;
export const ZListBookingsQuery = ZPageQuery.extend({
  status: ZBookingStatus.optional(),
  eventId: z.uuid().optional(),
});
export type TListBookingsQuery = z.infer<typeof ZListBookingsQuery>;

export const ZPayMethod = z.enum(['credits', 'gateway']);
export type TPayMethod = z.infer<typeof ZPayMethod>;
export const ZInitiateBookingPaymentRequest = z.object({ bookingId: z.uuid(), method: ZPayMethod });
export type TInitiateBookingPaymentRequest = z.infer<typeof ZInitiateBookingPaymentRequest>;
export const ZCompleteBookingPaymentRequest = ZGatewayProof.extend({ bookingId: z.uuid() });
export type TCompleteBookingPaymentRequest = z.infer<typeof ZCompleteBookingPaymentRequest>;

export const ZPaymentDetails = z
  .object({
    method: z.enum(['credits', 'gateway', 'free']).nullable(),
    status: ZPaymentStatus,
    amountCredits: z.number().int(),
    amountInr: z.number(),
    paidCredits: z.number().int(),
    transactionId: z.string().nullable(),
    purchaseId: z.uuid().nullable(),
    paymentUrl: z.string().nullable(),
  })
  .meta({ id: 'PaymentDetails' });
export type TPaymentDetails = z.infer<typeof ZPaymentDetails>;

export const ZBookingPaymentResponse = z.object({ booking: ZBooking, payment: ZPaymentDetails });
export type TBookingPaymentResponse = z.infer<typeof ZBookingPaymentResponse>;

export const ZCheckInRequest = z.object({
  ticketCode: z
    .string()
    .trim()
    .regex(/^[A-Z0-9]{12}$/, 'Not a ticket code'),
  /** The desk saw that the ticket is for another day's show and admits it anyway. */
  otherDay: z.boolean().optional(),
});
export type TCheckInRequest = z.infer<typeof ZCheckInRequest>;

/* ------------------------------------------------------------- contestants */

export const ZContestantStatus = z.enum([
  'pending_payment',
  'registered',
  'under_review',
  'approved',
  'rejected',
  'cancelled',
]);
export type TContestantStatus = z.infer<typeof ZContestantStatus>;

/** Review moves only along these edges; cancelling is the contestant's own action (POST …/cancel). */
export const CONTESTANT_REVIEW_TRANSITIONS: Record<TContestantStatus, TContestantStatus[]> = {
  pending_payment: [],
  registered: ['under_review', 'rejected'],
  under_review: ['approved', 'rejected'],
  approved: [],
  rejected: [],
  cancelled: [],
};

const ZPhone = z
  .string()
  .trim()
  .regex(/^(\+91[ -]?)?[6-9]\d{9}$/, 'Enter a 10-digit Indian mobile number');
const ZName = z.string().trim().min(2, 'Name is too short').max(100);
const ZBirthDate = ZIsoDate.refine((value) => {
  const age = (Date.now() - Date.parse(value)) / (365.25 * 86_400_000);
  return age >= 5 && age <= 100;
}, 'Contestants must be between 5 and 100 years old');

export const ZPersonalDetails = z.object({
  fullName: ZName,
  dateOfBirth: ZBirthDate,
  phone: ZPhone,
  email: z.email('Enter a valid email'),
  city: z.string().trim().min(2).max(80),
  guardianName: z.string().trim().max(100).optional(),
});
export type TPersonalDetails = z.infer<typeof ZPersonalDetails>;

export const ZPerformance = z.object({
  title: z.string().trim().min(3).max(120),
  category: z.enum(['vocal', 'instrumental', 'dance', 'drama', 'poetry', 'stand-up', 'other']),
  durationMinutes: z.number().int().min(1).max(30),
  language: z.string().trim().min(2).max(40).optional(),
  description: z.string().trim().min(10).max(1000),
});
export type TPerformance = z.infer<typeof ZPerformance>;

export const ZAdditionalContestant = z.object({
  fullName: ZName,
  dateOfBirth: ZBirthDate,
  role: z.string().trim().max(60).optional(),
});
export type TAdditionalContestant = z.infer<typeof ZAdditionalContestant>;

export const ZRegisterContestantRequest = z.object({
  eventId: z.uuid(),
  personalDetails: ZPersonalDetails,
  performance: ZPerformance,
  isGroupPerformance: z.boolean().default(false),
  additionalContestants: z.array(ZAdditionalContestant).max(49).default([]),
});
export type TRegisterContestantRequest = z.input<typeof ZRegisterContestantRequest>;

export const ZContestant = z
  .object({
    id: z.uuid(),
    eventId: z.uuid(),
    userId: z.uuid(),
    event: z.object({
      title: z.string(),
      startsAt: z.iso.datetime(),
      timeZone: z.string(),
      districtName: z.string(),
    }),
    personalDetails: ZPersonalDetails,
    performance: ZPerformance,
    isGroupPerformance: z.boolean(),
    additionalContestants: z.array(ZAdditionalContestant),
    status: ZContestantStatus,
    notes: z.string().nullable(),
    feeCredits: z.number().int(),
    paymentStatus: ZPaymentStatus,
    cancelReason: z.string().nullable(),
    refundedCredits: z.number().int(),
    /** The fee paid through the gateway, in the currency paid; null when paid in credits or not paid (038). */
    paidMoney: ZMoneyPaid.nullable().optional(),
    /** Where a cancelled entry's refund went: the original payment (pending until the gateway took it) or credits. */
    refund: ZRefundState.nullable().optional(),
    /** Who cancelled a cancelled entry: the entrant, or the organiser withdrawing it or the competition; else null. */
    withdrawnBy: z.enum(['entrant', 'organiser']).nullable().optional(),
    history: z.array(
      z.object({
        from: ZContestantStatus.nullable(),
        to: ZContestantStatus,
        notes: z.string().nullable(),
        changedAt: z.iso.datetime(),
      }),
    ),
    createdAt: z.iso.datetime(),
  })
  .meta({ id: 'Contestant' });
export type TContestant = z.infer<typeof ZContestant>;

export const ZContestantIdParams = z.object({ id: z.uuid('Not a registration id') });
export type TContestantIdParams = z.infer<typeof ZContestantIdParams>;
export const ZContestantStatusRequest = z.object({
  status: ZContestantStatus,
  notes: z.string().trim().max(1000).optional(),
});
export type TContestantStatusRequest = z.infer<typeof ZContestantStatusRequest>;
export const ZListContestantsQuery = ZPageQuery.extend({
  status: ZContestantStatus.optional(),
  eventId: z.uuid().optional(),
  /** An admin's own entries only (everyone else always sees only their own). */
  mine: ZBooleanString.optional(),
});
export type TListContestantsQuery = z.infer<typeof ZListContestantsQuery>;
export const ZAddContestantsRequest = z.object({
  contestants: z.array(ZAdditionalContestant).min(1).max(49),
});
export type TAddContestantsRequest = z.infer<typeof ZAddContestantsRequest>;
export const ZContestantPricing = z.object({
  eventId: z.uuid(),
  baseFeeCredits: z.number().int(),
  perAdditionalContestantCredits: z.number().int(),
  maxGroupSize: z.number().int(),
  currency: z.literal('CREDITS'),
  creditValueInr: z.number(),
  refundPolicy: z.string(),
});
export type TContestantPricing = z.infer<typeof ZContestantPricing>;
export const ZInitiateContestantPaymentRequest = z.object({ contestantId: z.uuid(), method: ZPayMethod });
export type TInitiateContestantPaymentRequest = z.infer<typeof ZInitiateContestantPaymentRequest>;
export const ZCompleteContestantPaymentRequest = ZGatewayProof.extend({ contestantId: z.uuid() });
export type TCompleteContestantPaymentRequest = z.infer<typeof ZCompleteContestantPaymentRequest>;
export const ZContestantPaymentResponse = z.object({ contestant: ZContestant, payment: ZPaymentDetails });
export type TContestantPaymentResponse = z.infer<typeof ZContestantPaymentResponse>;
export const ZContestantStats = z.object({
  total: z.number().int(),
  pendingPayment: z.number().int(),
  inReview: z.number().int(),
  approved: z.number().int(),
  rejected: z.number().int(),
  cancelled: z.number().int(),
  upcoming: z.number().int(),
  /** Fees paid in credits, net of refunds. */
  creditsPaid: z.number().int(),
  /** Fees paid through the gateway, one total per currency, net of refunds to the original payment (038). */
  moneyPaid: z.array(ZMoneyPaid),
});
export type TContestantStats = z.infer<typeof ZContestantStats>;
