import {
  paginated,
  type TEvent,
  type TPaginated,
  type TRealm,
  ZAdjacentDistrictsQuery,
  ZByTypeQuery,
  ZDistrict,
  ZDistrictParams,
  ZEvent,
  ZEventDetail,
  ZEventIdParams,
  ZEventInput,
  ZEventSlot,
  ZEventStats,
  ZEventUpdate,
  ZListEventsQuery,
  ZParentEvent,
  ZParentEventQuery,
  ZShareEventRequest,
  ZShareEventResponse,
  ZSlotInput,
  ZSlotParams,
  ZSlotUpdate,
  ZStateParams,
  ZVenue,
  ZVenueAvailability,
  ZVenueAvailabilityQuery,
  ZVenueInput,
  ZVenueUpdate,
} from '@engagex/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser, currentViewer } from '../../../platform/auth/auth.js';
import type { ChangeFeed } from '../../../platform/changes/change-feed.js';
import { LiveCache } from '../../../platform/changes/live-cache.js';
import { type Answer, createdResponses, ok, responses, reusableAnswer } from '../../../platform/envelope.js';
import { addSlot, createEvent, updateEvent, updateSlot } from './admin.js';
import {
  eventSlots,
  eventStats,
  eventsByType,
  eventTypes,
  getEvent,
  listEvents,
  parentEvent,
  shareEvent,
} from './events.js';
import {
  adjacentDistricts,
  createVenue,
  districtsByState,
  getDistrict,
  getVenue,
  listDistricts,
  listVenues,
  updateVenue,
  venueAvailability,
} from './places.js';

const ZIdParams = z.object({ id: z.uuid() });

/**
 * The browse list is what every visitor of /events asks for, with a handful of filter combinations: each answer
 * is remembered until the catalogue changes (migration 0010's notice, from any process) and for at most two
 * seconds, because its seats-left figures follow holds and the clock without a notice. The event page and the
 * booking itself always read the slots afresh.
 */
function eventListCache(changes: ChangeFeed) {
  return new LiveCache<Answer<TPaginated<TEvent>>>(changes, {
    maxEntries: 1_000,
    ttlMs: 2_000,
    onChange: (change, cache) => {
      if (change.topic === 'catalogue') cache.clear();
    },
  });
}

/** Events, districts and venues: what docs/product.md §7 lists for both event servers, plus admin editing. */
export const catalogueRoutes: FastifyPluginAsyncZod<{ realm: TRealm }> = async (app, { realm }) => {
  const { db } = app;
  const user = { config: { auth: 'user' as const } };
  const admin = { config: { auth: 'admin' as const } };
  const tags = [realm];
  const eventLists = eventListCache(app.changes);

  app.get(
    '/events',
    { ...user, schema: { tags, querystring: ZListEventsQuery, response: responses(paginated(ZEvent)) } },
    async (request) => {
      const options = { admin: currentViewer(request).admin };
      const key = JSON.stringify([options.admin, request.query]);
      return eventLists.get(key, async () =>
        reusableAnswer(ok(await listEvents(db, realm, request.query, options))),
      );
    },
  );
  app.get(
    '/events/types',
    { ...user, schema: { tags, response: responses(z.array(z.string())) } },
    async () => ok(await eventTypes(db, realm)),
  );
  app.get(
    '/events/adjacent-districts',
    {
      ...user,
      schema: { tags, querystring: ZAdjacentDistrictsQuery, response: responses(z.array(ZDistrict)) },
    },
    async (request) => ok(await adjacentDistricts(db, request.query.districtId)),
  );
  app.get(
    '/events/by-type',
    { ...user, schema: { tags, querystring: ZByTypeQuery, response: responses(z.array(ZEvent)) } },
    async (request) => ok(await eventsByType(db, realm, request.query)),
  );
  app.get(
    '/events/parent/:id/rounds',
    { ...user, schema: { tags, params: ZEventIdParams, response: responses(z.array(ZEvent)) } },
    async (request) => ok((await parentEvent(db, realm, request.params.id, true)).rounds),
  );
  app.get(
    '/events/parent/:id',
    {
      ...user,
      schema: {
        tags,
        params: ZEventIdParams,
        querystring: ZParentEventQuery,
        response: responses(ZParentEvent),
      },
    },
    async (request) => ok(await parentEvent(db, realm, request.params.id, request.query.include_upcoming)),
  );
  app.get(
    '/events/:id',
    { ...user, schema: { tags, params: ZEventIdParams, response: responses(ZEventDetail) } },
    async (request) => {
      const event = await getEvent(db, realm, request.params.id, { admin: currentViewer(request).admin });
      return ok({ event, slots: await eventSlots(db, event.id) });
    },
  );
  app.get(
    '/events/:id/slots',
    { ...user, schema: { tags, params: ZEventIdParams, response: responses(z.array(ZEventSlot)) } },
    async (request) => {
      const event = await getEvent(db, realm, request.params.id, { admin: currentViewer(request).admin });
      return ok(await eventSlots(db, event.id));
    },
  );
  app.get(
    '/events/:id/stats',
    { ...user, schema: { tags, params: ZEventIdParams, response: responses(ZEventStats) } },
    async (request) =>
      ok(await eventStats(db, realm, request.params.id, { admin: currentViewer(request).admin })),
  );
  app.post(
    '/events/:id/share',
    {
      ...user,
      schema: {
        tags,
        params: ZEventIdParams,
        body: ZShareEventRequest,
        response: createdResponses(ZShareEventResponse),
      },
    },
    async (request, reply) =>
      reply.code(201).send(
        ok(
          await shareEvent(db, realm, {
            eventId: request.params.id,
            userId: currentUser(request).id,
            platform: request.body.platform,
            webAppUrl: app.config.webAppUrl,
          }),
        ),
      ),
  );

  app.get('/districts', { ...user, schema: { tags, response: responses(z.array(ZDistrict)) } }, async () =>
    ok(await listDistricts(db)),
  );
  app.get(
    '/districts/by-state/:state',
    { ...user, schema: { tags, params: ZStateParams, response: responses(z.array(ZDistrict)) } },
    async (request) => ok(await districtsByState(db, request.params.state)),
  );
  app.get(
    '/districts/:id',
    { ...user, schema: { tags, params: ZDistrictParams, response: responses(ZDistrict) } },
    async (request) => ok(await getDistrict(db, request.params.id)),
  );

  app.get('/venues', { ...user, schema: { tags, response: responses(z.array(ZVenue)) } }, async () =>
    ok(await listVenues(db)),
  );
  app.get(
    '/venues/by-district/:id',
    { ...user, schema: { tags, params: ZDistrictParams, response: responses(z.array(ZVenue)) } },
    async (request) => ok(await listVenues(db, request.params.id)),
  );
  app.get(
    '/venues/:id',
    { ...user, schema: { tags, params: ZIdParams, response: responses(ZVenue) } },
    async (request) => ok(await getVenue(db, request.params.id)),
  );
  app.get(
    '/venues/:id/availability',
    {
      ...user,
      schema: {
        tags,
        params: ZIdParams,
        querystring: ZVenueAvailabilityQuery,
        response: responses(ZVenueAvailability),
      },
    },
    async (request) =>
      ok(
        await venueAvailability(db, {
          venueId: request.params.id,
          ...request.query,
          admin: currentViewer(request).admin,
        }),
      ),
  );

  // Organisers (admins) edit the catalogue.
  app.post(
    '/events',
    { ...admin, schema: { tags, body: ZEventInput, response: createdResponses(ZEventDetail) } },
    async (request, reply) => reply.code(201).send(ok(await createEvent(db, realm, request.body))),
  );
  app.patch(
    '/events/:id',
    {
      ...admin,
      schema: { tags, params: ZEventIdParams, body: ZEventUpdate, response: responses(ZEventDetail) },
    },
    async (request) =>
      ok(
        await updateEvent(db, realm, {
          eventId: request.params.id,
          actorId: currentUser(request).id,
          changes: request.body,
          gateway: app.paymentGateway,
        }),
      ),
  );
  app.post(
    '/events/:id/slots',
    {
      ...admin,
      schema: { tags, params: ZEventIdParams, body: ZSlotInput, response: createdResponses(ZEventSlot) },
    },
    async (request, reply) =>
      reply.code(201).send(ok(await addSlot(db, realm, request.params.id, request.body))),
  );
  app.patch(
    '/events/:id/slots/:slotId',
    { ...admin, schema: { tags, params: ZSlotParams, body: ZSlotUpdate, response: responses(ZEventSlot) } },
    async (request) =>
      ok(
        await updateSlot(db, realm, {
          eventId: request.params.id,
          slotId: request.params.slotId,
          ...request.body,
        }),
      ),
  );
  app.post(
    '/venues',
    { ...admin, schema: { tags, body: ZVenueInput, response: createdResponses(ZVenue) } },
    async (request, reply) => reply.code(201).send(ok(await createVenue(db, request.body))),
  );
  app.patch(
    '/venues/:id',
    { ...admin, schema: { tags, params: ZIdParams, body: ZVenueUpdate, response: responses(ZVenue) } },
    async (request) => ok(await updateVenue(db, request.params.id, request.body)),
  );
};
