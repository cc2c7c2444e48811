/**
 * The booking widget's routes of both realms: an organiser reads and sets the origins that may frame an event's
 * booking page (decision 095), and the frame reads the event before its visitor signs in (decision 097). Thin
 * handlers over the endpoint table. Changes when an endpoint is added.
 */
import type { TRealm, TWidgetEvent } from '@engagex/contracts';
import { embedApi } from '@engagex/contracts/api/embed';
import { embedSchemas } from '@engagex/contracts/api/embed.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { registerEndpoints } from '../../../platform/endpoints.js';
import { type Answer, ok, reusableAnswer } from '../../../platform/envelope.js';
import { EventPageCache } from '../catalogue/event-page-cache.js';
import { eventViewer } from '../organisers.js';
import { widgetEvent } from './public-event.js';
import { readEmbed, setEmbed } from './settings.js';

/**
 * Reads of the public event an address may make in a minute, as for the other public reads (GET /geo/reverse): a
 * frame asks once per visit, and the limit keeps one caller from walking the catalogue's ids.
 */
const PUBLIC_READS_PER_MINUTE = 120;

export const embedRoutes: FastifyPluginAsyncZod<{ realm: TRealm }> = async (app, { realm }) => {
  const { db } = app;
  // Everyone who sees a widget sees the same answer: shared for the event page's second (decision 088).
  const widgetEvents = new EventPageCache<Answer<TWidgetEvent>>(app.changes);
  registerEndpoints(
    app,
    embedApi,
    embedSchemas,
    {
      get: async (request) =>
        ok(await readEmbed(db, realm, { eventId: request.params.id, viewer: eventViewer(request) })),
      set: async (request) =>
        ok(
          await setEmbed(db, realm, {
            eventId: request.params.id,
            viewer: eventViewer(request),
            settings: request.body,
            production: app.config.env === 'production',
          }),
        ),
      publicEvent: {
        config: { rateLimit: { max: PUBLIC_READS_PER_MINUTE, timeWindow: '1 minute' } },
        handler: async (request, reply) => {
          // Seats left change by the second and the sites' list at any time: no browser or proxy keeps a copy.
          reply.header('cache-control', 'no-store');
          return widgetEvents.get(request.params.id, null, async () =>
            reusableAnswer(ok(await widgetEvent(db, realm, request.params.id))),
          );
        },
      },
    },
    { tags: [`${realm}: booking widget`] },
  );
};
