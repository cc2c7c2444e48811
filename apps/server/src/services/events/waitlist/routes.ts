/**
 * The waitlist routes of both realms (decision 042): join, leave, read. Changes when a waitlist endpoint is added.
 */
import type { TRealm } from '@engagex/contracts';
import { waitlistApi } from '@engagex/contracts/api/waitlist';
import { waitlistSchemas } from '@engagex/contracts/api/waitlist.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../../platform/auth/auth.js';
import { registerEndpoints } from '../../../platform/endpoints.js';
import { ok, reusableAnswer } from '../../../platform/envelope.js';
import { eventViewer } from '../organisers.js';
import { closeWaitlist } from './close.js';
import { joinWaitlist, leaveWaitlist } from './membership.js';
import { eventWaitlists, myWaitlist } from './reads.js';

/** Waitlists of sold-out shows (decision 042), on both events services; offers are held bookings (bookingRoutes). */
export const waitlistRoutes: FastifyPluginAsyncZod<{ realm: TRealm }> = async (app, { realm }) => {
  const { db } = app;

  registerEndpoints(
    app,
    waitlistApi,
    waitlistSchemas,
    {
      join: async (request, reply) => {
        const entry = await joinWaitlist(db, realm, {
          userId: currentUser(request).id,
          eventId: request.params.id,
          slotId: request.params.slotId,
          seats: request.body.seats,
          ticketTypeId: request.body.ticketTypeId,
        });
        return reply.code(201).send(ok(entry));
      },
      // The event page asks on every visit; remembered per person (decision 082).
      mine: async (request) => {
        const userId = currentUser(request).id;
        return app.personReads.get(userId, `waitlist:${realm}:${JSON.stringify(request.query)}`, async () =>
          reusableAnswer(ok(await myWaitlist(db, realm, { ...request.query, userId }))),
        );
      },
      leave: async (request) =>
        ok(
          await leaveWaitlist(db, realm, {
            userId: currentUser(request).id,
            entryId: request.params.entryId,
          }),
        ),
      eventWaitlists: async (request) =>
        ok(await eventWaitlists(db, realm, request.params.id, eventViewer(request))),
      close: async (request) =>
        ok(
          await closeWaitlist(db, realm, {
            eventId: request.params.id,
            slotId: request.params.slotId,
            viewer: eventViewer(request),
          }),
        ),
    },
    { tags: [`${realm}: waitlists`] },
  );
};
