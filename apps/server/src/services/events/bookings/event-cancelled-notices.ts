/**
 * What an organiser's cancellation of an event tells the people holding a place at it (decision 041): one notice per
 * person, whatever they held (bookings in several shows, a competition entry), saying what happens to each one's
 * money. Written in the transaction that cancels the event. Changes when that notice's wording does.
 */

import type { TRealm } from '@engagex/contracts';
import type { Transaction } from 'kysely';
import type { DB } from '../../../platform/db/schema.js';
import { type Notice, notify } from '../../../platform/notifications/outbox.js';
import {
  bookingsPage,
  eventCancelledText,
  type MoneyBack,
  moneyBackText,
  registrationsPage,
  whenText,
} from '../notices.js';
import { type BookingFacts, bookingFacts } from './booking-notices.js';
import { seatsText } from './hold-terms.js';

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

function bookingLine(holding: CancelledHolding, facts: BookingFacts, reader: string | null) {
  const what = `${seatsText(facts.seats)} on ${whenText(facts.starts_at, facts.time_zone, reader)}`;
  if (holding.wasHeld) return `Your hold on ${what} was released; nothing was charged.`;
  if (!holding.back) return `Your free booking of ${what} is cancelled; there was nothing to pay.`;
  return `Your booking of ${what} is cancelled. ${moneyBackText(holding.back)}`;
}

const entryLine = (holding: WithdrawnHolding) =>
  `Your competition entry is withdrawn. ${holding.back ? moneyBackText(holding.back) : 'It had no fee to refund.'}`;

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
  // Bookings in the order of their shows, then the entry: the order the person lives them in.
  const order = (holding: Holding) => facts.get(holding.id)?.starts_at.getTime() ?? Number.POSITIVE_INFINITY;
  for (const [userId, unordered] of byUser) {
    const held = unordered.toSorted((a, b) => order(a) - order(b));
    // Written in the reader's zone (decision 053) once notify knows it.
    const lines = (reader: string | null) =>
      held.map((holding) =>
        holding.kind === 'entry'
          ? entryLine(holding)
          : bookingLine(holding, facts.get(holding.id) as BookingFacts, reader),
      );
    const first = held.map((holding) => holding.id).sort()[0];
    notices.push({
      userId,
      kind: 'event-cancelled',
      title: `Event cancelled: ${event.title}`,
      body: (reader) => `${eventCancelledText(event.title, event.reason)} ${lines(reader).join(' ')}`,
      link: held.some((holding) => holding.kind === 'booking')
        ? bookingsPage(realm)
        : registrationsPage(realm),
      onceKey: `event-cancelled:${event.id}:${first}`,
    });
  }
  await notify(trx, notices);
}
