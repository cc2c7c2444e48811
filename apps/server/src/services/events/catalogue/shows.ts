/**
 * Reading an event's shows (its slots) as the API shows them, each with its waitlist's state (decision 042). The
 * catalogue's writes are in event-editing.ts and slot-editing.ts; bookings read slots through `toSlot` too.
 * Changes when a show's answer gains a field.
 */
import type { TEventSlot } from '@engagex/contracts';
import type { Executor } from '../../../platform/db/transaction.js';
import { toInt } from '../../../platform/ledger/ledger.js';
import { waitingCount } from '../waitlist/line.js';

/** A slot row as the API shows it; `waiting` is its count of waiting entries (waitlist/reads.ts `waitingCount`). */
export function toSlot(
  row: {
    id: string;
    event_id: string;
    starts_at: Date;
    ends_at: Date;
    capacity: number;
    seats_taken: number;
    waitlist_closed_at: Date | null;
    waiting: number | string | bigint;
  },
  now = new Date(),
): TEventSlot {
  return {
    id: row.id,
    eventId: row.event_id,
    startsAt: row.starts_at.toISOString(),
    endsAt: row.ends_at.toISOString(),
    capacity: row.capacity,
    seatsTaken: row.seats_taken,
    seatsAvailable: row.capacity - row.seats_taken,
    waitlist: {
      open: row.waitlist_closed_at === null && row.starts_at.getTime() > now.getTime(),
      waiting: toInt(row.waiting),
    },
  };
}

export async function eventSlots(db: Executor, eventId: string): Promise<TEventSlot[]> {
  const rows = await db
    .selectFrom('event_slots as s')
    .selectAll('s')
    .select(waitingCount('s.id').as('waiting'))
    .where('s.event_id', '=', eventId)
    .orderBy('s.starts_at')
    .execute();
  return rows.map((row) => toSlot(row));
}

/** One slot as the API shows it, read after its writes (in the writer's transaction). */
export async function slotWithLine(db: Executor, slotId: string): Promise<TEventSlot> {
  const row = await db
    .selectFrom('event_slots as s')
    .selectAll('s')
    .select(waitingCount('s.id').as('waiting'))
    .where('s.id', '=', slotId)
    .executeTakeFirstOrThrow();
  return toSlot(row);
}
