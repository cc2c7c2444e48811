/**
 * Writes of the catalogue's events (decision 046): listing, editing and cancelling an event its organisers run;
 * shows are edited in slot-editing.ts, reads are in events.ts. Changes when what an organiser may change does.
 */
import type { TRealm, ZEventInput, ZEventUpdate } from '@engagex/contracts';
import type { Transaction } from 'kysely';
import type { z } from 'zod';
import type { Database } from '../../../platform/db/database.js';
import type { DB } from '../../../platform/db/schema.js';
import type { Executor } from '../../../platform/db/transaction.js';
import { AppError } from '../../../platform/errors.js';
import { say } from '../../../platform/i18n/say.js';
import { momentIn } from '../../../platform/moments.js';
import type { PaymentGateway } from '../../../platform/payments/gateway.js';
import { cancelEverythingPaidFor, settleEventRefunds } from '../bookings/event-cancellation.js';
import { previewEventCancellation } from '../bookings/event-cancellation-preview.js';
import { type ShowTime, tellEventMoved } from '../bookings/event-moved-notices.js';
import { lockSlots } from '../bookings/locking.js';
import type { EventViewer } from '../organisers.js';
import { eventDetail } from '../ticketing/reads.js';
import { createStandardType, followEventPrice } from '../ticketing/standard-type.js';
import { offerFreedSeats } from '../waitlist/offers.js';
import { lockEventTimes, refuseMoveIntoPast, refuseStartedMove } from './event-moves.js';
import { getEvent, managedEvent } from './events.js';
import { syncFromPrice } from './from-price.js';
import { getDistrict, getVenue } from './places.js';
import { eventSlots } from './shows.js';

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
  // The event and its first ticket type, together (decision 078).
  const row = await db.transaction().execute(async (trx) => {
    const inserted = await trx
      .insertInto('events')
      .values({
        realm,
        organiser_id: viewer.userId,
        title: input.title,
        description: input.description,
        title_hi: input.titleHi,
        description_hi: input.descriptionHi,
        event_type: input.eventType,
        district_id: input.districtId,
        venue_id: input.venueId,
        starts_at: new Date(input.startsAt),
        ends_at: new Date(input.endsAt),
        time_zone: input.timeZone,
        tax_category: input.taxCategory,
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
    await createStandardType(trx, inserted.id, input.priceCredits);
    return inserted;
  });
  return eventDetail(db, await getEvent(db, realm, row.id, { admin: true }), [], { runs: true });
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
    const show = { from: momentIn(outside.starts_at, zone), to: momentIn(outside.ends_at, zone) };
    throw new AppError(
      'VALIDATION_ERROR',
      say(
        'A slot runs from {from} to {to}, outside the new dates. Move or delete that slot first, or choose dates around it.',
        show,
      ),
      [
        {
          path: 'body.startsAt',
          message: say(
            'A slot runs from {from} to {to}. Move or delete that slot first, or choose dates around it.',
            show,
          ),
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
 * An event's price set on the event itself sets its one ticket type's (decision 078); with several types each has
 * its own price, and the event's is only the cheapest of them, so it is refused.
 */
async function refuseSeveralPrices(db: Database, eventId: string) {
  const { types } = await db
    .selectFrom('ticket_types')
    .select((eb) => eb.fn.countAll<string>().as('types'))
    .where('event_id', '=', eventId)
    .executeTakeFirstOrThrow();
  if (Number(types) > 1)
    throw new AppError('CONFLICT', 'This event sells several ticket types: set prices on the ticket types', [
      { path: 'body.priceCredits', message: 'Set prices on the ticket types' },
    ]);
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
  // A form sending the price it was shown changes nothing, and is let through.
  const priceChanges = changes.priceCredits !== undefined && changes.priceCredits !== before.priceCredits;
  if (priceChanges) await refuseSeveralPrices(db, eventId);
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
        ...(changes.titleHi !== undefined ? { title_hi: changes.titleHi } : {}),
        ...(changes.descriptionHi !== undefined ? { description_hi: changes.descriptionHi } : {}),
        ...(changes.eventType ? { event_type: changes.eventType } : {}),
        ...(changes.priceCredits !== undefined ? { price_credits: changes.priceCredits } : {}),
        ...(changes.status ? { status: changes.status } : {}),
        ...(changes.tags ? { tags: changes.tags } : {}),
        // Tickets sold before keep the rate fixed on their invoice (decision 079).
        ...(changes.taxCategory ? { tax_category: changes.taxCategory } : {}),
        ...(moves
          ? { starts_at: startsAt, ends_at: endsAt, time_zone: changes.timeZone ?? before.timeZone }
          : {}),
      })
      .where('id', '=', eventId)
      .where('realm', '=', realm)
      .execute();
    if (priceChanges && changes.priceCredits !== undefined) {
      await followEventPrice(trx, eventId, changes.priceCredits);
      await syncFromPrice(trx, eventId);
    }
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
  return eventDetail(db, await getEvent(db, realm, eventId, { admin: true }), await eventSlots(db, eventId), {
    runs: true,
  });
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
  input: { eventId: string; viewer: EventViewer; gateway: PaymentGateway; reason: string },
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
      reason: input.reason,
    });
  });
  // Card refunds go to the gateway after commit; a repeated cancel settles any the gateway refused before.
  await settleEventRefunds(db, input.gateway, eventId);
  return eventDetail(db, await getEvent(db, realm, eventId, { admin: true }), await eventSlots(db, eventId), {
    runs: true,
  });
}

/** GET …/events/{id}/cancellation: what cancelling would do, for the organiser's confirmation (decision 052). */
export async function eventCancellation(db: Database, realm: TRealm, eventId: string, viewer: EventViewer) {
  const event = await managedEvent(db, realm, eventId, viewer);
  return previewEventCancellation(db, realm, event);
}
