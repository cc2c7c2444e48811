/**
 * Closing waitlists: an organiser closes a show's line, or cancelling the event closes all of its lines. Waiting
 * entries end as `closed` and are told; offers already made stay valid until paid, released or lapsed (decision 042).
 * Changes when what closing a line takes with it does.
 */
import type { TRealm, TSlotWaitlist } from '@engagex/contracts';
import type { Transaction } from 'kysely';
import type { Database } from '../../../platform/db/database.js';
import type { DB } from '../../../platform/db/schema.js';
import { notFound } from '../../../platform/errors.js';
import { lockSlots } from '../bookings/locking.js';
import { type EventViewer, eventRunBy } from '../organisers.js';
import { tellClosed } from './notices.js';
import { slotWaitlist } from './reads.js';

/** Marks the slots' lines closed and ends their waiting entries, telling each waiting user once. */
async function closeLines(
  trx: Transaction<DB>,
  slotIds: string[],
  why: 'closed' | { cancelledBecause: string },
) {
  if (slotIds.length === 0) return;
  const now = new Date();
  await trx
    .updateTable('event_slots')
    .set({ waitlist_closed_at: now })
    .where('id', 'in', slotIds)
    .where('waitlist_closed_at', 'is', null)
    .execute();
  const closed = await trx
    .updateTable('waitlist_entries')
    .set({ status: 'closed', ended_at: now })
    .where('slot_id', 'in', slotIds)
    .where('status', '=', 'waiting')
    .returning('id')
    .execute();
  if (closed.length === 0) return;
  const entries = await trx
    .selectFrom('waitlist_entries as w')
    .innerJoin('events as e', 'e.id', 'w.event_id')
    .innerJoin('event_slots as s', 's.id', 'w.slot_id')
    .select(['w.id', 'w.user_id', 'w.seats', 'e.realm', 'e.title', 'e.time_zone', 's.starts_at'])
    .where(
      'w.id',
      'in',
      closed.map((row) => row.id),
    )
    .orderBy('w.id')
    .execute();
  await tellClosed(trx, entries, why);
}

/**
 * POST …/slots/{slotId}/waitlist/close: nobody joins or is offered seats any more. Closing a closed line answers it
 * unchanged. Only the event's organiser and admins close it (decision 046).
 */
export async function closeWaitlist(
  db: Database,
  realm: TRealm,
  input: { eventId: string; slotId: string; viewer: EventViewer },
): Promise<TSlotWaitlist> {
  return db.transaction().execute(async (trx) => {
    const event = await eventRunBy(trx, realm, input.eventId, input.viewer);
    const slot = (await lockSlots(trx, [input.slotId])).get(input.slotId);
    if (!slot || slot.event_id !== event.id) throw notFound('Slot');
    if (!slot.waitlist_closed_at) await closeLines(trx, [slot.id], 'closed');
    return slotWaitlist(trx, slot.id);
  });
}

/** An event being cancelled closes every line it has; its slots are already locked by the cancellation. */
export async function closeEventWaitlists(trx: Transaction<DB>, eventId: string, reason: string) {
  const slots = await trx.selectFrom('event_slots').select('id').where('event_id', '=', eventId).execute();
  await closeLines(
    trx,
    slots.map((slot) => slot.id),
    { cancelledBecause: reason },
  );
}
