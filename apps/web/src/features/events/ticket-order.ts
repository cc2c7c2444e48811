/**
 * The buyer's order worked out in the browser (decision 078), with the rules the server applies, so a mistake is
 * shown on the right field before anything is sent: which types are on sale, how many of each the chosen show can
 * still sell, the tickets in the event's display order, the questions each ticket's holder is asked, and the
 * attendees' answers checked and turned into the booking's `attendees`. Changes when an order's rules do.
 */
import {
  MAX_SEATS_PER_BOOKING,
  type TAnswers,
  type TAttendeeInput,
  type TEventSlot,
  type TQuestion,
  type TTicketType,
} from '@engagex/contracts';
import { contentText } from '@/lib/content-text';
import { t } from './event-page/messages';

/** How many of each type the buyer wants, by type id. */
export type Quantities = Record<string, number>;

/** What a buyer typed on one ticket's card: numbers stay text until sent; yes/no is a boolean once answered. */
export interface AttendeeDraft {
  name: string;
  email: string;
  answers: Record<string, string | boolean>;
}

export const emptyDraft = (): AttendeeDraft => ({ name: '', email: '', answers: {} });

/** One ticket of the order: its type and its place (0-based) among the booking's tickets. */
export interface TicketLine {
  index: number;
  type: TTicketType;
}

/** The type's name in the reader's language (its `nameHi` for Hindi readers, as titles do). */
export const typeName = (type: { name: string; nameHi?: string | null | undefined }): string =>
  contentText(type.name, type.nameHi);

export type SaleState = 'onSale' | 'notYet' | 'ended';

/** Where a type stands against its sales window now (the server's `onSale` says the same at the time it answered). */
export function saleState(type: TTicketType, now: number): SaleState {
  if (type.salesEndAt !== null && Date.parse(type.salesEndAt) <= now) return 'ended';
  if (type.salesStartAt !== null && Date.parse(type.salesStartAt) > now) return 'notYet';
  return type.onSale ? 'onSale' : 'notYet';
}

/** Types in the order the event page lists them (and the server numbers tickets). */
export const inDisplayOrder = (types: TTicketType[]): TTicketType[] =>
  types.toSorted((a, b) => a.displayOrder - b.displayOrder);

/**
 * How many of a type the show can still sell: the event detail's figure for the show, never more than the seats the
 * live count says are free. A type the show does not offer (hidden, not unlocked) has none.
 */
export function availableOf(
  type: TTicketType,
  detailSlot: TEventSlot | undefined,
  liveSeats: number,
): number {
  if (!detailSlot?.ticketTypes) return Math.max(0, liveSeats);
  const offered = detailSlot.ticketTypes.find((entry) => entry.ticketTypeId === type.id);
  return offered ? Math.max(0, Math.min(offered.available, liveSeats)) : 0;
}

export const totalTickets = (quantities: Quantities): number =>
  Object.values(quantities).reduce((sum, quantity) => sum + quantity, 0);

/**
 * The most of one type the buyer may ask for, given what the others already take: its maximum per booking, what
 * the show has left of it, the show's free seats and the booking's cap of 10 in all.
 */
export function maxOfType(
  type: TTicketType,
  quantities: Quantities,
  available: number,
  showSeats: number,
): number {
  const others = totalTickets(quantities) - (quantities[type.id] ?? 0);
  return Math.max(
    0,
    Math.min(type.maxPerBooking, available, showSeats - others, MAX_SEATS_PER_BOOKING - others),
  );
}

/** The order's items, types in display order, none of quantity 0. */
export const itemsOf = (types: TTicketType[], quantities: Quantities) =>
  inDisplayOrder(types)
    .filter((type) => (quantities[type.id] ?? 0) > 0)
    .map((type) => ({ ticketTypeId: type.id, quantity: quantities[type.id] ?? 0 }));

/** The items as the code check's query carries them: `typeId:quantity,typeId:quantity`. */
export const itemsQuery = (items: { ticketTypeId: string; quantity: number }[]): string =>
  items.map((item) => `${item.ticketTypeId}:${item.quantity}`).join(',');

/** A ticket per person, in the order the booking's tickets will have. */
export const ticketLines = (types: TTicketType[], quantities: Quantities): TicketLine[] =>
  inDisplayOrder(types)
    .flatMap((type) => Array.from({ length: quantities[type.id] ?? 0 }, () => type))
    .map((type, index) => ({ index, type }));

/** What the order costs before any code: each type's price times its quantity. */
export const subtotalOf = (types: TTicketType[], quantities: Quantities): number =>
  types.reduce((sum, type) => sum + type.priceCredits * (quantities[type.id] ?? 0), 0);

/** The questions put to the holder of a ticket of this type, in display order. */
export const questionsFor = (questions: TQuestion[], typeId: string): TQuestion[] =>
  questions
    .filter((question) => question.ticketTypeIds === null || question.ticketTypeIds.includes(typeId))
    .toSorted((a, b) => a.displayOrder - b.displayOrder);

const blank = (answer: string | boolean | undefined) =>
  answer === undefined || (typeof answer === 'string' && answer.trim() === '');

const hasData = (draft: AttendeeDraft | undefined) =>
  draft !== undefined &&
  (draft.name.trim() !== '' ||
    draft.email.trim() !== '' ||
    Object.values(draft.answers).some((answer) => !blank(answer)));

/** Field keys as the server's 400 names them (`attendees.N.name`, `attendees.N.answers.<questionId>`). */
export const nameKey = (index: number) => `attendees.${index}.name`;
export const emailKey = (index: number) => `attendees.${index}.email`;
export const answerKey = (index: number, questionId: string) => `attendees.${index}.answers.${questionId}`;

/**
 * How many attendees are sent: every ticket up to the last one with something typed on it or a question to
 * answer (the server reads attendees in ticket order; the tickets after them stay unnamed).
 */
export function attendeesToSend(
  lines: TicketLine[],
  drafts: AttendeeDraft[],
  questions: TQuestion[],
): number {
  let count = 0;
  for (const line of lines) {
    if (hasData(drafts[line.index]) || questionsFor(questions, line.type.id).length > 0)
      count = line.index + 1;
  }
  return count;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Why an answer does not fit its question, or null: the server's rules (`bookings/order.ts`). */
function answerProblem(question: TQuestion, answer: string | boolean | undefined): string | null {
  if (blank(answer)) return question.required ? t('buy.error.required') : null;
  switch (question.kind) {
    case 'number':
      return typeof answer === 'string' && Number.isFinite(Number(answer)) ? null : t('buy.error.number');
    case 'choice':
      return typeof answer === 'string' && question.options.includes(answer) ? null : t('buy.error.choice');
    default:
      return null;
  }
}

/** Every problem with the attendees' cards, keyed as the server would key it; empty when the order can be sent. */
export function checkAttendees(
  lines: TicketLine[],
  drafts: AttendeeDraft[],
  questions: TQuestion[],
): Record<string, string> {
  const errors: Record<string, string> = {};
  const sent = attendeesToSend(lines, drafts, questions);
  for (const line of lines.slice(0, sent)) {
    const draft = drafts[line.index] ?? emptyDraft();
    if (draft.name.trim() === '') errors[nameKey(line.index)] = t('buy.error.name');
    if (draft.email.trim() !== '' && !EMAIL.test(draft.email.trim()))
      errors[emailKey(line.index)] = t('buy.error.email');
    for (const question of questionsFor(questions, line.type.id)) {
      const problem = answerProblem(question, draft.answers[question.id]);
      if (problem) errors[answerKey(line.index, question.id)] = problem;
    }
  }
  return errors;
}

/** The booking's `attendees`: cards in ticket order, answers only to the questions asked, numbers as numbers. */
export function attendeeInputs(
  lines: TicketLine[],
  drafts: AttendeeDraft[],
  questions: TQuestion[],
): TAttendeeInput[] {
  const sent = attendeesToSend(lines, drafts, questions);
  return lines.slice(0, sent).map((line) => {
    const draft = drafts[line.index] ?? emptyDraft();
    const answers: TAnswers = {};
    for (const question of questionsFor(questions, line.type.id)) {
      const answer = draft.answers[question.id];
      if (blank(answer) || answer === undefined) continue;
      answers[question.id] =
        question.kind === 'number' ? Number(answer) : typeof answer === 'string' ? answer.trim() : answer;
    }
    const email = draft.email.trim();
    return {
      name: draft.name.trim(),
      ...(email ? { email } : {}),
      ...(Object.keys(answers).length > 0 ? { answers } : {}),
    };
  });
}
