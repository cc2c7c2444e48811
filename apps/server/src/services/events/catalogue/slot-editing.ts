/**
 * Adding and changing an event's shows (its slots) for the organisers who run it (decision 046): a show stays
 * within its event's dates and its venue's size; capacity never drops below the seats taken; a moved show is told
 * to everyone holding a place (event-moves.ts); seats a capacity raise adds go to the waitlist first (decision
 * 042). The events themselves are edited in event-editing.ts. Changes when those rules do.
 */
import type { TRealm, ZSlotInput } from '@engagex/contracts';
import type { z } from 'zod';
import type { Database } from '../../../platform/db/database.js';
import { AppError, notFound } from '../../../platform/errors.js';
import { say } from '../../../platform/i18n/say.js';
import { momentIn } from '../../../platform/moments.js';
import { tellEventMoved } from '../bookings/event-moved-notices.js';
import type { EventViewer } from '../organisers.js';
import { offerFreedSeats } from '../waitlist/offers.js';
import { lockEventTimes, refuseMoveIntoPast, refuseStartedMove } from './event-moves.js';
import { managedEvent } from './events.js';
import { getVenue } from './places.js';
import { slotWithLine, toSlot } from './shows.js';

/**
 * A show outside its event's dates, refused in words an organiser reads (decision 053): both in the event's own
 * zone, and the way out (extend the event's dates under Details first).
 */
function showOutsideEvent(event: { starts_at: Date; ends_at: Date; time_zone: string }) {
  const runs = {
    from: momentIn(event.starts_at, event.time_zone),
    to: momentIn(event.ends_at, event.time_zone),
  };
  return new AppError(
    'VALIDATION_ERROR',
    say(
      "This slot falls outside the event's dates. The event runs from {from} to {to}. To add a slot outside them, first change the event's start or end under Details.",
      runs,
    ),
    [
      {
        path: 'body.startsAt',
        message: say(
          "The event runs from {from} to {to}. To add a slot outside them, first change the event's start or end under Details.",
          runs,
        ),
      },
    ],
  );
}

export async function addSlot(
  db: Database,
  realm: TRealm,
  eventId: string,
  input: z.infer<typeof ZSlotInput>,
  viewer: EventViewer,
) {
  const event = await managedEvent(db, realm, eventId, viewer);
  // A slot is a showing of the event: it cannot start before the event does or end after it.
  if (
    Date.parse(input.startsAt) < Date.parse(event.startsAt) ||
    Date.parse(input.endsAt) > Date.parse(event.endsAt)
  ) {
    throw showOutsideEvent({
      starts_at: new Date(event.startsAt),
      ends_at: new Date(event.endsAt),
      time_zone: event.timeZone,
    });
  }
  if (event.venue) {
    const venue = await getVenue(db, event.venue.id);
    if (input.capacity > venue.capacity)
      throw new AppError(
        'VALIDATION_ERROR',
        say('The venue holds at most {capacity}', { capacity: venue.capacity }),
      );
  }
  const row = await db
    .insertInto('event_slots')
    .values({
      event_id: eventId,
      starts_at: new Date(input.startsAt),
      ends_at: new Date(input.endsAt),
      capacity: input.capacity,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  return toSlot({ ...row, waiting: 0 });
}

/**
 * Capacity can shrink only down to the seats already held or sold: the slot row is locked while checking. Times
 * stay within the event's dates, move only before the show starts and never into the past, and a new start is told
 * to everyone holding a place at the show (event-moves.ts).
 */
export async function updateSlot(
  db: Database,
  realm: TRealm,
  input: {
    eventId: string;
    slotId: string;
    capacity?: number | undefined;
    startsAt?: string | undefined;
    endsAt?: string | undefined;
    viewer: EventViewer;
  },
) {
  await managedEvent(db, realm, input.eventId, input.viewer);
  return db.transaction().execute(async (trx) => {
    let told: (() => Promise<unknown>) | null = null;
    if (input.startsAt && input.endsAt) {
      const { event, slots } = await lockEventTimes(trx, input.eventId);
      const current = slots.find((slot) => slot.id === input.slotId);
      if (!current) throw notFound('Slot');
      const startsAt = new Date(input.startsAt);
      const endsAt = new Date(input.endsAt);
      if (
        startsAt.getTime() !== current.starts_at.getTime() ||
        endsAt.getTime() !== current.ends_at.getTime()
      ) {
        refuseStartedMove(current.starts_at, new Date(), 'slot');
        refuseMoveIntoPast(startsAt, new Date());
      }
      if (startsAt < event.starts_at || endsAt > event.ends_at) {
        throw showOutsideEvent(event);
      }
      // Told after the write, so the notice reads the show's new time.
      if (startsAt.getTime() !== current.starts_at.getTime()) {
        const from = { startsAt: current.starts_at, timeZone: event.time_zone };
        told = () =>
          tellEventMoved(trx, realm, event, { slots: new Map([[current.id, from]]), entries: null });
      }
    }
    const slot = await trx
      .selectFrom('event_slots')
      .selectAll()
      .where('id', '=', input.slotId)
      .where('event_id', '=', input.eventId)
      .forNoKeyUpdate()
      .executeTakeFirst();
    if (!slot) throw notFound('Slot');
    if (input.capacity !== undefined && input.capacity < slot.seats_taken) {
      throw new AppError(
        'BUSINESS_RULE',
        say('{taken} seats are already taken in this slot', { taken: slot.seats_taken }),
      );
    }
    await trx
      .updateTable('event_slots')
      .set({
        ...(input.capacity !== undefined ? { capacity: input.capacity } : {}),
        ...(input.startsAt && input.endsAt
          ? { starts_at: new Date(input.startsAt), ends_at: new Date(input.endsAt) }
          : {}),
      })
      .where('id', '=', slot.id)
      .execute();
    await told?.();
    // Seats a capacity raise adds go to the show's waitlist first (decision 042).
    if (input.capacity !== undefined && input.capacity > slot.capacity) await offerFreedSeats(trx, slot.id);
    return slotWithLine(trx, slot.id);
  });
}
