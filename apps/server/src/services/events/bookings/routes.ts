/**
 * The booking routes of both events realms: thin handlers over the endpoint table (decision 040). Changes when a
 * booking endpoint is added.
 */
import type { TRealm } from '@engagex/contracts';
import { bookingsApi } from '@engagex/contracts/api/bookings';
import { bookingsSchemas } from '@engagex/contracts/api/bookings.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser, currentViewer } from '../../../platform/auth/auth.js';
import { registerEndpoints } from '../../../platform/endpoints.js';
import { ok, reusableAnswer } from '../../../platform/envelope.js';
import { eventViewer, organiserIdOf } from '../organisers.js';
import { promoGuesses } from '../ticketing/promo-guesses.js';
import { updateAttendees } from './attendees.js';
import { cancelBooking } from './cancel.js';
import { checkIn } from './check-in.js';
import { checkInCounts } from './check-in-counts.js';
import { confirmBooking } from './confirm.js';
import { holdSeats } from './hold.js';
import { bookingPayment, completeBookingPayment, initiateBookingPayment } from './payment.js';
import { getBooking, listBookings, transferOptions } from './reads.js';
import { transferBooking } from './transfer.js';

export const bookingRoutes: FastifyPluginAsyncZod<{ realm: TRealm }> = async (app, { realm }) => {
  const { db } = app;
  // A booking refused for its promo code is a guess like a refused check (decision 078).
  const guesses = promoGuesses(app, realm);

  registerEndpoints(
    app,
    bookingsApi,
    bookingsSchemas,
    {
      create: {
        config: {
          // Per signed-in user, so people behind one address do not throttle each other.
          rateLimit: {
            max: app.config.bookingRateLimitPerMinute,
            timeWindow: '1 minute',
            keyGenerator: (request) => request.user?.id ?? request.ip,
          },
        },
        handler: async (request, reply) => {
          if (request.body.promoCode) await guesses.refuseIfGuessing(request, reply);
          const { booking, replayed } = await guesses.counted(request, () =>
            holdSeats(db, realm, {
              userId: currentUser(request).id,
              ...request.body,
              idempotencyKey: request.headers['idempotency-key'],
            }),
          );
          // Stripe's name for it: this answer is the first request's booking, not a new hold.
          if (replayed) reply.header('idempotent-replayed', 'true');
          return reply.code(201).send(ok(booking));
        },
      },
      list: async (request) => {
        const viewer = eventViewer(request);
        return ok(
          await listBookings(db, realm, {
            ...request.query,
            userId: viewer.admin ? null : viewer.userId,
            organiserId: organiserIdOf(viewer),
          }),
        );
      },
      // The event page asks for the person's holds on every visit; remembered per person (decision 082).
      mine: async (request) => {
        const userId = currentUser(request).id;
        return app.personReads.get(userId, `bookings:${realm}:${JSON.stringify(request.query)}`, async () =>
          reusableAnswer(ok(await listBookings(db, realm, { ...request.query, userId }))),
        );
      },
      transfer: async (request) =>
        ok(await transferBooking(db, realm, { userId: currentUser(request).id, ...request.body })),
      initiatePayment: async (request) =>
        ok(
          await initiateBookingPayment(db, app.paymentGateway, realm, {
            userId: currentUser(request).id,
            ...request.body,
          }),
        ),
      completePayment: async (request) =>
        ok(
          await completeBookingPayment(db, app.paymentGateway, realm, {
            userId: currentUser(request).id,
            ...request.body,
          }),
        ),
      checkIn: async (request) =>
        ok(await checkIn(db, realm, { ...request.body, viewer: eventViewer(request) })),
      checkInCounts: async (request) =>
        ok(await checkInCounts(db, realm, request.query.eventId, eventViewer(request))),
      get: async (request) => {
        const viewer = eventViewer(request);
        return ok(
          await getBooking(db, realm, {
            bookingId: request.params.id,
            ...viewer,
            organiserId: organiserIdOf(viewer),
          }),
        );
      },
      confirm: async (request) =>
        ok(
          await confirmBooking(db, app.paymentGateway, realm, {
            userId: currentUser(request).id,
            bookingId: request.params.id,
            confirm: request.body.confirm,
          }),
        ),
      cancel: async (request) => {
        const { userId, admin } = currentViewer(request);
        return ok(
          await cancelBooking(db, app.paymentGateway, realm, {
            bookingId: request.params.id,
            userId: admin ? null : userId,
            reason: request.body.reason,
            refundTo: request.body.refundTo,
            ticketIds: request.body.ticketIds,
            actorId: userId,
          }),
        );
      },
      transferOptions: async (request) =>
        ok(
          await transferOptions(db, realm, { userId: currentUser(request).id, bookingId: request.params.id }),
        ),
      payment: async (request) =>
        ok(await bookingPayment(db, realm, { bookingId: request.params.id, ...currentViewer(request) })),
      attendees: async (request) =>
        ok(
          await updateAttendees(db, realm, {
            bookingId: request.params.id,
            userId: currentUser(request).id,
            ...request.body,
          }),
        ),
    },
    { tags: [`${realm}: bookings`] },
  );
};
