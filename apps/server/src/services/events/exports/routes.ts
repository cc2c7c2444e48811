/**
 * The organisers' CSV exports of a realm (bookings, tickets, entries), of the events the caller runs (decision 046).
 * Changes when an export is added.
 */
import type { TRealm } from '@engagex/contracts';
import { eventExportsApi } from '@engagex/contracts/api/event-exports';
import { eventExportsSchemas } from '@engagex/contracts/api/event-exports.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { csvFilename, csvStream } from '../../../platform/csv.js';
import type { Database } from '../../../platform/db/database.js';
import { registerEndpoints, sendFile } from '../../../platform/endpoints.js';
import { notFound } from '../../../platform/errors.js';
import { attendeeColumns, attendeeRows, BOOKING_COLUMNS, bookingRows } from '../bookings/exports.js';
import { CONTESTANT_COLUMNS, contestantRows } from '../contestants/exports.js';
import { type EventViewer, eventViewer, runBy } from '../organisers.js';
import { ticketExport } from './tickets.js';

/**
 * The organisers' CSV exports of a realm (docs/product.md "Exports"): each streams the rows its page's filters match, of the events
 * the caller runs (decision 046).
 */
export const eventExportRoutes: FastifyPluginAsyncZod<{ realm: TRealm }> = async (app, { realm }) => {
  const { db } = app;
  registerEndpoints(
    app,
    eventExportsApi,
    eventExportsSchemas,
    {
      attendees: async (request, reply) => {
        const { id: eventId, slotId } = request.params;
        // Looked up before the first byte: an unknown show still answers the error envelope.
        const { show, rows } = await attendeeRows(db, realm, {
          eventId,
          slotId,
          viewer: eventViewer(request),
        });
        const name = csvFilename(['attendees', show.title], show.starts_at);
        return sendFile(
          reply,
          eventExportsApi.attendees,
          name,
          csvStream(attendeeColumns(show.time_zone), rows),
        );
      },
      bookings: async (request, reply) => {
        const viewer = eventViewer(request);
        const title = await eventTitle(db, realm, request.query.eventId, viewer);
        const rows = bookingRows(db, realm, { ...request.query, viewer });
        const name = csvFilename(['bookings', title ?? realm, request.query.status]);
        return sendFile(reply, eventExportsApi.bookings, name, csvStream(BOOKING_COLUMNS, rows));
      },
      tickets: async (request, reply) => {
        const { event, columns, rows } = await ticketExport(
          db,
          realm,
          { eventId: request.params.id, ...request.query },
          eventViewer(request),
        );
        const name = csvFilename(['tickets', event.title, request.query.status]);
        return sendFile(reply, eventExportsApi.tickets, name, csvStream(columns, rows));
      },
      contestants: async (request, reply) => {
        const { mine, ...filter } = request.query;
        const viewer = eventViewer(request);
        const title = await eventTitle(db, realm, filter.eventId, viewer);
        const rows = contestantRows(db, realm, { ...filter, userId: mine ? viewer.userId : null, viewer });
        const name = csvFilename(['contestants', title ?? realm, filter.status]);
        return sendFile(reply, eventExportsApi.contestants, name, csvStream(CONTESTANT_COLUMNS, rows));
      },
    },
    { tags: [`${realm}: exports`] },
  );
};

/**
 * The event a filter names, for the file's name. An admin naming an event that exists nowhere gets an empty file;
 * an organiser naming one they do not run gets 404, as from every route of an event that is not theirs.
 */
async function eventTitle(db: Database, realm: TRealm, eventId: string | undefined, viewer: EventViewer) {
  if (!eventId) return null;
  const event = await db
    .selectFrom('events as e')
    .select('e.title')
    .where('e.id', '=', eventId)
    .where('e.realm', '=', realm)
    .where(runBy(viewer))
    .executeTakeFirst();
  if (!event && !viewer.admin) throw notFound('Event');
  return event?.title ?? null;
}
