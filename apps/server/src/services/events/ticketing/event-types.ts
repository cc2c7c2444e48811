/**
 * Type ids an organiser names on a question or a code must be the event's own types (decision 078): a refusal
 * names the path of each stranger. Changes when something else names an event's ticket types.
 */
import type { Executor } from '../../../platform/db/transaction.js';
import { AppError, type SaidDetail } from '../../../platform/errors.js';

/** The event's types named in `ids` (their hidden flag too); a 400 naming each id that is not one. */
export async function ownTypes(
  executor: Executor,
  eventId: string,
  ids: string[] | null | undefined,
  path: string,
) {
  if (!ids || ids.length === 0) return [];
  const rows = await executor
    .selectFrom('ticket_types')
    .select(['id', 'hidden'])
    .where('event_id', '=', eventId)
    .where('id', 'in', ids)
    .execute();
  const known = new Set(rows.map((row) => row.id));
  const problems: SaidDetail[] = ids.flatMap((id, index) =>
    known.has(id) ? [] : [{ path: `${path}.${index}`, message: 'Not a ticket type of this event' }],
  );
  const [first] = problems;
  if (first) throw new AppError('VALIDATION_ERROR', 'Not a ticket type of this event', problems);
  return rows;
}
