// Over 300 lines: a ticket type, its questions, promo codes and a booking's items and tickets are one contract that
// the organiser's forms and the booking both read (decision 078); it splits when one of them grows on its own.
/**
 * What an event sells and asks (decision 078): ticket types, the questions asked per attendee, promo codes, and
 * what a booking holds of them (items and a ticket per person). Changes when an organiser's ticketing options do.
 */
import { z } from 'zod';
import { MAX_SEATS_PER_BOOKING } from './constants.js';
import { ZRefundState } from './event-payments.js';

const optionalTime = z.iso.datetime({ offset: true });

/** A ticket type as everyone sees it on the event page; `sold` only for the people who run the event. */
export const ZTicketType = z
  .object({
    id: z.uuid(),
    eventId: z.uuid(),
    name: z.string(),
    /** The organiser's Hindi name, if written; Hindi readers see it. */
    nameHi: z.string().nullable(),
    description: z.string().nullable(),
    priceCredits: z.number().int().min(0),
    /** At most this many of this type in each show; null = only the show's capacity caps it. */
    quotaPerShow: z.number().int().min(1).nullable(),
    maxPerBooking: z.number().int().min(1).max(MAX_SEATS_PER_BOOKING),
    salesStartAt: z.iso.datetime().nullable(),
    salesEndAt: z.iso.datetime().nullable(),
    /** Bookable only with a promo code that unlocks it. */
    hidden: z.boolean(),
    displayOrder: z.number().int(),
    /** Inside its sales window now. */
    onSale: z.boolean(),
  })
  .meta({ id: 'TicketType' });
export type TTicketType = z.infer<typeof ZTicketType>;

export const ZTicketTypeInput = z.object({
  name: z.string().trim().min(1, 'Give the ticket type a name').max(80),
  nameHi: z.string().trim().max(80).optional(),
  priceCredits: z.number().int().min(0).max(100_000),
  quotaPerShow: z.number().int().min(1).max(100_000).optional(),
  maxPerBooking: z.number().int().min(1).max(MAX_SEATS_PER_BOOKING).optional(),
  salesStartAt: optionalTime.optional(),
  salesEndAt: optionalTime.optional(),
  hidden: z.boolean().optional(),
  description: z.string().trim().max(500).optional(),
  displayOrder: z.number().int().min(0).max(1000).optional(),
});
export type TTicketTypeInput = z.infer<typeof ZTicketTypeInput>;

/** A change to a ticket type: null clears an optional field. */
export const ZTicketTypeUpdate = z.object({
  name: z.string().trim().min(1, 'Give the ticket type a name').max(80).optional(),
  nameHi: z.string().trim().max(80).nullable().optional(),
  priceCredits: z.number().int().min(0).max(100_000).optional(),
  quotaPerShow: z.number().int().min(1).max(100_000).nullable().optional(),
  maxPerBooking: z.number().int().min(1).max(MAX_SEATS_PER_BOOKING).optional(),
  salesStartAt: optionalTime.nullable().optional(),
  salesEndAt: optionalTime.nullable().optional(),
  hidden: z.boolean().optional(),
  description: z.string().trim().max(500).nullable().optional(),
  displayOrder: z.number().int().min(0).max(1000).optional(),
});
export type TTicketTypeUpdate = z.infer<typeof ZTicketTypeUpdate>;

/** How many of a type a show can still sell: the smaller of the show's free seats and the type's quota left. */
export const ZSlotTicketType = z.object({ ticketTypeId: z.uuid(), available: z.number().int().min(0) });
export type TSlotTicketType = z.infer<typeof ZSlotTicketType>;

export const ZQuestionKind = z.enum(['text', 'number', 'choice', 'boolean']);
export type TQuestionKind = z.infer<typeof ZQuestionKind>;

export const ZQuestion = z
  .object({
    id: z.uuid(),
    eventId: z.uuid(),
    label: z.string(),
    labelHi: z.string().nullable(),
    kind: ZQuestionKind,
    /** The choices of a `choice` question, in order; empty otherwise. */
    options: z.array(z.string()),
    required: z.boolean(),
    /** Asked only of attendees holding these types; null = every attendee. */
    ticketTypeIds: z.array(z.uuid()).nullable(),
    displayOrder: z.number().int(),
  })
  .meta({ id: 'Question' });
export type TQuestion = z.infer<typeof ZQuestion>;

const questionFields = {
  label: z.string().trim().min(1, 'Write the question').max(200),
  labelHi: z.string().trim().max(200).optional(),
  kind: ZQuestionKind,
  options: z.array(z.string().trim().min(1).max(100)).max(30).optional(),
  required: z.boolean(),
  ticketTypeIds: z.array(z.uuid()).min(1).optional(),
  displayOrder: z.number().int().min(0).max(1000).optional(),
};
const choicesGiven = (question: { kind?: TQuestionKind | undefined; options?: string[] | undefined }) =>
  question.kind !== 'choice' || (question.options?.length ?? 0) >= 2;
export const ZQuestionInput = z
  .object(questionFields)
  .refine(choicesGiven, { message: 'A choice question needs at least two options', path: ['options'] });
export type TQuestionInput = z.infer<typeof ZQuestionInput>;
export const ZQuestionUpdate = z.object({
  label: questionFields.label.optional(),
  labelHi: z.string().trim().max(200).nullable().optional(),
  options: questionFields.options,
  required: z.boolean().optional(),
  ticketTypeIds: z.array(z.uuid()).min(1).nullable().optional(),
  displayOrder: questionFields.displayOrder,
});
export type TQuestionUpdate = z.infer<typeof ZQuestionUpdate>;

/** An answer as sent: text, a number, a choice (its option's text) or yes/no. */
export const ZAnswer = z.union([z.string().trim().max(1000), z.number().finite(), z.boolean()]);
export type TAnswer = z.infer<typeof ZAnswer>;
/** Answers keyed by question id. */
export const ZAnswers = z.record(z.uuid(), ZAnswer);
export type TAnswers = z.infer<typeof ZAnswers>;

export const ZPromoCode = z
  .object({
    id: z.uuid(),
    eventId: z.uuid(),
    code: z.string(),
    percentOff: z.number().int().nullable(),
    creditsOff: z.number().int().nullable(),
    maxUses: z.number().int().nullable(),
    /** Bookings held or confirmed with the code now. */
    uses: z.number().int().min(0),
    validFrom: z.iso.datetime().nullable(),
    validUntil: z.iso.datetime().nullable(),
    /** The discount applies to these types; null = every type. */
    ticketTypeIds: z.array(z.uuid()).nullable(),
    unlocksTicketTypeIds: z.array(z.uuid()),
    active: z.boolean(),
    createdAt: z.iso.datetime(),
  })
  .meta({ id: 'PromoCode' });
export type TPromoCode = z.infer<typeof ZPromoCode>;

/** Codes are letters, digits, `-` and `_`, compared without case. */
export const ZPromoCodeText = z
  .string()
  .trim()
  .min(3, 'A code has at least 3 characters')
  .max(32)
  .regex(/^[A-Za-z0-9_-]+$/, 'Use letters, digits, - and _ only');

export const ZPromoCodeInput = z
  .object({
    code: ZPromoCodeText,
    percentOff: z.number().int().min(1).max(100).optional(),
    creditsOff: z.number().int().min(1).max(100_000).optional(),
    maxUses: z.number().int().min(1).max(1_000_000).optional(),
    validFrom: optionalTime.optional(),
    validUntil: optionalTime.optional(),
    ticketTypeIds: z.array(z.uuid()).min(1).optional(),
    unlocksTicketTypeIds: z.array(z.uuid()).optional(),
  })
  .refine((code) => !(code.percentOff !== undefined && code.creditsOff !== undefined), {
    message: 'Give a percentage or an amount off, not both',
    path: ['creditsOff'],
  })
  .refine(
    (code) =>
      code.percentOff !== undefined ||
      code.creditsOff !== undefined ||
      (code.unlocksTicketTypeIds?.length ?? 0) > 0,
    { message: 'A code gives a discount, unlocks a hidden type, or both', path: ['percentOff'] },
  );
export type TPromoCodeInput = z.infer<typeof ZPromoCodeInput>;
export const ZPromoCodeUpdate = z.object({
  active: z.boolean().optional(),
  maxUses: z.number().int().min(1).max(1_000_000).nullable().optional(),
  validUntil: optionalTime.nullable().optional(),
});
export type TPromoCodeUpdate = z.infer<typeof ZPromoCodeUpdate>;

/** What checking a code says before payment: the saving on the items asked for, and the types it unlocks. */
export const ZPromoCodeCheck = z.object({
  code: z.string(),
  unlocksTicketTypeIds: z.array(z.uuid()),
  discountCredits: z.number().int().min(0),
});
export type TPromoCodeCheck = z.infer<typeof ZPromoCodeCheck>;

export const ZBookingItemRequest = z.object({
  ticketTypeId: z.uuid('Not a ticket type id'),
  quantity: z.number().int().min(1).max(MAX_SEATS_PER_BOOKING),
});
export type TBookingItemRequest = z.infer<typeof ZBookingItemRequest>;

export const ZAttendeeInput = z.object({
  name: z.string().trim().min(1, 'Give the attendee a name').max(100),
  email: z.email('Not an email address').max(200).optional(),
  answers: ZAnswers.optional(),
});
export type TAttendeeInput = z.infer<typeof ZAttendeeInput>;

export const ZBookingItem = z.object({
  ticketTypeId: z.uuid(),
  name: z.string(),
  nameHi: z.string().nullable().optional(),
  quantity: z.number().int().min(1),
  unitPriceCredits: z.number().int().min(0),
  /** The code's saving on this line, in all. */
  discountCredits: z.number().int().min(0),
});
export type TBookingItem = z.infer<typeof ZBookingItem>;

export const ZTicketStatus = z.enum(['valid', 'used', 'cancelled']);
export type TTicketStatus = z.infer<typeof ZTicketStatus>;

export const ZTicket = z
  .object({
    id: z.uuid(),
    /** Issued once the booking is confirmed; null while it is held. */
    code: z.string().nullable(),
    /** What this ticket's QR says (`ENGAGEX:<realm>:<code>`): it admits this one person. */
    qrPayload: z.string().nullable(),
    ticketTypeId: z.uuid(),
    ticketTypeName: z.string(),
    attendeeName: z.string().nullable(),
    attendeeEmail: z.string().nullable(),
    answers: ZAnswers,
    status: ZTicketStatus,
    /** This ticket's share of what was paid, after any discount: what cancelling it gives back. */
    priceCredits: z.number().int().min(0),
    checkedInAt: z.iso.datetime().nullable(),
    /** A ticket cancelled alone: its share's refund to the card (decision 103); null for the wallet, free or valid. */
    refund: ZRefundState.nullable(),
  })
  .meta({ id: 'Ticket' });
export type TTicket = z.infer<typeof ZTicket>;

export const ZAttendeesUpdate = z.object({
  attendees: z
    .array(
      z.object({
        ticketId: z.uuid('Not a ticket id'),
        name: ZAttendeeInput.shape.name,
        email: ZAttendeeInput.shape.email.nullable(),
        answers: ZAnswers.optional(),
      }),
    )
    .min(1)
    .max(MAX_SEATS_PER_BOOKING),
});
export type TAttendeesUpdate = z.infer<typeof ZAttendeesUpdate>;

export const ZTicketTypeParams = z.object({
  id: z.uuid('Not an event id'),
  ticketTypeId: z.uuid('Not a ticket type id'),
});
export type TTicketTypeParams = z.infer<typeof ZTicketTypeParams>;
export const ZQuestionParams = z.object({
  id: z.uuid('Not an event id'),
  questionId: z.uuid('Not a question id'),
});
export type TQuestionParams = z.infer<typeof ZQuestionParams>;
export const ZPromoCodeParams = z.object({
  id: z.uuid('Not an event id'),
  promoCodeId: z.uuid('Not a promo code id'),
});
export type TPromoCodeParams = z.infer<typeof ZPromoCodeParams>;
export const ZPromoCodeCheckQuery = z.object({
  code: ZPromoCodeText,
  /** The items the buyer is about to book, as `typeId:quantity,typeId:quantity`, to price the saving. */
  items: z.string().max(400).optional(),
});
export type TPromoCodeCheckQuery = z.infer<typeof ZPromoCodeCheckQuery>;

/** An organiser's sales at a glance (decision 078): the same figures as the exports. */
export const ZEventSales = z
  .object({
    eventId: z.uuid(),
    timeZone: z.string(),
    types: z.array(
      z.object({
        ticketTypeId: z.uuid(),
        name: z.string(),
        /** Tickets of held or confirmed bookings, not cancelled. */
        sold: z.number().int().min(0),
        cancelled: z.number().int().min(0),
        admitted: z.number().int().min(0),
        netCredits: z.number().int(),
      }),
    ),
    /** Tickets confirmed per day (in the event's time zone) and type. */
    perDay: z.array(z.object({ date: z.iso.date(), ticketTypeId: z.uuid(), tickets: z.number().int() })),
    /** Money taken per day, net of refunds: credits, and the rupees they are worth at the credit price. */
    money: z.array(z.object({ date: z.iso.date(), credits: z.number().int(), inr: z.number() })),
    /** People admitted, per quarter hour. */
    admissions: z.array(z.object({ at: z.iso.datetime(), people: z.number().int() })),
    totals: z.object({
      tickets: z.number().int(),
      netCredits: z.number().int(),
      netInr: z.number(),
      admitted: z.number().int(),
    }),
  })
  .meta({ id: 'EventSales' });
export type TEventSales = z.infer<typeof ZEventSales>;
