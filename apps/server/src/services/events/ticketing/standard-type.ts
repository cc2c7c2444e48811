/**
 * An event's first ticket type (decision 078): every event sells at least one type, so creating an event with a
 * price creates its "Standard" type at that price, and while it is the only type it follows the event's price.
 * Changes when what a new event sells by default does.
 */
import type { Executor } from '../../../platform/db/transaction.js';

export async function createStandardType(executor: Executor, eventId: string, priceCredits: number) {
  await executor
    .insertInto('ticket_types')
    .values({ event_id: eventId, name: 'Standard', price_credits: priceCredits })
    .execute();
}

/** The event's price set on the event itself: its one ticket type follows (with several, their own prices rule). */
export async function followEventPrice(executor: Executor, eventId: string, priceCredits: number) {
  const types = await executor
    .selectFrom('ticket_types')
    .select('id')
    .where('event_id', '=', eventId)
    .execute();
  const [only] = types;
  if (types.length === 1 && only)
    await executor
      .updateTable('ticket_types')
      .set({ price_credits: priceCredits })
      .where('id', '=', only.id)
      .execute();
}
