import {
  paginated,
  type TRealm,
  ZAddContestantsRequest,
  ZCancelRequest,
  ZCompleteContestantPaymentRequest,
  ZContestant,
  ZContestantIdParams,
  ZContestantPaymentResponse,
  ZContestantPricing,
  ZContestantStats,
  ZContestantStatusRequest,
  ZEventIdParams,
  ZInitiateContestantPaymentRequest,
  ZListContestantsQuery,
  ZPageQuery,
  ZPaymentDetails,
  ZRegisterContestantRequest,
} from '@engagex/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser, currentViewer } from '../../../platform/auth/auth.js';
import { createdResponses, ok, responses } from '../../../platform/envelope.js';
import { cancelRegistration } from './cancellation.js';
import { completeFeePayment, initiateFeePayment } from './fee-payment.js';
import { contestantPayment, getContestant, listContestants, pricing } from './reads.js';
import { addContestants, register } from './registration.js';
import { changeStatus } from './review.js';
import { myStats } from './stats.js';

export const contestantRoutes: FastifyPluginAsyncZod<{ realm: TRealm }> = async (app, { realm }) => {
  const { db } = app;
  const user = { config: { auth: 'user' as const } };
  const tags = [`${realm}: contestants`];

  app.post(
    '/contestants',
    { ...user, schema: { tags, body: ZRegisterContestantRequest, response: createdResponses(ZContestant) } },
    async (request, reply) =>
      reply
        .code(201)
        .send(ok(await register(db, realm, { ...request.body, userId: currentUser(request).id }))),
  );
  app.get(
    '/contestants',
    {
      ...user,
      schema: { tags, querystring: ZListContestantsQuery, response: responses(paginated(ZContestant)) },
    },
    async (request) => {
      const { userId, admin } = currentViewer(request);
      const everyone = admin && !request.query.mine;
      return ok(await listContestants(db, realm, { ...request.query, userId: everyone ? null : userId }));
    },
  );
  app.get(
    '/contestants/pricing/:id',
    { ...user, schema: { tags, params: ZEventIdParams, response: responses(ZContestantPricing) } },
    async (request) => ok(await pricing(db, realm, request.params.id)),
  );
  app.post(
    '/contestants/payment/initiate',
    {
      ...user,
      schema: {
        tags,
        body: ZInitiateContestantPaymentRequest,
        response: responses(ZContestantPaymentResponse),
      },
    },
    async (request) =>
      ok(
        await initiateFeePayment(db, app.paymentGateway, realm, {
          userId: currentUser(request).id,
          ...request.body,
        }),
      ),
  );
  app.post(
    '/contestants/payment/complete',
    {
      ...user,
      schema: {
        tags,
        body: ZCompleteContestantPaymentRequest,
        response: responses(ZContestantPaymentResponse),
      },
    },
    async (request) =>
      ok(
        await completeFeePayment(db, app.paymentGateway, realm, {
          userId: currentUser(request).id,
          ...request.body,
        }),
      ),
  );
  app.get(
    '/contestants/:id',
    { ...user, schema: { tags, params: ZContestantIdParams, response: responses(ZContestant) } },
    async (request) =>
      ok(await getContestant(db, realm, { contestantId: request.params.id, ...currentViewer(request) })),
  );
  app.patch(
    '/contestants/:id/status',
    {
      config: { auth: 'admin' },
      schema: {
        tags,
        params: ZContestantIdParams,
        body: ZContestantStatusRequest,
        response: responses(ZContestant),
      },
    },
    async (request) =>
      ok(
        await changeStatus(db, realm, {
          contestantId: request.params.id,
          ...request.body,
          reviewerId: currentUser(request).id,
        }),
      ),
  );
  app.get(
    '/contestants/:id/payment',
    { ...user, schema: { tags, params: ZContestantIdParams, response: responses(ZPaymentDetails) } },
    async (request) =>
      ok(await contestantPayment(db, realm, { contestantId: request.params.id, ...currentViewer(request) })),
  );
  app.post(
    '/contestants/:id/additional-contestants',
    {
      ...user,
      schema: {
        tags,
        params: ZContestantIdParams,
        body: ZAddContestantsRequest,
        response: responses(ZContestant),
      },
    },
    async (request) =>
      ok(
        await addContestants(db, realm, {
          userId: currentUser(request).id,
          contestantId: request.params.id,
          ...request.body,
        }),
      ),
  );
  app.post(
    '/contestants/:id/cancel',
    {
      ...user,
      schema: { tags, params: ZContestantIdParams, body: ZCancelRequest, response: responses(ZContestant) },
    },
    async (request) =>
      ok(
        await cancelRegistration(db, app.paymentGateway, realm, {
          userId: currentUser(request).id,
          contestantId: request.params.id,
          reason: request.body.reason,
          refundTo: request.body.refundTo,
        }),
      ),
  );

  // docs/product.md §7: only the events server answers these two.
  if (realm === 'events') {
    app.get(
      '/contestant-registration/my-registrations',
      { ...user, schema: { tags, querystring: ZPageQuery, response: responses(paginated(ZContestant)) } },
      async (request) =>
        ok(await listContestants(db, realm, { ...request.query, userId: currentUser(request).id })),
    );
    app.get(
      '/contestant-registration/my-stats',
      { ...user, schema: { tags, response: responses(ZContestantStats) } },
      async (request) => ok(await myStats(db, realm, currentUser(request).id)),
    );
  }
};
