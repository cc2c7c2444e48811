/**
 * An event's "from" price (decision 078): `events.price_credits` is the lowest price of its visible ticket types, for
 * lists and filters; no booking reads it. The catalogue owns the events row, so the types' writer calls this after
 * every change to a type. Changes when what the "from" price means does.
 */
import { sql } from 'kysely';
import type { Executor } from '../../../platform/db/transaction.js';

/** Sets the event's price to its cheapest visible type (every type when all are hidden; unchanged with none). */
export async function syncFromPrice(executor: Executor, eventId: string) {
  await executor
    .updateTable('events')
    .set({
      price_credits: sql<number>`coalesce(
        (select min(price_credits) from ticket_types where event_id = ${eventId} and not hidden),
        (select min(price_credits) from ticket_types where event_id = ${eventId}),
        price_credits)`,
    })
    .where('id', '=', eventId)
    .execute();
}
