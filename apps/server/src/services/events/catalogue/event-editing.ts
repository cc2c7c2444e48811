import type { TRealm, ZEventInput, ZEventUpdate, ZSlotInput } from '@engagex/contracts';
import type { Transaction } from 'kysely';
import type { z } from 'zod';
import type { Database } from '../../../platform/db/database.js';
import type { DB } from '../../../platform/db/schema.js';
import type { Executor } from '../../../platform/db/transaction.js';
import { AppError, notFound } from '../../../platform/errors.js';
import { momentIn } from '../../../platform/moments.js';
import type { PaymentGateway } from '../../../platform/payments/gateway.js';
import { cancelEverythingPaidFor, settleEventRefunds } from '../bookings/event-cancellation.js';
import { previewEventCancellation } from '../bookings/event-cancellation-preview.js';
import { type ShowTime, tellEventMoved } from '../bookings/event-moved-notices.js';
import { lockSlots } from '../bookings/locking.js';
import type { EventViewer } from '../organisers.js';
import { offerFreedSeats } from '../waitlist/offers.js';
import { lockEventTimes, refuseMoveIntoPast, refuseStartedMove } from './event-moves.js';
import { eventSlots, getEvent, managedEvent, slotWithLine, toSlot } from './events.js';
import { getDistrict, getVenue } from './places.js';

/**
 * Lists an event run by its creator (decision 046): an organiser's is theirs alone to manage, with admins. A round
 * goes only under a competition the creator runs.
 */
export async function createEvent(
  db: Database,
  realm: TRealm,
  input: z.infer<typeof ZEventInput>,
  viewer: EventViewer,
) {
  await getDistrict(db, input.districtId);
  if (input.venueId) {
    const venue = await getVenue(db, input.venueId);
    if (venue.districtId !== input.districtId)
      throw new AppError('VALIDATION_ERROR', 'The venue is not in that district');
  }
  if (input.parentId) await managedEvent(db, realm, input.parentId, viewer);
  const row = await db
    .insertInto('events')
    .values({
      realm,
      organiser_id: viewer.userId,
      title: input.title,
      description: input.description,
      event_type: input.eventType,
      district_id: input.districtId,
      venue_id: input.venueId,
      starts_at: new Date(input.startsAt),
      ends_at: new Date(input.endsAt),
      time_zone: input.timeZone,
      price_credits: input.priceCredits,
      is_competition: input.isCompetition,
      registration_fee_credits: input.registrationFeeCredits,
      fee_per_additional_contestant: input.feePerAdditionalContestant,
      max_group_size: input.maxGroupSize,
      fee_if_not_selected: input.feeIfNotSelected,
      status: input.status,
      tags: input.tags,
      parent_id: input.parentId,
      round_number: input.roundNumber,
      image_hue: Math.floor(Math.random() * 360),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { event: await getEvent(db, realm, row.id, { admin: true }), slots: [] };
}

/**
 * A show outside its event's dates, refused in words an organiser reads (decision 053): both in the event's own
 * zone, and the way out (extend the event's dates under Details first).
 */
function showOutsideEvent(event: { starts_at: Date; ends_at: Date; time_zone: string }) {
  const runs = `The event runs from ${momentIn(event.starts_at, event.time_zone)} to ${momentIn(event.ends_at, event.time_zone)}`;
  const how = "To add a slot outside them, first change the event's start or end under Details.";
  return new AppError('VALIDATION_ERROR', `This slot falls outside the event's dates. ${runs}. ${how}`, [
    { path: 'body.startsAt', message: `${runs}. ${how}` },
  ]);
}

/** Every slot must still fall within the event's dates once they move. */
async function refuseSlotsOutside(
  trx: Executor,
  eventId: string,
  startsAt: Date,
  endsAt: Date,
  zone: string,
) {
  const outside = await trx
    .selectFrom('event_slots')
    .select(['starts_at', 'ends_at'])
    .where('event_id', '=', eventId)
    .where((eb) => eb.or([eb('starts_at', '<', startsAt), eb('ends_at', '>', endsAt)]))
    .orderBy('starts_at')
    .executeTakeFirst();
  if (outside) {
    const show = `${momentIn(outside.starts_at, zone)} to ${momentIn(outside.ends_at, zone)}`;
    throw new AppError(
      'VALIDATION_ERROR',
      `A slot runs from ${show}, outside the new dates. Move or delete that slot first, or choose dates around it.`,
      [
        {
          path: 'body.startsAt',
          message: `A slot runs from ${show}. Move or delete that slot first, or choose dates around it.`,
        },
      ],
    );
  }
}

/**
 * An event published again: seats freed while it was off sale (a draft offers nothing) go to each show's line now,
 * its slots locked in id order as every seat change locks them.
 */
async function offerToEveryLine(trx: Transaction<DB>, eventId: string) {
  const slots = await trx.selectFrom('event_slots').select('id').where('event_id', '=', eventId).execute();
  if (slots.length === 0) return;
  await lockSlots(
    trx,
    slots.map((slot) => slot.id),
  );
  for (const slot of slots) await offerFreedSeats(trx, slot.id);
}

/**
 * Edits an event. Moving its start or zone (the wall-clock time people read) tells everyone holding a place, in the
 * same transaction (event-moves.ts); its end moving alone changes no show's time. Its status moves between draft and
 * published only: cancelling is `cancelEvent` (decision 052).
 */
export async function updateEvent(
  db: Database,
  realm: TRealm,
  input: {
    eventId: string;
    viewer: EventViewer;
    changes: z.infer<typeof ZEventUpdate>;
    gateway: PaymentGateway;
  },
) {
  const { eventId, changes } = input;
  // Who runs an event never changes, so checking it once before the transaction holds for all of it.
  const before = await managedEvent(db, realm, eventId, input.viewer);
  const startsAt = new Date(changes.startsAt ?? before.startsAt);
  const endsAt = new Date(changes.endsAt ?? before.endsAt);
  const moves =
    startsAt.getTime() !== Date.parse(before.startsAt) ||
    endsAt.getTime() !== Date.parse(before.endsAt) ||
    (changes.timeZone !== undefined && changes.timeZone !== before.timeZone);
  if (endsAt <= startsAt) {
    throw new AppError('VALIDATION_ERROR', 'The event must end after it starts', [
      { path: 'body.endsAt', message: 'endsAt must be after startsAt' },
    ]);
  }
  await db.transaction().execute(async (trx) => {
    const locked = moves ? await lockEventTimes(trx, eventId) : null;
    const was = locked && { startsAt: locked.event.starts_at, timeZone: locked.event.time_zone };
    const zone = changes.timeZone ?? was?.timeZone;
    const startMoves = was !== null && startsAt.getTime() !== was.startsAt.getTime();
    const zoneMoves = was !== null && zone !== was.timeZone;
    if (was && (startMoves || zoneMoves)) refuseStartedMove(was.startsAt, new Date(), 'event');
    if (startMoves) refuseMoveIntoPast(startsAt, new Date());
    if (moves) await refuseSlotsOutside(trx, eventId, startsAt, endsAt, zone ?? before.timeZone);
    await trx
      .updateTable('events')
      .set({
        ...(changes.title ? { title: changes.title } : {}),
        ...(changes.description ? { description: changes.description } : {}),
        ...(changes.eventType ? { event_type: changes.eventType } : {}),
        ...(changes.priceCredits !== undefined ? { price_credits: changes.priceCredits } : {}),
        ...(changes.status ? { status: changes.status } : {}),
        ...(changes.tags ? { tags: changes.tags } : {}),
        ...(moves
          ? { starts_at: startsAt, ends_at: endsAt, time_zone: changes.timeZone ?? before.timeZone }
          : {}),
      })
      .where('id', '=', eventId)
      .where('realm', '=', realm)
      .execute();
    if (locked && was && (startMoves || zoneMoves)) {
      // Slots keep their instants, so only a new zone changes the time their ticket holders read.
      const slots = new Map<string, ShowTime>(
        zoneMoves
          ? locked.slots.map((slot) => [slot.id, { startsAt: slot.starts_at, timeZone: was.timeZone }])
          : [],
      );
      await tellEventMoved(
        trx,
        realm,
        { id: eventId, title: changes.title ?? before.title },
        {
          slots,
          entries: { from: was, to: { startsAt, timeZone: zone ?? was.timeZone } },
        },
      );
    }
    if (changes.status === 'published' && before.status !== 'published') await offerToEveryLine(trx, eventId);
  });
  return { event: await getEvent(db, realm, eventId, { admin: true }), slots: await eventSlots(db, eventId) };
}

/**
 * POST …/events/{id}/cancel (decision 052): the event is marked cancelled and, in the same transaction, every
 * booking the transition table lets go is cancelled (holds released, paid bookings refunded, to the card when paid
 * by card), its competition entries are withdrawn, its lines close, and everyone is told once; a used ticket or a
 * show already started keeps its state. Two organisers cancelling at once serialise on the event row: the second
 * finds it cancelled and lets nothing go twice. Cancelling a cancelled event answers it unchanged, after asking the
 * gateway again for any card refund it refused before.
 */
export async function cancelEvent(
  db: Database,
  realm: TRealm,
  input: { eventId: string; viewer: EventViewer; gateway: PaymentGateway },
) {
  const { eventId } = input;
  const before = await managedEvent(db, realm, eventId, input.viewer);
  await db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom('events')
      .select('status')
      .where('id', '=', eventId)
      .forNoKeyUpdate()
      .executeTakeFirstOrThrow();
    if (row.status === 'cancelled') return;
    await trx.updateTable('events').set({ status: 'cancelled' }).where('id', '=', eventId).execute();
    await cancelEverythingPaidFor(trx, realm, {
      eventId,
      actorId: input.viewer.userId,
      eventTitle: before.title,
    });
  });
  // Card refunds go to the gateway after commit; a repeated cancel settles any the gateway refused before.
  await settleEventRefunds(db, input.gateway, eventId);
  return { event: await getEvent(db, realm, eventId, { admin: true }), slots: await eventSlots(db, eventId) };
}

/** GET …/events/{id}/cancellation: what cancelling would do, for the organiser's confirmation (decision 052). */
export async function eventCancellation(db: Database, realm: TRealm, eventId: string, viewer: EventViewer) {
  const event = await managedEvent(db, realm, eventId, viewer);
  return previewEventCancellation(db, realm, event);
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
      throw new AppError('VALIDATION_ERROR', `The venue holds at most ${venue.capacity}`);
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
      throw new AppError('BUSINESS_RULE', `${slot.seats_taken} seats are already taken in this slot`);
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
