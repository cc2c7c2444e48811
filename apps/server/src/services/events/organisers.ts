/**
 * Who runs an event (decision 046): the organiser who listed it, and every admin. Another organiser's event is
 * a 404 to them, as if it did not exist (decision 010). Changes when who may run an event does.
 */
import type { TRealm } from '@engagex/contracts';
import type { FastifyRequest } from 'fastify';
import { type RawBuilder, sql } from 'kysely';
import { currentUser } from '../../platform/auth/auth.js';
import type { Executor } from '../../platform/db/transaction.js';
import { notFound } from '../../platform/errors.js';

/** The caller as the events services' rules see them. */
export type EventViewer = { userId: string; admin: boolean; organiser: boolean };

export function eventViewer(request: FastifyRequest): EventViewer {
  const me = currentUser(request);
  return { userId: me.id, admin: me.roles.includes('admin'), organiser: me.roles.includes('organiser') };
}

/**
 * The organiser whose events a reader reaches beyond their own rows: themselves while they hold the role, nobody
 * otherwise. An organiser whose role was taken back keeps the events' rows but no longer reaches them.
 */
export const organiserIdOf = (viewer: EventViewer) => (viewer.organiser ? viewer.userId : null);

/** SQL: the event whose `organiser_id` column is named runs by the viewer. Admins run every event. */
export function runBy(viewer: EventViewer, organiserColumn = 'e.organiser_id'): RawBuilder<boolean> {
  if (viewer.admin) return sql<boolean>`true`;
  const organiserId = organiserIdOf(viewer);
  if (!organiserId) return sql<boolean>`false`;
  return sql<boolean>`${sql.ref(organiserColumn)} = ${organiserId}`;
}

/** An event of the realm the viewer runs, with what the door and the lines show of it; anyone else's is a 404. */
export async function eventRunBy(executor: Executor, realm: TRealm, eventId: string, viewer: EventViewer) {
  const event = await executor
    .selectFrom('events as e')
    .select(['e.id', 'e.title', 'e.time_zone'])
    .where('e.id', '=', eventId)
    .where('e.realm', '=', realm)
    .where(runBy(viewer))
    .executeTakeFirst();
  if (!event) throw notFound('Event');
  return event;
}
