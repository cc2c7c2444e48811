import type { TRealm } from '@engagex/contracts';
import { eventExportsApi } from '@engagex/contracts/api/event-exports';
import { eventExportsSchemas } from '@engagex/contracts/api/event-exports.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../../platform/auth/auth.js';
import { csvFilename, csvStream } from '../../../platform/csv.js';
import type { Database } from '../../../platform/db/database.js';
import { registerEndpoints, sendFile } from '../../../platform/endpoints.js';
import { ATTENDEE_COLUMNS, attendeeRows, BOOKING_COLUMNS, bookingRows } from '../bookings/exports.js';
import { CONTESTANT_COLUMNS, contestantRows } from '../contestants/exports.js';

/** The organisers' CSV exports of a realm (issue #18): each streams the rows its page's filters match. */
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
        const { show, rows } = await attendeeRows(db, realm, { eventId, slotId });
        const name = csvFilename(['attendees', show.title], show.starts_at);
        return sendFile(reply, eventExportsApi.attendees, name, csvStream(ATTENDEE_COLUMNS, rows));
      },
      bookings: async (request, reply) => {
        const rows = bookingRows(db, realm, request.query);
        const title = await eventTitle(db, realm, request.query.eventId);
        const name = csvFilename(['bookings', title ?? realm, request.query.status]);
        return sendFile(reply, eventExportsApi.bookings, name, csvStream(BOOKING_COLUMNS, rows));
      },
      contestants: async (request, reply) => {
        const { mine, ...filter } = request.query;
        const rows = contestantRows(db, realm, { ...filter, userId: mine ? currentUser(request).id : null });
        const title = await eventTitle(db, realm, filter.eventId);
        const name = csvFilename(['contestants', title ?? realm, filter.status]);
        return sendFile(reply, eventExportsApi.contestants, name, csvStream(CONTESTANT_COLUMNS, rows));
      },
    },
    { tags: [`${realm}: exports`] },
  );
};

/** The event a filter names, for the file's name; none when it names none (the file is then empty, not refused). */
async function eventTitle(db: Database, realm: TRealm, eventId: string | undefined) {
  if (!eventId) return null;
  const event = await db
    .selectFrom('events')
    .select('title')
    .where('id', '=', eventId)
    .where('realm', '=', realm)
    .executeTakeFirst();
  return event?.title ?? null;
}
