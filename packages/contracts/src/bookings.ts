import { z } from 'zod';
import { MAX_SEATS_PER_BOOKING } from './constants.js';
import { ZGatewayProof } from './credits.js';
import { ZPageQuery } from './envelope.js';
import { ZMoneyPaid, ZPayMethod, ZPaymentDetails, ZPaymentStatus, ZRefundState } from './event-payments.js';
import { ZEventSlot } from './events.js';
import { ZAttendeeInput, ZBookingItem, ZBookingItemRequest, ZTicket } from './ticketing.js';

export const ZBookingStatus = z.enum(['held', 'confirmed', 'cancelled', 'expired']);
export type TBookingStatus = z.infer<typeof ZBookingStatus>;

/**
 * A hold (decision 078): `items` by ticket type, or `seats` of the event's first visible type as the seed's screens
 * send; `attendees` name each ticket in order (types in the order of `items`), with answers to the event's questions.
 */
export const ZCreateBookingRequest = z
  .object({
    eventId: z.uuid(),
    slotId: z.uuid(),
    seats: z
      .number()
      .int()
      .min(1)
      .max(MAX_SEATS_PER_BOOKING, `At most ${MAX_SEATS_PER_BOOKING} seats per booking`)
      .optional(),
    items: z.array(ZBookingItemRequest).min(1).max(MAX_SEATS_PER_BOOKING).optional(),
    attendees: z.array(ZAttendeeInput).max(MAX_SEATS_PER_BOOKING).optional(),
    promoCode: z.string().trim().min(1).max(32).optional(),
  })
  .refine((request) => (request.seats === undefined) !== (request.items === undefined), {
    message: 'Send either seats or items',
    path: ['items'],
  })
  .refine(
    (request) => (request.items ?? []).reduce((sum, item) => sum + item.quantity, 0) <= MAX_SEATS_PER_BOOKING,
    { message: `At most ${MAX_SEATS_PER_BOOKING} seats per booking`, path: ['items'] },
  )
  .refine(
    (request) =>
      new Set((request.items ?? []).map((item) => item.ticketTypeId)).size === (request.items ?? []).length,
    { message: 'Name each ticket type once', path: ['items'] },
  );
export type TCreateBookingRequest = z.infer<typeof ZCreateBookingRequest>;

export const ZBooking = z
  .object({
    id: z.uuid(),
    bookingId: z.uuid(),
    eventId: z.uuid(),
    slotId: z.uuid(),
    event: z.object({
      title: z.string(),
      /** The organiser's Hindi title, if written (decision 077); Hindi readers see it. */
      titleHi: z.string().nullable().optional(),
      eventType: z.string(),
      startsAt: z.iso.datetime(),
      timeZone: z.string(),
      venueName: z.string().nullable(),
      districtName: z.string(),
      /** Devanagari (decision 074). */
      districtNameHi: z.string().optional(),
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
    /**
     * A hold offered from the show's waitlist (decision 042): reserved for this user until `holdExpiresAt`, paid or
     * released like any hold; letting it lapse or releasing it offers the seats to the next in line.
     */
    waitlistOffer: z.boolean(),
    /**
     * A waitlist offer its user declined (decision 052): the seats went on to the next in line, so the booking reads
     * as declined, not as a cancellation that went wrong.
     */
    offerDeclined: z.boolean().optional(),
    /** What the user paid through the gateway, in the currency they paid; null when paid in credits or free. */
    paidMoney: ZMoneyPaid.nullable().optional(),
    /**
     * Where a cancelled paid booking's money went (decision 038): back to the original payment (`pending` until
     * the gateway has taken the refund) or to the wallet as credits.
     */
    refund: ZRefundState.nullable().optional(),
    /** What was bought, by ticket type (decision 078). */
    items: z.array(ZBookingItem),
    /** A ticket per person, each with its own code once confirmed. */
    tickets: z.array(ZTicket),
    /** The promo code the booking used, as the organiser wrote it; null without one. */
    promoCode: z.string().nullable(),
    /** The code's saving on the whole booking. */
    discountCredits: z.number().int().min(0),
    /**
     * On a check-in's answer only: the tickets this scan admitted (decision 078), one for a ticket's code, everyone
     * still to come for the booking's code.
     */
    admittedTicketIds: z.array(z.uuid()).optional(),
  })
  .meta({ id: 'Booking' });
export type TBooking = z.infer<typeof ZBooking>;

export const ZBookingIdParams = z.object({ id: z.uuid('Not a booking id') });
export type TBookingIdParams = z.infer<typeof ZBookingIdParams>;
export const ZConfirmBookingRequest = z.object({ confirm: z.boolean() });
export type TConfirmBookingRequest = z.infer<typeof ZConfirmBookingRequest>;
export const ZTransferBookingRequest = z.object({ bookingId: z.uuid(), targetSlotId: z.uuid() });
export type TTransferBookingRequest = z.infer<typeof ZTransferBookingRequest>;
export const ZTransferOptions = z.object({ bookingId: z.uuid(), options: z.array(ZEventSlot) });
export type TTransferOptions = z.infer<typeof ZTransferOptions>;
export const ZListBookingsQuery = ZPageQuery.extend({
  status: ZBookingStatus.optional(),
  eventId: z.uuid().optional(),
});
export type TListBookingsQuery = z.infer<typeof ZListBookingsQuery>;

export const ZInitiateBookingPaymentRequest = z.object({ bookingId: z.uuid(), method: ZPayMethod });
export type TInitiateBookingPaymentRequest = z.infer<typeof ZInitiateBookingPaymentRequest>;
export const ZCompleteBookingPaymentRequest = ZGatewayProof.extend({ bookingId: z.uuid() });
export type TCompleteBookingPaymentRequest = z.infer<typeof ZCompleteBookingPaymentRequest>;
export const ZBookingPaymentResponse = z.object({ booking: ZBooking, payment: ZPaymentDetails });
export type TBookingPaymentResponse = z.infer<typeof ZBookingPaymentResponse>;

export const ZCheckInRequest = z.object({
  ticketCode: z
    .string()
    .trim()
    .regex(/^[A-Z0-9]{12}$/, 'Not a ticket code'),
  /** The desk saw that the ticket is for another day's show and admits it anyway. */
  otherDay: z.boolean().optional(),
  /**
   * The show the desk is admitting. A ticket for any other show (of this event or another) is refused with 409
   * and the ticket's show in the details, unless the desk insists with `otherShow`.
   */
  slotId: z.uuid('Not a slot id').optional(),
  /** The desk saw that the ticket is for another show and admits it anyway. */
  otherShow: z.boolean().optional(),
});
export type TCheckInRequest = z.infer<typeof ZCheckInRequest>;

export const ZCheckInCountsQuery = z.object({ eventId: z.uuid('Not an event id') });
export type TCheckInCountsQuery = z.infer<typeof ZCheckInCountsQuery>;

/**
 * One show at the door: seats (people: the live tickets of confirmed bookings, decision 078) and tickets (bookings)
 * confirmed, admitted and still to come. A booking counts as in once anyone on it is in; a person once their ticket
 * is used.
 */
export const ZShowCheckInCount = z.object({
  slotId: z.uuid(),
  startsAt: z.iso.datetime(),
  endsAt: z.iso.datetime(),
  expectedSeats: z.number().int().min(0),
  checkedInSeats: z.number().int().min(0),
  toComeSeats: z.number().int().min(0),
  expectedTickets: z.number().int().min(0),
  checkedInTickets: z.number().int().min(0),
});
export type TShowCheckInCount = z.infer<typeof ZShowCheckInCount>;
export const ZCheckInCounts = z
  .object({
    eventId: z.uuid(),
    title: z.string(),
    timeZone: z.string(),
    shows: z.array(ZShowCheckInCount),
  })
  .meta({ id: 'CheckInCounts' });
export type TCheckInCounts = z.infer<typeof ZCheckInCounts>;
