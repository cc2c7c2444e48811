/**
 * What an organiser's move of an event or of one of its shows tells the people holding a place at it (decision 039):
 * one notice per person, the old and the new time in the event's zone, that the ticket still admits at the new time,
 * and what they can do with their money if the new time does not suit them. Written in the transaction of the move.
 * Changes when that notice's wording, or the cancel and refund rules it quotes (decisions 033, 038), do.
 */

import type { TRealm, TUiLanguage } from '@engagex/contracts';
import type { Transaction } from 'kysely';
import type { DB } from '../../../platform/db/schema.js';
import { type Said, say, written } from '../../../platform/i18n/say.js';
import { translate } from '../../../platform/i18n/translate.js';
import { type Notice, notify, type TicketFacts } from '../../../platform/notifications/outbox.js';
import { ENTRY_CHANGES_FROM } from '../contestants/transitions.js';
import { bookingsPage, registrationsPage, whenText } from '../notices.js';
import { type BookingFacts, bookingFacts, ticketFacts } from './booking-notices.js';

/** A show's time before the move: its start and the zone people read it in. */
export type ShowTime = { startsAt: Date; timeZone: string };
/** The competition's dates before and after the move, when they changed. */
export type EntryMove = { from: ShowTime; to: ShowTime };

/**
 * A booker may cancel a confirmed booking until its show starts, and gets back everything paid: to the card by
 * default when paid through the gateway, as credits when paid with credits (cancel.ts, lifecycle.ts).
 */
function bookingMoneySaid(row: BookingFacts): Said {
  if (row.paid_credits === 0)
    return say(
      'If the new time does not suit you, cancel your booking in My bookings before the show; it was free, so there is nothing to refund.',
    );
  if (row.payment_method === 'gateway' && row.amount_minor !== null)
    return say(
      'If the new time does not suit you, cancel your booking in My bookings before the show for a full refund to the card or account you paid with.',
    );
  return say(
    'If the new time does not suit you, cancel your booking in My bookings before the show for a full refund of {credits, plural, one {# credit} other {# credits}} to your wallet.',
    { credits: row.paid_credits },
  );
}

/** A moved booking's line, in the reader's zone (decision 053) and language (decision 077). */
function bookingLine(row: BookingFacts, from: ShowTime, reader: string | null, language: TUiLanguage): Said {
  const times = {
    from: whenText(from.startsAt, from.timeZone, reader, language),
    to: whenText(row.starts_at, row.time_zone, reader, language),
    seats: row.seats,
  };
  if (row.status === 'held')
    return say(
      'Your hold on {seats, plural, one {# seat} other {# seats}} moved from {from} to {to}; nothing has been charged. Pay before the hold lapses to keep the seats at the new time, or release them in My bookings.',
      times,
    );
  return row.ticket_code
    ? say(
        'Your {seats, plural, one {# seat} other {# seats}} moved from {from} to {to}, and your ticket {code} stays valid at the new time. {money}',
        {
          ...times,
          code: row.ticket_code,
          money: bookingMoneySaid(row),
        },
      )
    : say(
        'Your {seats, plural, one {# seat} other {# seats}} moved from {from} to {to}, and your ticket stays valid at the new time. {money}',
        {
          ...times,
          money: bookingMoneySaid(row),
        },
      );
}

/** An entrant may withdraw before the competition starts; the fee comes back by the contest fee rule (contracts). */
function entryLine(
  entry: { paid_credits: number; payment_method: string | null },
  move: EntryMove,
  reader: string | null,
  language: TUiLanguage,
): Said {
  const times = {
    to: whenText(move.to.startsAt, move.to.timeZone, reader, language),
    from: whenText(move.from.startsAt, move.from.timeZone, reader, language),
  };
  if (entry.paid_credits === 0)
    return say(
      'The competition now starts {to} (it was {from}), and your entry stands. If the new time does not suit you, withdraw your entry in My registrations before it starts; nothing has been paid, so there is nothing to refund.',
      times,
    );
  return entry.payment_method === 'gateway'
    ? say(
        'The competition now starts {to} (it was {from}), and your entry stands. If the new time does not suit you, withdraw your entry in My registrations before it starts: the whole fee comes back to the card or account you paid with until 7 days before the new start, half of it after that.',
        times,
      )
    : say(
        'The competition now starts {to} (it was {from}), and your entry stands. If the new time does not suit you, withdraw your entry in My registrations before it starts: the whole fee comes back to your wallet until 7 days before the new start, half of it after that.',
        times,
      );
}

/**
 * Tells everyone with a live place at a moved show: held or confirmed bookings of the moved slots not yet used, and
 * when the competition's dates moved, entries that can still be withdrawn. No `onceKey`: a move is made once by one
 * request (a retry finds nothing left to move), and a show moved back and forth is told each time.
 */
export async function tellEventMoved(
  trx: Transaction<DB>,
  realm: TRealm,
  event: { id: string; title: string },
  moves: { slots: Map<string, ShowTime>; entries: EntryMove | null },
) {
  const slotIds = [...moves.slots.keys()];
  const live =
    slotIds.length === 0
      ? []
      : await trx
          .selectFrom('bookings')
          .select(['id', 'slot_id'])
          .where('slot_id', 'in', slotIds)
          .where('checked_in_at', 'is', null)
          // A hold past its time has lapsed, even before the sweep marks it expired.
          .where((eb) =>
            eb.or([
              eb('status', '=', 'confirmed'),
              eb.and([eb('status', '=', 'held'), eb('hold_expires_at', '>', new Date())]),
            ]),
          )
          .execute();
  const slotOf = new Map(live.map((row) => [row.id, row.slot_id]));
  const bookings = await bookingFacts(trx, [...slotOf.keys()]);
  const entries = moves.entries
    ? await trx
        .selectFrom('contestants as c')
        .leftJoin('credit_purchases as p', 'p.id', 'c.purchase_id')
        .select(['c.id', 'c.user_id', 'c.paid_credits', 'p.status as purchase_status'])
        .where('c.event_id', '=', event.id)
        .where('c.status', 'in', ENTRY_CHANGES_FROM.cancel)
        .orderBy('c.id')
        .execute()
    : [];
  // Each line is written in its reader's zone (decision 053), when notify knows it.
  type Line = (reader: string | null, language: TUiLanguage) => Said;
  const people = new Map<string, { lines: Line[]; ticket: TicketFacts | null; booked: boolean }>();
  const of = (userId: string) => {
    const person = people.get(userId) ?? { lines: [], ticket: null, booked: false };
    people.set(userId, person);
    return person;
  };
  // The person's shows in the order they live them.
  for (const row of bookings.toSorted((a, b) => a.starts_at.getTime() - b.starts_at.getTime())) {
    const person = of(row.user_id);
    const from = moves.slots.get(slotOf.get(row.id) as string) as ShowTime;
    person.lines.push((reader, language) => bookingLine(row, from, reader, language));
    person.booked = true;
    // The email's calendar file replaces the ticket's entry (same UID, the booking's id) with the new time.
    if (row.status === 'confirmed') person.ticket ??= ticketFacts(row);
  }
  for (const entry of entries) {
    const paid = {
      paid_credits: entry.paid_credits,
      payment_method: entry.purchase_status === 'completed' ? 'gateway' : null,
    };
    of(entry.user_id).lines.push((reader, language) =>
      entryLine(paid, moves.entries as EntryMove, reader, language),
    );
  }
  // The organiser's Hindi title, where they wrote one: every booking here is of this event.
  const title = written(event.title, { 'hi-IN': bookings[0]?.title_hi });
  const notices: Notice[] = [...people].map(([userId, person]) => ({
    userId,
    kind: 'event-moved',
    title: say('Event moved: {event}', { event: title }),
    body: (reader, language) =>
      [
        say('The organiser moved {event}.', { event: title }),
        ...person.lines.map((line) => line(reader, language)),
      ]
        .map((sentence) => translate(language, sentence))
        .join(' '),
    link: person.booked ? bookingsPage(realm) : registrationsPage(realm),
    details: person.ticket ? { ticket: person.ticket } : {},
  }));
  if (notices.length > 0) await notify(trx, notices);
  return notices.length;
}
