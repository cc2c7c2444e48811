/**
 * The location routes (IP lookup, saved location, time zone, reverse geocoding): thin handlers over the endpoint
 * table. Changes when a location endpoint is added.
 */
import { ZIpLocation } from '@engagex/contracts';
import { locationApi } from '@engagex/contracts/api/location';
import { locationSchemas } from '@engagex/contracts/api/location.schemas';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../../platform/auth/auth.js';
import { registerEndpoints } from '../../../platform/endpoints.js';
import { ok } from '../../../platform/envelope.js';
import { createIpLocator, type IpLocator } from './ip-lookup.js';
import { getUserLocation, updateUserLocation } from './location.js';
import { postalIndex, reverseGeocode } from './reverse-geocode.js';
import { updateUserTimeZone } from './time-zone.js';

/**
 * The main service's one IP locator (its data is some tens of megabytes): these routes and the list of a person's
 * sessions (identity, decision 087) share it. Closed with the app.
 */
export async function openIpLocator(app: FastifyInstance): Promise<IpLocator> {
  const locate = await createIpLocator({
    databasePath: app.config.ipLocationDb,
    onReloadError: (error) =>
      app.log.error(
        { err: error, file: app.config.ipLocationDb },
        'IP location data changed but could not be read; keeping the data loaded before',
      ),
  });
  app.addHook('onClose', async () => locate.close());
  return locate;
}

export const locationRoutes: FastifyPluginAsyncZod<{ locate: IpLocator }> = async (app, { locate }) => {
  // In production the postal places are read once the server listens (about a second of one core), so no visitor
  // waits for them; tests and development read them on the first position in India instead.
  if (app.config.env === 'production') {
    app.addHook('onListen', async () => void setImmediate(() => postalIndex()));
  }
  const tags = ['location'];

  // Not in the endpoint table: it answers the bare record an IP location service answers, not the envelope.
  app.get(
    '/geo/ip',
    {
      config: { auth: 'public', rateLimit: { max: 120, timeWindow: '1 minute' } },
      schema: {
        tags,
        summary: "Approximate location of the caller's IP address",
        response: { 200: ZIpLocation },
      },
    },
    // The IP location service answers the bare record docs/product.md §7 reads, like the third-party one did.
    async (request) => locate(request.ip),
  );

  registerEndpoints(
    app,
    locationApi,
    locationSchemas,
    {
      get: async (request) => ok(await getUserLocation(app.db, currentUser(request).id)),
      update: async (request) =>
        ok(await updateUserLocation(app.db, currentUser(request).id, request.body), 'Location updated'),
      // Limited like GET /geo/ip: public, so the limit is what keeps one caller from mapping the catalogue.
      reverse: {
        config: { rateLimit: { max: 120, timeWindow: '1 minute' } },
        summary: 'Country, state and district of a position',
        handler: async (request) => ok(reverseGeocode(request.query.lat, request.query.lng)),
      },
      timeZone: async (request) =>
        ok(await updateUserTimeZone(app.db, currentUser(request).id, request.body), 'Time zone updated'),
    },
    { tags },
  );
};
