import {
  paginated,
  ZEmployeeReferralSummary,
  ZEncashmentConfig,
  ZEncashmentIdParams,
  ZEncashmentRequest,
  ZEncashmentRequestInput,
  ZEncashmentValidateRequest,
  ZEncashmentValidation,
  ZListEncashmentsQuery,
  ZMarkPaidRequest,
  ZModuleIdParams,
  ZPayoutReveal,
  ZReferralGuidance,
  ZReferralModule,
  ZRejectEncashmentRequest,
} from '@engagex/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../platform/auth/auth.js';
import { createdResponses, ok, responses } from '../../platform/envelope.js';
import {
  approveEncashment,
  cancelEncashment,
  encashmentConfig,
  getEncashment,
  listEncashments,
  markEncashmentPaid,
  rejectEncashment,
  requestEncashment,
  revealPayout,
  validateEncashment,
} from './encashment.js';
import { employeeReferralSummary, referralGuidance, referralModules } from './referral-guidance.js';

/** Employee management (docs/product.md §7): employees only; the payout queue is for admins, full destinations for payout admins. */
export const employeeService: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;
  const employee = { config: { auth: 'employee' as const } };
  const admin = { config: { auth: 'admin' as const } };
  const payout = { config: { auth: 'payout' as const } };
  const tags = ['employee'];

  app.get(
    '/encashment/config',
    { ...employee, schema: { tags, response: responses(ZEncashmentConfig) } },
    async (request) => ok(await encashmentConfig(db, currentUser(request).id)),
  );
  app.post(
    '/encashment/validate',
    {
      ...employee,
      schema: { tags, body: ZEncashmentValidateRequest, response: responses(ZEncashmentValidation) },
    },
    async (request) => ok(await validateEncashment(db, currentUser(request).id, request.body.credits)),
  );
  app.post(
    '/encashment/requests',
    {
      ...employee,
      schema: { tags, body: ZEncashmentRequestInput, response: createdResponses(ZEncashmentRequest) },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(ok(await requestEncashment(db, { userId: currentUser(request).id, ...request.body }))),
  );
  app.get(
    '/encashment/requests',
    {
      ...employee,
      schema: {
        tags,
        querystring: ZListEncashmentsQuery,
        response: responses(paginated(ZEncashmentRequest)),
      },
    },
    async (request) => ok(await listEncashments(db, { ...request.query, userId: currentUser(request).id })),
  );
  app.get(
    '/encashment/requests/:id',
    { ...employee, schema: { tags, params: ZEncashmentIdParams, response: responses(ZEncashmentRequest) } },
    async (request) =>
      ok(await getEncashment(db, { id: request.params.id, userId: currentUser(request).id })),
  );
  app.delete(
    '/encashment/requests/:id',
    { ...employee, schema: { tags, params: ZEncashmentIdParams, response: responses(ZEncashmentRequest) } },
    async (request) =>
      ok(
        await cancelEncashment(db, { id: request.params.id, userId: currentUser(request).id }),
        'Request cancelled',
      ),
  );

  app.get(
    '/encashment/admin/requests',
    {
      ...admin,
      schema: {
        tags,
        querystring: ZListEncashmentsQuery,
        response: responses(paginated(ZEncashmentRequest)),
      },
    },
    async (request) => ok(await listEncashments(db, { ...request.query, userId: null })),
  );
  app.post(
    '/encashment/requests/:id/approve',
    { ...admin, schema: { tags, params: ZEncashmentIdParams, response: responses(ZEncashmentRequest) } },
    async (request) =>
      ok(await approveEncashment(db, { id: request.params.id, reviewerId: currentUser(request).id })),
  );
  app.post(
    '/encashment/requests/:id/reject',
    {
      ...admin,
      schema: {
        tags,
        params: ZEncashmentIdParams,
        body: ZRejectEncashmentRequest,
        response: responses(ZEncashmentRequest),
      },
    },
    async (request) =>
      ok(
        await rejectEncashment(db, {
          id: request.params.id,
          reviewerId: currentUser(request).id,
          reason: request.body.reason,
        }),
      ),
  );
  app.post(
    '/encashment/requests/:id/mark-paid',
    {
      ...admin,
      schema: {
        tags,
        params: ZEncashmentIdParams,
        body: ZMarkPaidRequest,
        response: responses(ZEncashmentRequest),
      },
    },
    async (request) =>
      ok(
        await markEncashmentPaid(db, {
          id: request.params.id,
          reviewerId: currentUser(request).id,
          payoutReference: request.body.payoutReference,
        }),
      ),
  );

  // POST, not GET: a reveal writes its audit row, and a read never writes.
  app.post(
    '/encashment/requests/:id/payout-destination',
    { ...payout, schema: { tags, params: ZEncashmentIdParams, response: responses(ZPayoutReveal) } },
    async (request) =>
      ok(
        await revealPayout(db, {
          id: request.params.id,
          revealedBy: currentUser(request).id,
          httpRequestId: request.id,
        }),
      ),
  );

  app.get(
    '/referral/modules',
    { ...employee, schema: { tags, response: responses(z.array(ZReferralModule)) } },
    async () => ok(await referralModules(db)),
  );
  app.get(
    '/referral/modules/:id/guidance',
    { ...employee, schema: { tags, params: ZModuleIdParams, response: responses(ZReferralGuidance) } },
    async (request) => ok(await referralGuidance(db, request.params.id)),
  );
  app.get(
    '/referral/summary',
    { ...employee, schema: { tags, response: responses(ZEmployeeReferralSummary) } },
    async (request) => {
      const userId = currentUser(request).id;
      const { encashableCredits } = await encashmentConfig(db, userId);
      return ok(
        await employeeReferralSummary(db, { userId, webAppUrl: app.config.webAppUrl, encashableCredits }),
      );
    },
  );
};
