/**
 * The booking widget's settings routes of both realms (decision 095): an organiser reads and sets the origins that
 * may frame an event's booking page. Thin handlers over the endpoint table. Changes when an endpoint is added.
 */
import type { TRealm } from '@engagex/contracts';
import { embedApi } from '@engagex/contracts/api/embed';
import { embedSchemas } from '@engagex/contracts/api/embed.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { registerEndpoints } from '../../../platform/endpoints.js';
import { ok } from '../../../platform/envelope.js';
import { eventViewer } from '../organisers.js';
import { readEmbed, setEmbed } from './settings.js';

export const embedRoutes: FastifyPluginAsyncZod<{ realm: TRealm }> = async (app, { realm }) => {
  const { db } = app;
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
    },
    { tags: [`${realm}: booking widget`] },
  );
};
