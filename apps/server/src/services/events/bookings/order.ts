// Over 300 lines: an order's rules (types, sales windows, codes, prices, attendees' answers) and the facts they read, one decision (078) kept in one place.
/**
 * What a hold asks for, worked out before any seat is taken (decision 078): which ticket types and how many, at
 * what price after a promo code, each ticket's attendee and answers. Pure but for `readOrderFacts`; refusals are
 * thrown before anything is held. Changes when a rule of ticket types, codes or questions does.
 */
import { randomUUID } from 'node:crypto';
import type { TAnswer, TAnswers, TAttendeeInput, TBookingItemRequest } from '@engagex/contracts';
import type { Executor } from '../../../platform/db/transaction.js';
import { AppError, type SaidDetail } from '../../../platform/errors.js';
import { msg, say } from '../../../platform/i18n/say.js';
import { newTicketCode } from './ticket-code.js';

export type TypeFacts = {
  id: string;
  name: string;
  name_hi: string | null;
  price_credits: number;
  quota_per_show: number | null;
  max_per_booking: number;
  sales_start_at: Date | null;
  sales_end_at: Date | null;
  hidden: boolean;
  display_order: number;
};

export type QuestionFacts = {
  id: string;
  label: string;
  kind: 'text' | 'number' | 'choice' | 'boolean';
  options: string[];
  required: boolean;
  ticket_type_ids: string[] | null;
};

export type PromoFacts = {
  id: string;
  code: string;
  percent_off: number | null;
  credits_off: number | null;
  max_uses: number | null;
  uses: number;
  valid_from: Date | null;
  valid_until: Date | null;
  ticket_type_ids: string[] | null;
  unlocks_ticket_type_ids: string[];
  active: boolean;
};

/** An event's types in display order, its questions, and the promo code asked for (null when none or unknown). */
export type OrderFacts = { types: TypeFacts[]; questions: QuestionFacts[]; promo: PromoFacts | null };

/** A line of the order: a type, how many, the price of one and the code's saving on one. */
export type PricedLine = {
  type: TypeFacts;
  quantity: number;
  unitPrice: number;
  unitDiscount: number;
};

/**
 * A ticket to write: its id and own code (chosen here, so a hold can answer its tickets without reading them back),
 * its type, position in the booking, price after discount, attendee and answers.
 */
export type TicketDraft = {
  id: string;
  code: string;
  typeId: string;
  position: number;
  price: number;
  name: string | null;
  email: string | null;
  answers: TAnswers;
};

export type Order = {
  lines: PricedLine[];
  tickets: TicketDraft[];
  seats: number;
  total: number;
  promoCodeId: string | null;
};

/** The event's types and questions, and the code (compared without case). */
export async function readOrderFacts(
  executor: Executor,
  eventId: string,
  promoCode: string | undefined,
): Promise<OrderFacts> {
  const [types, questions, promo] = await Promise.all([
    executor
      .selectFrom('ticket_types')
      .select([
        'id',
        'name',
        'name_hi',
        'price_credits',
        'quota_per_show',
        'max_per_booking',
        'sales_start_at',
        'sales_end_at',
        'hidden',
        'display_order',
      ])
      .where('event_id', '=', eventId)
      .orderBy('display_order')
      .orderBy('created_at')
      .orderBy('id')
      .execute(),
    executor
      .selectFrom('event_questions')
      .select(['id', 'label', 'kind', 'options', 'required', 'ticket_type_ids'])
      .where('event_id', '=', eventId)
      .orderBy('display_order')
      .orderBy('created_at')
      .execute(),
    promoCode
      ? executor
          .selectFrom('promo_codes')
          .select([
            'id',
            'code',
            'percent_off',
            'credits_off',
            'max_uses',
            'uses',
            'valid_from',
            'valid_until',
            'ticket_type_ids',
            'unlocks_ticket_type_ids',
            'active',
          ])
          .where('event_id', '=', eventId)
          .where((eb) => eb(eb.fn('lower', ['code']), '=', promoCode.toLowerCase()))
          .executeTakeFirst()
      : Promise.resolve(undefined),
  ]);
  return { types, questions, promo: promo ?? null };
}

/**
 * How long a process reuses an event's types and questions for holds without a code. Measured on the bench (one hot
 * show, PostgreSQL, 2 shared CPUs, 2026-12-05): reading them on every hold cost over a third of the seats-only
 * holds per second (359 req/s without, 590-833 with; 889 before ticket types). Stale facts cannot sell wrongly: the grouped
 * statement re-checks the type's price, visibility, window and maximum on its own snapshot, and any hold that
 * goes step by step is priced again on facts read fresh (hold.ts). A question added meanwhile may go unasked of
 * a grouped hold for this long; its answers can be given later (attendees.ts).
 */
const RECENT_FACTS_MS = 1000;
const recentFacts = new Map<string, { until: number; facts: Promise<OrderFacts> }>();

/** The event's types and questions as read at most RECENT_FACTS_MS ago in this process (no code). */
export function recentOrderFacts(executor: Executor, eventId: string): Promise<OrderFacts> {
  const now = Date.now();
  const hit = recentFacts.get(eventId);
  if (hit && hit.until > now) return hit.facts;
  if (recentFacts.size >= 1000)
    for (const [id, entry] of recentFacts) if (entry.until <= now) recentFacts.delete(id);
  const facts = readOrderFacts(executor, eventId, undefined);
  recentFacts.set(eventId, { until: now + RECENT_FACTS_MS, facts });
  facts.catch(() => recentFacts.delete(eventId));
  return facts;
}

/** Forgets an event's recent facts in this process: its types' or questions' writer calls it after a change. */
export const forgetOrderFacts = (eventId: string) => recentFacts.delete(eventId);

/** Why a code cannot be used now, or null: unknown, switched off, not yet or no longer valid, used up. */
export function promoProblem(promo: PromoFacts | null, now: Date): AppError | null {
  if (!promo?.active) return new AppError('BUSINESS_RULE', 'This promo code is not valid for this event');
  if (promo.valid_from && promo.valid_from.getTime() > now.getTime())
    return new AppError('BUSINESS_RULE', 'This promo code is not valid yet');
  if (promo.valid_until && promo.valid_until.getTime() <= now.getTime())
    return new AppError('BUSINESS_RULE', 'This promo code has expired');
  if (promo.max_uses !== null && promo.uses >= promo.max_uses)
    return new AppError('BUSINESS_RULE', 'This promo code has been used up');
  return null;
}

/** A type is open to this buyer: visible, or hidden and unlocked by their code. */
export const typeOffered = (type: TypeFacts, promo: PromoFacts | null) =>
  !type.hidden || (promo?.unlocks_ticket_type_ids.includes(type.id) ?? false);

export const typeOnSale = (type: TypeFacts, now: Date) =>
  (type.sales_start_at === null || type.sales_start_at.getTime() <= now.getTime()) &&
  (type.sales_end_at === null || type.sales_end_at.getTime() > now.getTime());

/** The code's saving on one ticket of a type: a percentage rounded to whole credits, or an amount, never below 0. */
export function unitDiscount(promo: PromoFacts | null, type: TypeFacts) {
  if (!promo) return 0;
  if (promo.ticket_type_ids && !promo.ticket_type_ids.includes(type.id)) return 0;
  if (promo.percent_off !== null) return Math.round((type.price_credits * promo.percent_off) / 100);
  if (promo.credits_off !== null) return Math.min(type.price_credits, promo.credits_off);
  return 0;
}

/**
 * The lines asked for: `items` as sent, or `seats` of the first visible type on sale (decision 078: a code's hidden
 * types are bought by naming them, never by a bare seat count). Each type must exist, be offered to this buyer and
 * be on sale, within its maximum per booking. Lines keep the order of `items`, which is the order `attendees` name
 * their tickets in (the contract's ZCreateBookingRequest).
 */
export function orderLines(
  facts: OrderFacts,
  request: { seats?: number | undefined; items?: TBookingItemRequest[] | undefined },
  now: Date,
): PricedLine[] {
  const items: TBookingItemRequest[] =
    request.items ??
    (() => {
      const first = facts.types.find((type) => !type.hidden && typeOnSale(type, now));
      if (!first) throw new AppError('BUSINESS_RULE', 'No tickets are on sale for this event at the moment');
      return [{ ticketTypeId: first.id, quantity: request.seats ?? 1 }];
    })();
  const byId = new Map(facts.types.map((type) => [type.id, type]));
  return items.map((item, index): PricedLine => {
    const type = byId.get(item.ticketTypeId);
    const path = `items.${index}.ticketTypeId`;
    if (!type || !typeOffered(type, facts.promo))
      throw new AppError('NOT_FOUND', 'Ticket type not found', [{ path, message: 'No such ticket type' }]);
    if (!typeOnSale(type, now))
      throw new AppError(
        'BUSINESS_RULE',
        say('{type} tickets are not on sale at the moment', { type: type.name }),
        [{ path, message: 'Not on sale' }],
      );
    if (item.quantity > type.max_per_booking)
      throw new AppError(
        'VALIDATION_ERROR',
        say('At most {max} {type} tickets per booking', { max: type.max_per_booking, type: type.name }),
        [
          {
            path: request.items ? `items.${index}.quantity` : 'seats',
            message: say('At most {max}', { max: type.max_per_booking }),
          },
        ],
      );
    return {
      type,
      quantity: item.quantity,
      unitPrice: type.price_credits,
      unitDiscount: unitDiscount(facts.promo, type),
    };
  });
}

/** The questions put to an attendee holding a ticket of this type. */
export const questionsFor = (questions: QuestionFacts[], typeId: string) =>
  questions.filter(
    (question) => question.ticket_type_ids === null || question.ticket_type_ids.includes(typeId),
  );

const blank = (answer: TAnswer | undefined) =>
  answer === undefined || (typeof answer === 'string' && answer === '');

/** Why an answer does not fit its question, or null. */
function answerProblem(question: QuestionFacts, answer: TAnswer | undefined): string | null {
  if (blank(answer)) return question.required ? msg('An answer is required') : null;
  switch (question.kind) {
    case 'text':
      return typeof answer === 'string' ? null : msg('Answer in words');
    case 'number':
      return typeof answer === 'number' ? null : msg('Answer with a number');
    case 'boolean':
      return typeof answer === 'boolean' ? null : msg('Answer yes or no');
    case 'choice':
      return typeof answer === 'string' && question.options.includes(answer)
        ? null
        : msg('Choose one of the options');
  }
}

/**
 * Each attendee's answers checked against the questions their ticket's type is asked: a missing required answer,
 * an answer of the wrong kind, a choice outside the options, or an answer to a question not asked is refused in
 * one 400 that names the attendee (by number and name) and the question. Answers are kept only for questions asked.
 */
export function checkAnswers(
  questions: QuestionFacts[],
  attendees: { typeId: string; name: string | null; answers: TAnswers }[],
): TAnswers[] {
  const problems: SaidDetail[] = [];
  const kept = attendees.map((attendee, index) => {
    const asked = questionsFor(questions, attendee.typeId);
    const answers: TAnswers = {};
    for (const questionId of Object.keys(attendee.answers)) {
      if (!asked.some((question) => question.id === questionId))
        problems.push({
          path: `attendees.${index}.answers.${questionId}`,
          message: 'This question is not asked of this ticket',
        });
    }
    for (const question of asked) {
      const answer = attendee.answers[question.id];
      const problem = answerProblem(question, answer);
      if (problem)
        problems.push({
          path: `attendees.${index}.answers.${question.id}`,
          message: say(
            'Attendee {number}{name, select, none {} other { ({name})}}, “{question}”: {problem}',
            {
              number: index + 1,
              name: attendee.name ?? 'none',
              question: question.label,
              problem: say(problem),
            },
          ),
        });
      else if (!blank(answer)) answers[question.id] = answer as TAnswer;
    }
    return answers;
  });
  const [first] = problems;
  if (first) throw new AppError('VALIDATION_ERROR', first.message, problems);
  return kept;
}

/**
 * The whole order: lines priced, a ticket per person in the order of the lines with its attendee (`attendees` in that
 * order; fewer attendees than tickets leaves the rest unnamed, more is refused), answers checked.
 */
export function priceOrder(
  facts: OrderFacts,
  request: {
    seats?: number | undefined;
    items?: TBookingItemRequest[] | undefined;
    attendees?: TAttendeeInput[] | undefined;
  },
  now: Date,
): Order {
  const lines = orderLines(facts, request, now);
  const slots = lines.flatMap((line) =>
    Array.from({ length: line.quantity }, () => ({
      typeId: line.type.id,
      price: line.unitPrice - line.unitDiscount,
    })),
  );
  const attendees = request.attendees ?? [];
  if (attendees.length > slots.length)
    throw new AppError('VALIDATION_ERROR', 'More attendees than tickets', [
      { path: 'attendees', message: say('At most {count}', { count: slots.length }) },
    ]);
  const answers = checkAnswers(
    facts.questions,
    slots.map((slot, index) => ({
      typeId: slot.typeId,
      name: attendees[index]?.name ?? null,
      answers: attendees[index]?.answers ?? {},
    })),
  );
  const tickets = slots.map(
    (slot, index): TicketDraft => ({
      id: randomUUID(),
      code: newTicketCode(),
      typeId: slot.typeId,
      position: index + 1,
      price: slot.price,
      name: attendees[index]?.name ?? null,
      email: attendees[index]?.email ?? null,
      answers: answers[index] ?? {},
    }),
  );
  return {
    lines,
    tickets,
    seats: tickets.length,
    total: tickets.reduce((sum, ticket) => sum + ticket.price, 0),
    promoCodeId: facts.promo?.id ?? null,
  };
}

/** Seats of each type an order takes, for the seats' writer. */
export const typeSeatsOf = (order: Pick<Order, 'lines'>) =>
  order.lines.map((line) => ({ ticketTypeId: line.type.id, seats: line.quantity }));
