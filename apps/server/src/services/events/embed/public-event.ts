/**
 * The booking widget's public read (decision 097): what the frame shows before the visitor signs in, taken from the
 * event page's own answer for a reader with no role, so it can never show more than the event page shows anyone.
 * Changes when the frame shows more before sign-in, or when which events it shows them for does.
 */
import { type TRealm, type TWidgetEvent, ZEmbedParams } from '@engagex/contracts';
import type { Database } from '../../../platform/db/database.js';
import { notFound } from '../../../platform/errors.js';
import { eventPage } from '../catalogue/event-page.js';
import { showsInWidget } from './settings.js';

const isEventId = (id: string) => ZEmbedParams.shape.id.safeParse(id).success;

/**
 * A published event some site may frame: its event, shows and offered types. Anything else (a malformed or unknown
 * id, a draft, a cancelled event, an event no site frames) is one 404, so nobody learns which.
 */
export async function widgetEvent(db: Database, realm: TRealm, eventId: string): Promise<TWidgetEvent> {
  if (!isEventId(eventId) || !(await showsInWidget(db, realm, eventId))) throw notFound('Event');
  const { event, slots, ticketTypes } = await eventPage(db, realm, { eventId, viewer: null });
  return { event, slots, ticketTypes };
}
