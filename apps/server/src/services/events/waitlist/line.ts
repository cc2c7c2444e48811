/**
 * The line of a show's waitlist as SQL: how many wait, and an entry's place (1 is offered next). Line order is
 * (created_at, id) among waiting entries, the order offers.ts walks. Changes when the line's order does.
 */
import { sql } from 'kysely';

/** How many entries wait in line at the slot `slotIdRef` names (a column reference, e.g. `s.id`). */
export const waitingCount = (slotIdRef: string) =>
  sql<string>`(select count(*) from waitlist_entries wc
    where wc.slot_id = ${sql.ref(slotIdRef)} and wc.status = 'waiting')`;

/** The place in line of the entry aliased `alias` while it waits (1 is next), else null. */
export const positionOf = (alias: string) => {
  const column = (name: string) => sql.ref(`${alias}.${name}`);
  return sql<string | null>`case when ${column('status')} = 'waiting' then (
    select count(*) from waitlist_entries wp
    where wp.slot_id = ${column('slot_id')} and wp.status = 'waiting'
      and (wp.created_at, wp.id) <= (${column('created_at')}, ${column('id')})) end`;
};
