/**
 * The draw at a waiting room's opening (decision 080, docs/product.md "Waiting rooms"): everyone who joined before
 * `opensAt` is ranked by HMAC-SHA256(seed, entry id) and given places 1..N, once, under the room row's lock. The
 * ranking is a pure function anybody can run with the revealed seed. Changes when how the order is drawn does
 * (never for a room already drawn: its published seed hash promised this ranking).
 */
import { createHash, createHmac } from 'node:crypto';
import { sql, type Transaction } from 'kysely';
import type { DB } from '../../../platform/db/schema.js';

/** Hex SHA-256 of the seed's UTF-8 bytes: what a room publishes before its draw. */
export const seedHashOf = (seed: string) => createHash('sha256').update(seed, 'utf8').digest('hex');

/** An entry's draw rank: HMAC-SHA256 keyed by the seed's UTF-8 bytes over the entry id as text, in hex. */
export const drawRank = (seed: string, entryId: string) =>
  createHmac('sha256', seed).update(entryId).digest('hex');

/**
 * The draw's order: entry ids by rank ascending (hex strings compare as the numbers they spell). Two equal ranks
 * would need a SHA-256 collision; they would fall back to the ids' order so the function stays total.
 */
export function drawOrder(seed: string, entryIds: readonly string[]): string[] {
  return entryIds
    .map((id) => ({ id, rank: drawRank(seed, id) }))
    .sort((a, b) => compare(a.rank, b.rank) || compare(a.id, b.id))
    .map((entry) => entry.id);
}

const compare = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/**
 * Draws the room when the database's clock has reached its opening and it has not been drawn: every entry without
 * a place is ranked and placed 1..N, `drawn_at` is stamped and `positions_given` is N. The caller holds the room
 * row's lock (a join after the opening, or a tick), so the draw happens once and no join slips in beside it.
 * Answers whether it drew.
 */
export async function drawIfDue(trx: Transaction<DB>, eventId: string): Promise<boolean> {
  const room = await trx
    .selectFrom('waiting_rooms')
    .select(['seed', sql<boolean>`drawn_at is null and now() >= opens_at`.as('due')])
    .where('event_id', '=', eventId)
    .executeTakeFirst();
  if (!room?.due) return false;
  const entries = await trx
    .selectFrom('waiting_room_entries')
    .select('id')
    .where('event_id', '=', eventId)
    .where('position', 'is', null)
    .execute();
  const order = drawOrder(
    room.seed,
    entries.map((entry) => entry.id),
  );
  if (order.length > 0)
    await sql`update waiting_room_entries e set position = drawn.position
      from unnest(${order}::uuid[]) with ordinality as drawn(id, position)
      where e.id = drawn.id`.execute(trx);
  await trx
    .updateTable('waiting_rooms')
    .set({ drawn_at: sql`now()`, positions_given: order.length, updated_at: sql`now()` })
    .where('event_id', '=', eventId)
    .execute();
  return true;
}
