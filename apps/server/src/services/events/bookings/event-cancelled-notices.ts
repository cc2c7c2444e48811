/**
 * What an organiser's cancellation of an event tells the people holding a place at it (decision 041): one notice per
 * person, whatever they held (bookings in several shows, a competition entry), saying what happens to each one's
 * money. Written in the transaction that cancels the event. Changes when that notice's wording does.
 */

import type { TRealm, TUiLanguage } from '@engagex/contracts';
import type { Transaction } from 'kysely';
import type { DB } from '../../../platform/db/schema.js';
import { say, written } from '../../../platform/i18n/say.js';
import { translate } from '../../../platform/i18n/translate.js';
import { type Notice, notify } from '../../../platform/notifications/outbox.js';
import {
  bookingsPage,
  eventCancelledSaid,
  type MoneyBack,
  moneyBackSaid,
  registrationsPage,
  whenText,
} from '../notices.js';
import { type BookingFacts, bookingFacts } from './booking-notices.js';

/** A booking the cancellation let go, with its stage before it did. */
export type CancelledHolding = {
  kind: 'booking';
  id: string;
  userId: string;
  wasHeld: boolean;
  back: MoneyBack;
};
/** A competition entry the withdrawal cancelled. */
export type WithdrawnHolding = { kind: 'entry'; id: string; userId: string; back: MoneyBack };
export type Holding = CancelledHolding | WithdrawnHolding;

/** A cancelled booking's line, said in the reader's language (decision 077) and zone (decision 053). */
function bookingLine(
  holding: CancelledHolding,
  facts: BookingFacts,
  reader: string | null,
  language: TUiLanguage,
) {
  const what = say('{seats, plural, one {# seat} other {# seats}} on {when}', {
    seats: facts.seats,
    when: whenText(facts.starts_at, facts.time_zone, reader, language),
  });
  if (holding.wasHeld) return say('Your hold on {what} was released; nothing was charged.', { what });
  if (!holding.back)
    return say('Your free booking of {what} is cancelled; there was nothing to pay.', { what });
  return say('Your booking of {what} is cancelled. {back}', { what, back: moneyBackSaid(holding.back) });
}

const entryLine = (holding: WithdrawnHolding) =>
  holding.back
    ? say('Your competition entry is withdrawn. {back}', { back: moneyBackSaid(holding.back) })
    : say('Your competition entry is withdrawn. It had no fee to refund.');

/**
 * Each holder told once. The key names the event and the first record the cancellation let go for this person: a
 * second organiser cancelling at once finds nothing left to let go, and an event published again and cancelled again
 * lets go other records, so its holders are told again.
 */
export async function tellEventCancelled(
  trx: Transaction<DB>,
  realm: TRealm,
  event: { id: string; title: string; reason: string },
  holdings: Holding[],
) {
  const facts = new Map(
    (
      await bookingFacts(
        trx,
        holdings.filter((holding) => holding.kind === 'booking').map((holding) => holding.id),
      )
    ).map((row) => [row.id, row]),
  );
  const byUser = new Map<string, Holding[]>();
  for (const holding of holdings)
    byUser.set(holding.userId, [...(byUser.get(holding.userId) ?? []), holding]);
  const notices: Notice[] = [];
  // The organiser's Hindi title, where they wrote one: every booking here is of this event.
  const title = written(event.title, { 'hi-IN': [...facts.values()][0]?.title_hi });
  // Bookings in the order of their shows, then the entry: the order the person lives them in.
  const order = (holding: Holding) => facts.get(holding.id)?.starts_at.getTime() ?? Number.POSITIVE_INFINITY;
  for (const [userId, unordered] of byUser) {
    const held = unordered.toSorted((a, b) => order(a) - order(b));
    // Written in the reader's zone (decision 053) and language (decision 077) once notify knows them.
    const lines = (reader: string | null, language: TUiLanguage) =>
      held.map((holding) =>
        holding.kind === 'entry'
          ? entryLine(holding)
          : bookingLine(holding, facts.get(holding.id) as BookingFacts, reader, language),
      );
    const first = held.map((holding) => holding.id).sort()[0];
    notices.push({
      userId,
      kind: 'event-cancelled',
      title: say('Event cancelled: {event}', { event: title }),
      body: (reader, language) =>
        [eventCancelledSaid(title, event.reason), ...lines(reader, language)]
          .map((sentence) => translate(language, sentence))
          .join(' '),
      link: held.some((holding) => holding.kind === 'booking')
        ? bookingsPage(realm)
        : registrationsPage(realm),
      onceKey: `event-cancelled:${event.id}:${first}`,
    });
  }
  await notify(trx, notices);
}
