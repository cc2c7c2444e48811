// Over 300 lines: every notice a booking's stage changes write, beside the one shape of facts they share, so their wording stays one voice.
/**
 * What a booking's stage changes tell its booker (decision 041): the ticket when it is confirmed (the receipt of a paid
 * one), a cancellation, a refund and where it went, a move to another show. Each is written by lifecycle.ts or the
 * hold paths inside the change's transaction. Changes when what a booking notice says does.
 */

import { DEFAULT_UI_LANGUAGE, type TRealm, type TUiLanguage } from '@engagex/contracts';
import type { Transaction } from 'kysely';
import type { DB } from '../../../platform/db/schema.js';
import type { Executor } from '../../../platform/db/transaction.js';
import { say, written } from '../../../platform/i18n/say.js';
import { english } from '../../../platform/i18n/translate.js';
import { toInt } from '../../../platform/ledger/ledger.js';
import {
  type Notice,
  notify,
  type TicketFacts,
  type TicketPerson,
} from '../../../platform/notifications/outbox.js';
import { bookingsPage, type MoneyBack, moneyBackSaid, paidSaid, whenText } from '../notices.js';
import { ticketPayload } from './tickets.js';

/** What a ticket says of its show: the event, the slot's times and where it is (`e`, `s`, `v` and `d` joined). */
const SHOW_COLUMNS = [
  'e.title',
  'e.title_hi',
  'e.time_zone',
  'e.round_number',
  's.starts_at',
  's.ends_at',
  'v.name as venue_name',
  'v.address as venue_address',
  'd.name as district_name',
  'd.state as district_state',
] as const;

/** Everything a booking's notices say, read in the change's transaction (after its writes). */
export async function bookingFacts(executor: Executor, bookingIds: string[]) {
  if (bookingIds.length === 0) return [];
  const rows = await executor
    .selectFrom('bookings as b')
    .innerJoin('events as e', 'e.id', 'b.event_id')
    .innerJoin('event_slots as s', 's.id', 'b.slot_id')
    .innerJoin('districts as d', 'd.id', 'e.district_id')
    .leftJoin('venues as v', 'v.id', 'e.venue_id')
    .leftJoin('credit_purchases as p', 'p.id', 'b.purchase_id')
    .select([
      'b.id',
      'b.realm',
      'b.user_id',
      'b.seats',
      'b.status',
      'b.ticket_code',
      'b.paid_credits',
      'b.payment_method',
      'b.event_id',
      ...SHOW_COLUMNS,
      'p.amount_minor',
      'p.currency',
      'p.payment_id',
    ])
    .where('b.id', 'in', bookingIds)
    .orderBy('b.id')
    .execute();
  return rows.map((row) => ({
    ...row,
    amount_minor: row.amount_minor === null ? null : toInt(row.amount_minor),
  }));
}
export type BookingFacts = Awaited<ReturnType<typeof bookingFacts>>[number];

/** The venue as a sentence names it; an event without a venue is held somewhere in its district. */
const placeText = (row: BookingFacts) =>
  row.venue_name ? `${row.venue_name}, ${row.district_name}` : row.district_name;

/**
 * "2 seats for Jazz Night on Sat, 12 Dec 2026, 7:00 pm IST at Blue Hall, Pune", with the reader's time where their
 * clock reads differently (decision 053).
 */
export const bookingText = (row: BookingFacts, readerZone: string | null) =>
  english(bookingSaid(row, readerZone, DEFAULT_UI_LANGUAGE));

/** The event's title, and the organiser's Hindi one for Hindi readers (decision 077). */
const eventTitle = (row: BookingFacts) => written(row.title, { 'hi-IN': row.title_hi });

/** `bookingText` as a sentence to say in the reader's language (decision 077). */
export const bookingSaid = (row: BookingFacts, readerZone: string | null, language: TUiLanguage) =>
  say('{seats, plural, one {# seat} other {# seats}} for {event} on {when} at {place}', {
    seats: row.seats,
    event: eventTitle(row),
    when: whenText(row.starts_at, row.time_zone, readerZone, language),
    place: placeText(row),
  });

/**
 * Each person's live ticket on bookings of several, by booking (decision 078): code, QR, name and type, in ticket
 * order. A booking of one has none: its booking code is that person's ticket.
 */
export async function ticketPeople(executor: Executor, bookingIds: string[]) {
  const people = new Map<string, TicketPerson[]>();
  if (bookingIds.length === 0) return people;
  const rows = await executor
    .selectFrom('tickets as k')
    .innerJoin('bookings as b', 'b.id', 'k.booking_id')
    .innerJoin('booking_items as i', (join) =>
      join.onRef('i.booking_id', '=', 'k.booking_id').onRef('i.ticket_type_id', '=', 'k.ticket_type_id'),
    )
    .select(['k.booking_id', 'k.code', 'k.attendee_name', 'i.name', 'b.realm'])
    .where('k.booking_id', 'in', bookingIds)
    .where('k.status', '<>', 'cancelled')
    .orderBy('k.booking_id')
    .orderBy('k.position')
    .execute();
  for (const row of rows) {
    const list = people.get(row.booking_id) ?? [];
    list.push({
      code: row.code,
      qrPayload: ticketPayload(row.realm, row.code),
      name: row.attendee_name,
      typeName: row.name,
    });
    people.set(row.booking_id, list);
  }
  for (const [bookingId, list] of people) if (list.length < 2) people.delete(bookingId);
  return people;
}

/** The ticket as its email shows it, with each person's own on a booking of several; null until it has a code. */
export function ticketFacts(row: BookingFacts, people?: TicketPerson[]): TicketFacts | null {
  if (!row.ticket_code) return null;
  return {
    ...(people && people.length > 0 ? { people } : {}),
    bookingId: row.id,
    code: row.ticket_code,
    qrPayload: ticketPayload(row.realm, row.ticket_code),
    eventTitle: row.title,
    eventTitleHi: row.title_hi,
    // Slots carry no names of their own; a competition's round is the one name a show has.
    showName: row.round_number ? `Round ${row.round_number}` : null,
    venueName: row.venue_name ?? row.district_name,
    venueAddress: row.venue_address ?? `${row.district_name}, ${row.district_state}`,
    startsAt: row.starts_at.toISOString(),
    endsAt: row.ends_at.toISOString(),
    timeZone: row.time_zone,
    seats: row.seats,
  };
}

/**
 * The ticket of a booking just confirmed, the receipt of what was paid. Once per booking (`onceKey`): the gateway's
 * webhook and the checkout's return both reach the pay transition, and only the first one confirms.
 */
function confirmedNotice(row: BookingFacts, people?: TicketPerson[]): Notice {
  const ticket = ticketFacts(row, people);
  return {
    userId: row.user_id,
    kind: 'booking-confirmed',
    title: say('Ticket confirmed: {event}', { event: eventTitle(row) }),
    body: (reader, language) =>
      say('{booking}. Ticket code {code}. {paid}', {
        booking: bookingSaid(row, reader, language),
        code: row.ticket_code ?? '',
        paid: paidSaid({
          credits: row.paid_credits,
          method: row.payment_method,
          amountMinor: row.amount_minor,
          currency: row.currency,
        }),
      }),
    link: bookingsPage(row.realm),
    details: { ...(ticket ? { ticket } : {}), reference: row.payment_id },
    onceKey: `booking-confirmed:${row.id}`,
  };
}

/** Tells each booking just confirmed its ticket, read after the confirmation's writes. */
export async function tellConfirmed(trx: Transaction<DB>, bookingIds: string[]) {
  const people = await ticketPeople(trx, bookingIds);
  await notify(
    trx,
    (await bookingFacts(trx, bookingIds)).map((row) => confirmedNotice(row, people.get(row.id))),
  );
}

/** The event and slot a grouped hold is for, with its price, or undefined when there is no such show. */
export async function showFacts(executor: Executor, realm: TRealm, eventId: string, slotId: string) {
  return executor
    .selectFrom('events as e')
    .innerJoin('event_slots as s', 's.event_id', 'e.id')
    .innerJoin('districts as d', 'd.id', 'e.district_id')
    .leftJoin('venues as v', 'v.id', 'e.venue_id')
    .select(['e.id as event_id', 'e.price_credits', ...SHOW_COLUMNS])
    .where('e.id', '=', eventId)
    .where('e.realm', '=', realm)
    .where('s.id', '=', slotId)
    .executeTakeFirst();
}
export type ShowFacts = NonNullable<Awaited<ReturnType<typeof showFacts>>>;

/**
 * The tickets of free bookings a grouped hold is about to write, made before its statement from the show and the ids
 * and codes it will write: the grouped hold writes them ahead of the statement, so the hot slot's row stays locked
 * only from the statement to its commit (hold-together.ts).
 */
export function freeTicketNotices(
  realm: TRealm,
  show: ShowFacts,
  holds: { bookingId: string; userId: string; seats: number; ticketCode: string; people?: TicketPerson[] }[],
): Notice[] {
  return holds.map((hold) =>
    confirmedNotice(
      {
        ...show,
        id: hold.bookingId,
        realm,
        user_id: hold.userId,
        seats: hold.seats,
        status: 'confirmed',
        ticket_code: hold.ticketCode,
        paid_credits: 0,
        payment_method: 'free',
        amount_minor: null,
        currency: null,
        payment_id: null,
      },
      // As ticketPeople reads them: only a booking of several lists each person.
      hold.people && hold.people.length > 1 ? hold.people : undefined,
    ),
  );
}

/**
 * A booking cancelled on its own (by its booker or an organiser): a refund when money went back, else a
 * cancellation. Once per booking: a booking is cancelled at most once.
 */
export async function tellCancelled(
  trx: Transaction<DB>,
  bookingId: string,
  input: { back: MoneyBack; byOrganiser: boolean; reason: string },
) {
  const [row] = await bookingFacts(trx, [bookingId]);
  if (!row) return;
  const refunded = input.back !== null;
  const event = eventTitle(row);
  await notify(trx, {
    userId: row.user_id,
    kind: refunded ? 'booking-refunded' : 'booking-cancelled',
    title: refunded ? say('Refund: {event}', { event }) : say('Booking cancelled: {event}', { event }),
    body: (reader, language) => {
      const booking = bookingSaid(row, reader, language);
      const back = moneyBackSaid(input.back);
      return input.byOrganiser
        ? say('The organiser cancelled your booking of {booking} ({reason}). {back}', {
            booking,
            reason: input.reason.replace(/\.$/, ''),
            back,
          })
        : say('You cancelled your booking of {booking}. {back}', { booking, back });
    },
    link: bookingsPage(row.realm),
    details: { reference: input.back?.to === 'original' ? row.payment_id : null },
    onceKey: `${refunded ? 'booking-refunded' : 'booking-cancelled'}:${row.id}`,
  });
}

/**
 * Some tickets of a booking cancelled (decision 078): how many, and where their share went ("1 ticket cancelled,
 * ₹400 is being refunded to the card"). Once per cancel (`onceKey`, the cancel's refund key).
 */
export async function tellTicketsCancelled(
  trx: Transaction<DB>,
  bookingId: string,
  input: { count: number; back: MoneyBack; byOrganiser: boolean; reason: string; onceKey: string },
) {
  const [row] = await bookingFacts(trx, [bookingId]);
  if (!row) return;
  const event = eventTitle(row);
  await notify(trx, {
    userId: row.user_id,
    kind: input.back ? 'booking-refunded' : 'booking-cancelled',
    title: say('{count, plural, one {# ticket} other {# tickets}} cancelled: {event}', {
      count: input.count,
      event,
    }),
    body: (reader, language) => {
      const booking = bookingSaid(row, reader, language);
      const back = moneyBackSaid(input.back);
      return input.byOrganiser
        ? say(
            'The organiser cancelled {count, plural, one {# ticket} other {# tickets}} of your booking ({reason}); it now holds {booking}. {back}',
            { count: input.count, reason: input.reason.replace(/\.$/, ''), booking, back },
          )
        : say(
            'You cancelled {count, plural, one {# ticket} other {# tickets}}; your booking now holds {booking}. {back}',
            { count: input.count, booking, back },
          );
    },
    link: bookingsPage(row.realm),
    details: { reference: input.back?.to === 'original' ? row.payment_id : null },
    onceKey: `tickets-cancelled:${input.onceKey}`,
  });
}

/**
 * A booking moved to another show: the new time, and the ticket that still admits to it. No `onceKey`: each transfer
 * is its own change, made once by one request (a retry is refused as already in that slot), and a booking moved
 * back and forth is told each time.
 */
export async function tellTransferred(trx: Transaction<DB>, bookingId: string, from: { starts_at: Date }) {
  const [row] = await bookingFacts(trx, [bookingId]);
  if (!row) return;
  const ticket = ticketFacts(row, (await ticketPeople(trx, [bookingId])).get(bookingId));
  await notify(trx, {
    userId: row.user_id,
    kind: 'booking-transferred',
    title: say('Booking moved: {event}', { event: eventTitle(row) }),
    body: (reader, language) => {
      const moved = say(
        'Your {seats, plural, one {# seat} other {# seats}} for {event} moved from {from} to {to} at {place}.',
        {
          seats: row.seats,
          event: eventTitle(row),
          from: whenText(from.starts_at, row.time_zone, reader, language),
          to: whenText(row.starts_at, row.time_zone, reader, language),
          place: placeText(row),
        },
      );
      return row.ticket_code
        ? say('{moved} Your ticket code {code} stays the same.', { moved, code: row.ticket_code })
        : moved;
    },
    link: bookingsPage(row.realm),
    details: ticket ? { ticket } : {},
  });
}

/**
 * A gateway payment that arrived when its hold could no longer take it (lapsed, cancelled, off sale): the payment
 * is refunded whole, in the transaction that refuses it. Once per purchase.
 */
export async function tellPaymentRefused(
  trx: Transaction<DB>,
  bookingId: string,
  purchase: { id: string; amount_minor: string | number | bigint; currency: string; credits: number },
  reason: string,
) {
  const [row] = await bookingFacts(trx, [bookingId]);
  if (!row) return;
  await notify(trx, {
    userId: row.user_id,
    kind: 'booking-refunded',
    title: say('Refund: {event}', { event: eventTitle(row) }),
    body: (reader, language) =>
      say('Your payment for {booking} could not be used. {reason}. {back}', {
        booking: bookingSaid(row, reader, language),
        reason: reason.replace(/\.$/, ''),
        back: moneyBackSaid({
          to: 'original',
          amountMinor: toInt(purchase.amount_minor),
          currency: purchase.currency,
          credits: purchase.credits,
        }),
      }),
    link: bookingsPage(row.realm),
    onceKey: `booking-payment-refused:${purchase.id}`,
  });
}
