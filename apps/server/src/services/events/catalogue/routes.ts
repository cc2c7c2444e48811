/**
 * The catalogue's routes (events, shows, districts, venues) with the browse list's cache: thin handlers over the
 * endpoint table. Changes when a catalogue endpoint is added.
 */
import type { TDistrict, TEvent, TEventDetail, TEventSlot, TPaginated, TRealm } from '@engagex/contracts';
import { eventsApi } from '@engagex/contracts/api/events';
import { eventsSchemas } from '@engagex/contracts/api/events.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../../platform/auth/auth.js';
import type { ChangeFeed } from '../../../platform/changes/change-feed.js';
import { LiveCache } from '../../../platform/changes/live-cache.js';
import { registerEndpoints } from '../../../platform/endpoints.js';
import { type Answer, ok, reusableAnswer } from '../../../platform/envelope.js';
import { type EventViewer, eventViewer } from '../organisers.js';
import { cancelEvent, createEvent, eventCancellation, updateEvent } from './event-editing.js';
import { eventPage } from './event-page.js';
import { EventPageCache } from './event-page-cache.js';
import { shareEvent } from './event-shares.js';
import { eventStats } from './event-stats.js';
import {
  districtEventCounts,
  draftReader,
  eventsByType,
  eventTypes,
  getEvent,
  listEvents,
  parentEvent,
} from './events.js';
import {
  adjacentDistricts,
  districtsByState,
  getDistrict,
  getVenue,
  listDistricts,
  listVenues,
  venueAvailability,
} from './places.js';
import { eventSlots } from './shows.js';
import { addSlot, updateSlot } from './slot-editing.js';
import { createVenue, updateVenue } from './venue-editing.js';

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

/**
 * Every district of India (783, decisions 044 and 074) is asked for by every browse filter and venue form and
 * changes only by migration: one answer, checked and written once, until the catalogue changes.
 */
function districtListCache(changes: ChangeFeed) {
  return new LiveCache<Answer<TDistrict[]>>(changes, {
    maxEntries: 1,
    onChange: (change, cache) => {
      if (change.topic === 'catalogue') cache.clear();
    },
  });
}

/** Who sees an event alike: an admin sees all, an organiser their own drafts and hidden types, anybody else neither. */
const sameSight = (viewer: EventViewer) =>
  viewer.admin ? 'admin' : viewer.organiser ? viewer.userId : 'anyone';

/** Events, districts and venues: what docs/product.md §7 lists for both event servers, plus organisers' editing. */
export const catalogueRoutes: FastifyPluginAsyncZod<{ realm: TRealm }> = async (app, { realm }) => {
  const { db } = app;
  const eventLists = eventListCache(app.changes);
  const districtLists = districtListCache(app.changes);
  const eventPages = new EventPageCache<Answer<TEventDetail>>(app.changes);
  const eventShows = new EventPageCache<Answer<TEventSlot[]>>(app.changes);

  registerEndpoints(
    app,
    eventsApi,
    eventsSchemas,
    {
      list: async (request) => {
        const viewer = eventViewer(request);
        // An API key reads its owner's events only (decision 090), never the catalogue at large.
        const query = request.user?.apiKey ? { ...request.query, mine: true } : request.query;
        // Only `mine` and the drafts a reader sees depend on who asks: every other answer is shared.
        const reader = { ...draftReader(viewer), userId: query.mine ? viewer.userId : null };
        const key = JSON.stringify([reader, query]);
        return eventLists.get(key, async () =>
          reusableAnswer(ok(await listEvents(db, realm, query, reader))),
        );
      },
      types: async () => ok(await eventTypes(db, realm)),
      adjacentDistricts: async (request) => ok(await adjacentDistricts(db, request.query.districtId)),
      byType: async (request) => ok(await eventsByType(db, realm, request.query)),
      parentRounds: async (request) => ok((await parentEvent(db, realm, request.params.id, true)).rounds),
      parent: async (request) =>
        ok(await parentEvent(db, realm, request.params.id, request.query.include_upcoming)),
      get: async (request) => {
        const viewer = eventViewer(request);
        const { promoCode } = request.query;
        const key = JSON.stringify([request.params.id, sameSight(viewer), promoCode ?? null]);
        return eventPages.get(key, viewer.userId, async () =>
          reusableAnswer(ok(await eventPage(db, realm, { eventId: request.params.id, viewer, promoCode }))),
        );
      },
      slots: async (request) => {
        const viewer = eventViewer(request);
        const key = JSON.stringify([request.params.id, sameSight(viewer)]);
        return eventShows.get(key, viewer.userId, async () => {
          const event = await getEvent(db, realm, request.params.id, draftReader(viewer));
          return reusableAnswer(ok(await eventSlots(db, event.id)));
        });
      },
      stats: async (request) =>
        ok(await eventStats(db, realm, request.params.id, draftReader(eventViewer(request)))),
      share: async (request, reply) =>
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

      districts: async () =>
        districtLists.get('all', async () => reusableAnswer(ok(await listDistricts(db)))),
      districtEvents: async () => ok(await districtEventCounts(db, realm)),
      districtsByState: async (request) => ok(await districtsByState(db, request.params.state)),
      district: async (request) => ok(await getDistrict(db, request.params.id)),

      venues: async () => ok(await listVenues(db)),
      venuesByDistrict: async (request) => ok(await listVenues(db, request.params.id)),
      venue: async (request) => ok(await getVenue(db, request.params.id)),
      venueAvailability: async (request) =>
        ok(
          await venueAvailability(db, {
            venueId: request.params.id,
            ...request.query,
            reader: draftReader(eventViewer(request)),
          }),
        ),

      // Organisers list events and run their own; admins run every event (decision 046).
      create: async (request, reply) =>
        reply.code(201).send(ok(await createEvent(db, realm, request.body, eventViewer(request)))),
      update: async (request) =>
        ok(
          await updateEvent(db, realm, {
            eventId: request.params.id,
            viewer: eventViewer(request),
            changes: request.body,
            gateway: app.paymentGateway,
          }),
        ),
      cancellation: async (request) =>
        ok(await eventCancellation(db, realm, request.params.id, eventViewer(request))),
      cancel: async (request) =>
        ok(
          await cancelEvent(db, realm, {
            eventId: request.params.id,
            viewer: eventViewer(request),
            gateway: app.paymentGateway,
            reason: request.body.reason,
          }),
        ),
      addSlot: async (request, reply) =>
        reply
          .code(201)
          .send(ok(await addSlot(db, realm, request.params.id, request.body, eventViewer(request)))),
      updateSlot: async (request) =>
        ok(
          await updateSlot(db, realm, {
            eventId: request.params.id,
            slotId: request.params.slotId,
            ...request.body,
            viewer: eventViewer(request),
          }),
        ),
      // Venues are one catalogue every organiser's events share: organisers add them, admins correct them.
      createVenue: async (request, reply) => reply.code(201).send(ok(await createVenue(db, request.body))),
      updateVenue: async (request) => ok(await updateVenue(db, request.params.id, request.body)),
    },
    { tags: [realm] },
  );
};
