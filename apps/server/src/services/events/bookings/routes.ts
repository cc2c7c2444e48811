import {
  paginated,
  type TRealm,
  ZBooking,
  ZBookingIdParams,
  ZBookingPaymentResponse,
  ZCancelRequest,
  ZCheckInRequest,
  ZCompleteBookingPaymentRequest,
  ZConfirmBookingRequest,
  ZCreateBookingRequest,
  ZIdempotencyKeyHeaders,
  ZInitiateBookingPaymentRequest,
  ZListBookingsQuery,
  ZPaymentDetails,
  ZTransferBookingRequest,
  ZTransferOptions,
} from '@engagex/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser, currentViewer } from '../../../platform/auth/auth.js';
import { createdResponses, ok, responses } from '../../../platform/envelope.js';
import { cancelBooking, confirmBooking } from './cancel.js';
import { checkIn } from './check-in.js';
import { holdSeats } from './hold.js';
import { bookingPayment, completeBookingPayment, initiateBookingPayment } from './payment.js';
import { getBooking, listBookings, transferOptions } from './reads.js';
import { transferBooking } from './transfer.js';

export const bookingRoutes: FastifyPluginAsyncZod<{ realm: TRealm }> = async (app, { realm }) => {
  const { db } = app;
  const user = { config: { auth: 'user' as const } };
  const tags = [`${realm}: bookings`];

  app.post(
    '/bookings',
    {
      config: {
        auth: 'user',
        // Per signed-in user, so people behind one address do not throttle each other.
        rateLimit: {
          max: app.config.bookingRateLimitPerMinute,
          timeWindow: '1 minute',
          keyGenerator: (request) => request.user?.id ?? request.ip,
        },
      },
      schema: {
        tags,
        headers: ZIdempotencyKeyHeaders,
        body: ZCreateBookingRequest,
        response: createdResponses(ZBooking),
      },
    },
    async (request, reply) => {
      const { booking, replayed } = await holdSeats(db, realm, {
        userId: currentUser(request).id,
        ...request.body,
        idempotencyKey: request.headers['idempotency-key'],
      });
      // Stripe's name for it: this answer is the first request's booking, not a new hold.
      if (replayed) reply.header('idempotent-replayed', 'true');
      return reply.code(201).send(ok(booking));
    },
  );
  app.get(
    '/bookings',
    { ...user, schema: { tags, querystring: ZListBookingsQuery, response: responses(paginated(ZBooking)) } },
    async (request) => {
      const { userId, admin } = currentViewer(request);
      return ok(await listBookings(db, realm, { ...request.query, userId: admin ? null : userId }));
    },
  );
  app.get(
    '/bookings/my-bookings',
    { ...user, schema: { tags, querystring: ZListBookingsQuery, response: responses(paginated(ZBooking)) } },
    async (request) =>
      ok(await listBookings(db, realm, { ...request.query, userId: currentUser(request).id })),
  );
  app.post(
    '/bookings/transfer',
    { ...user, schema: { tags, body: ZTransferBookingRequest, response: responses(ZBooking) } },
    async (request) =>
      ok(await transferBooking(db, realm, { userId: currentUser(request).id, ...request.body })),
  );
  app.post(
    '/bookings/initiate-payment',
    {
      ...user,
      schema: { tags, body: ZInitiateBookingPaymentRequest, response: responses(ZBookingPaymentResponse) },
    },
    async (request) =>
      ok(
        await initiateBookingPayment(db, app.paymentGateway, realm, {
          userId: currentUser(request).id,
          ...request.body,
        }),
      ),
  );
  app.post(
    '/bookings/complete-payment',
    {
      ...user,
      schema: { tags, body: ZCompleteBookingPaymentRequest, response: responses(ZBookingPaymentResponse) },
    },
    async (request) =>
      ok(
        await completeBookingPayment(db, app.paymentGateway, realm, {
          userId: currentUser(request).id,
          ...request.body,
        }),
      ),
  );
  app.post(
    '/bookings/check-in',
    { config: { auth: 'admin' }, schema: { tags, body: ZCheckInRequest, response: responses(ZBooking) } },
    async (request) => ok(await checkIn(db, realm, { ...request.body, staffId: currentUser(request).id })),
  );
  app.get(
    '/bookings/:id',
    { ...user, schema: { tags, params: ZBookingIdParams, response: responses(ZBooking) } },
    async (request) =>
      ok(await getBooking(db, realm, { bookingId: request.params.id, ...currentViewer(request) })),
  );
  app.patch(
    '/bookings/:id/confirm',
    {
      ...user,
      schema: { tags, params: ZBookingIdParams, body: ZConfirmBookingRequest, response: responses(ZBooking) },
    },
    async (request) =>
      ok(
        await confirmBooking(db, app.paymentGateway, realm, {
          userId: currentUser(request).id,
          bookingId: request.params.id,
          confirm: request.body.confirm,
        }),
      ),
  );
  app.post(
    '/bookings/:id/cancel',
    {
      ...user,
      schema: { tags, params: ZBookingIdParams, body: ZCancelRequest, response: responses(ZBooking) },
    },
    async (request) => {
      const { userId, admin } = currentViewer(request);
      return ok(
        await cancelBooking(db, app.paymentGateway, realm, {
          bookingId: request.params.id,
          userId: admin ? null : userId,
          reason: request.body.reason,
          refundTo: request.body.refundTo,
          actorId: userId,
        }),
      );
    },
  );
  app.get(
    '/bookings/:id/transfer-options',
    { ...user, schema: { tags, params: ZBookingIdParams, response: responses(ZTransferOptions) } },
    async (request) =>
      ok(await transferOptions(db, realm, { userId: currentUser(request).id, bookingId: request.params.id })),
  );
  app.get(
    '/bookings/:id/payment',
    { ...user, schema: { tags, params: ZBookingIdParams, response: responses(ZPaymentDetails) } },
    async (request) =>
      ok(await bookingPayment(db, realm, { bookingId: request.params.id, ...currentViewer(request) })),
  );
};
