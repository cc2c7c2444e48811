/**
 * The waiting room routes of both realms (decision 080): see a room, set it, join it, poll one's place. Thin
 * handlers over the endpoint table; the realm's memory of its rooms and its ticker live as long as the app. Changes
 * when a waiting room endpoint is added.
 */
import type { TRealm } from '@engagex/contracts';
import { waitingRoomApi } from '@engagex/contracts/api/waiting-room';
import { waitingRoomSchemas } from '@engagex/contracts/api/waiting-room.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../../platform/auth/auth.js';
import { registerEndpoints } from '../../../platform/endpoints.js';
import { ok } from '../../../platform/envelope.js';
import { eventViewer } from '../organisers.js';
import { forgetRecentRoom } from './gate.js';
import { heldPlace, joinRoom, myPlace } from './places.js';
import { seeRoom } from './reads.js';
import { setWaitingRoom } from './settings.js';
import { StatusCache } from './status-cache.js';
import { startTicker } from './ticker.js';

/** Joins a person may make in a minute: enough for a few tabs and devices, too few to hammer the room's row. */
const JOINS_PER_MINUTE = 10;

export const waitingRoomRoutes: FastifyPluginAsyncZod<{ realm: TRealm }> = async (app, { realm }) => {
  const { db } = app;
  const cache = new StatusCache(db);
  const ticker = app.config.waitingRoomTicks ? startTicker(db, realm, app.log) : null;
  app.addHook('onClose', async () => ticker?.stop());
  const know = (eventId: string) => ticker?.know(eventId);
  /** A person still waiting makes the ticker know the room, which draws it once due (GETs never draw). */
  const polled = <A extends { data: { status: string; eventId: string } }>(answer: A) => {
    if (answer.data.status === 'waiting') know(answer.data.eventId);
    return answer;
  };

  registerEndpoints(
    app,
    waitingRoomApi,
    waitingRoomSchemas,
    {
      get: async (request) => {
        const room = await seeRoom(
          cache,
          realm,
          request.params.id,
          request.user ? eventViewer(request) : null,
        );
        if (room.enabled) know(room.eventId);
        return ok(room);
      },
      set: async (request) => {
        const room = await setWaitingRoom(db, realm, {
          eventId: request.params.id,
          viewer: eventViewer(request),
          settings: request.body,
        });
        cache.forgetRoom(room.eventId);
        // The gate's second-long memory of whether the event has a room: a room just switched on refuses at once.
        forgetRecentRoom(room.eventId);
        if (room.enabled) know(room.eventId);
        return ok(room);
      },
      join: {
        // Per signed-in person, so people behind one address do not throttle each other.
        config: {
          rateLimit: {
            max: JOINS_PER_MINUTE,
            timeWindow: '1 minute',
            keyGenerator: (request) => request.user?.id ?? request.ip,
          },
        },
        handler: async (request) => {
          const entry = await joinRoom(db, cache, realm, {
            eventId: request.params.id,
            userId: currentUser(request).id,
          });
          know(entry.eventId);
          return ok(entry);
        },
      },
      me: async (request) =>
        polled(await myPlace(cache, realm, { eventId: request.params.id, userId: currentUser(request).id })),
    },
    { tags: [`${realm}: waiting rooms`] },
  );
  // The same poll answered before routing when everything it needs is in memory (decision 108).
  app.fastAnswers.get(app.prefix, waitingRoomApi.me, waitingRoomSchemas.me, (params, user) => {
    const answer = heldPlace(cache, realm, { eventId: params.id, userId: user.id });
    return answer && polled(answer);
  });
};
