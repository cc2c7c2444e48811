/**
 * When an event happens may change after people booked it, because they are told (decision 039, as
 * amended): nothing that has started moves, nothing moves into the past, and everyone holding a place at
 * a moved show is told in the move's transaction. Changes when those guards or that order of locks do.
 */

import type { Executor } from '../../../platform/db/transaction.js';
import { AppError } from '../../../platform/errors.js';

/**
 * The event row, then its slots, locked before anything is read for the move: a booking racing it either lands first
 * (and the move, reading after the locks, tells it) or waits on its slot and is made at the new time. `FOR NO KEY
 * UPDATE`, as the update itself takes: `FOR UPDATE` would also block a booking's foreign-key check on the event row
 * while that booking holds its slot, which the move waits for (a deadlock, seen racing holds on PostgreSQL).
 */
export async function lockEventTimes(trx: Executor, eventId: string) {
  const event = await trx
    .selectFrom('events')
    .select(['id', 'title', 'starts_at', 'ends_at', 'time_zone', 'is_competition'])
    .where('id', '=', eventId)
    .forNoKeyUpdate()
    .executeTakeFirstOrThrow();
  const slots = await trx
    .selectFrom('event_slots')
    .select(['id', 'starts_at', 'ends_at'])
    .where('event_id', '=', eventId)
    .orderBy('id')
    .forNoKeyUpdate()
    .execute();
  return { event, slots };
}

/** People already at the show were told a time that has come: its start and the zone it is read in stay. */
export function refuseStartedMove(startsAt: Date, now: Date, what: 'event' | 'slot') {
  if (startsAt.getTime() <= now.getTime()) {
    throw new AppError(
      'BUSINESS_RULE',
      what === 'event'
        ? 'This event has already started, so its start and time zone can no longer change'
        : 'This show has already started, so its times can no longer change',
    );
  }
}

/** A show moved to a time already gone could not be attended, and could no longer be cancelled for a refund. */
export function refuseMoveIntoPast(startsAt: Date, now: Date) {
  if (startsAt.getTime() <= now.getTime()) {
    throw new AppError('VALIDATION_ERROR', 'A show cannot be moved to a time that has already passed', [
      { path: 'body.startsAt', message: 'startsAt must be in the future' },
    ]);
  }
}
