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
import { AppError } from '../../../platform/errors.js';
import { completePurchase, initiatePurposePurchase } from '../../main/credits/purchases.js';
import {
  addContestants,
  cancelRegistration,
  changeStatus,
  contestantPayment,
  feeForGateway,
  getContestant,
  listContestants,
  myStats,
  payFeeWithCredits,
  pricing,
  register,
} from './contestants.js';

export const contestantPurpose = (realm: TRealm) => `contestant:${realm}`;

export const contestantRoutes: FastifyPluginAsyncZod<{ realm: TRealm }> = async (app, { realm }) => {
  const { db } = app;
  const user = { config: { auth: 'user' as const } };
  const tags = [`${realm}: contestants`];
  const withPayment = async (contestantId: string, userId: string) => ({
    contestant: await getContestant(db, realm, { contestantId, userId, admin: false }),
    payment: await contestantPayment(db, realm, { contestantId, userId, admin: false }),
  });

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
    async (request) => {
      const userId = currentUser(request).id;
      const { contestantId, method } = request.body;
      if (method === 'credits') {
        await payFeeWithCredits(db, realm, { userId, contestantId });
      } else {
        const row = await feeForGateway(db, realm, { userId, contestantId });
        const purchase = await initiatePurposePurchase(db, app.paymentGateway, {
          userId,
          credits: row.fee_credits,
          purpose: contestantPurpose(realm),
          purposeRef: contestantId,
          description: 'Competition registration fee',
        });
        await db
          .updateTable('contestants')
          .set({ purchase_id: purchase.purchaseId })
          .where('id', '=', contestantId)
          .execute();
      }
      return ok(await withPayment(contestantId, userId));
    },
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
    async (request) => {
      const userId = currentUser(request).id;
      const { contestantId, ...proof } = request.body;
      await getContestant(db, realm, { contestantId, userId, admin: false });
      const purchase = await db
        .selectFrom('credit_purchases')
        .select(['purpose', 'purpose_ref'])
        .where('id', '=', proof.purchaseId)
        .where('user_id', '=', userId)
        .executeTakeFirst();
      if (
        !purchase ||
        purchase.purpose !== contestantPurpose(realm) ||
        purchase.purpose_ref !== contestantId
      ) {
        throw new AppError('VALIDATION_ERROR', 'This payment is not for this registration');
      }
      await completePurchase(db, app.paymentGateway, { userId, ...proof });
      return ok(await withPayment(contestantId, userId));
    },
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
        await cancelRegistration(db, realm, {
          userId: currentUser(request).id,
          contestantId: request.params.id,
          reason: request.body.reason,
        }),
      ),
  );

  // SPEC.md §7: only the events server answers these two.
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
