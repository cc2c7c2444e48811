import {
  CREDIT_PRICE_INR,
  JOB_FEE_CREDITS,
  paginated,
  type TJobCategory,
  ZApplicationIdParams,
  ZCsrfResponse,
  ZJobApplication,
  ZJobApplicationRequest,
  ZJobOpening,
  ZJobOpeningInput,
  ZJobPaymentCompleteRequest,
  ZJobPaymentInitiateRequest,
  ZJobPaymentStatusResponse,
  ZJobStatusRequest,
  ZListApplicationsQuery,
  ZListOpeningsQuery,
  ZOpeningIdParams,
  ZPageQuery,
  ZPaymentRates,
} from '@engagex/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser, currentViewer } from '../../platform/auth/auth.js';
import { cookieNames } from '../../platform/auth/session-cookie.js';
import { createdResponses, ok, responses } from '../../platform/envelope.js';
import { AppError } from '../../platform/errors.js';
import type { PurchasePurpose } from '../../platform/payments/purposes.js';
import {
  apply,
  changeApplicationStatus,
  getApplication,
  jobFeePurpose,
  listApplications,
  paymentStatus,
} from './applications.js';
import { completeJobFeePayment, initiateJobFeePayment, JOB_FEE_PURPOSE } from './fee-payment.js';
import { closeOpening, createOpening, listOpenings, openingRow, toOpening } from './openings.js';

/** What the jobs service's gateway purchases pay for; app.ts registers them in every process (decision 034). */
export const jobsPurchasePurposes: [string, PurchasePurpose][] = [[JOB_FEE_PURPOSE, jobFeePurpose]];

const paymentRates = () => ({
  currency: 'CREDITS' as const,
  creditValueInr: CREDIT_PRICE_INR,
  rates: (Object.entries(JOB_FEE_CREDITS) as [TJobCategory, number][]).map(([category, feeCredits]) => ({
    category,
    feeCredits,
    feeInr: feeCredits * CREDIT_PRICE_INR,
  })),
});

/**
 * Jobs internal (docs/product.md §7, "sent with cookies"): every route here also accepts the session cookie,
 * with the CSRF check on unsafe methods; a bearer token keeps working for API clients.
 */
export const jobsService: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRoute', (route) => {
    route.config = { ...(route.config ?? {}), cookieAuth: true };
  });
  const { db } = app;
  const user = { config: { auth: 'user' as const } };
  const admin = { config: { auth: 'admin' as const } };
  const tags = ['jobs'];

  app.get(
    '/session/csrf',
    { ...user, schema: { tags, response: responses(ZCsrfResponse) } },
    async (request) => {
      const token = request.cookies[cookieNames(app.config).csrf];
      if (!token) throw new AppError('UNAUTHENTICATED', 'No cookie session; sign in again');
      return ok({ csrfToken: token });
    },
  );

  app.get(
    '/job-openings',
    {
      ...user,
      schema: { tags, querystring: ZListOpeningsQuery, response: responses(paginated(ZJobOpening)) },
    },
    async (request) => ok(await listOpenings(db, request.query)),
  );
  app.get(
    '/job-openings/:id',
    { ...user, schema: { tags, params: ZOpeningIdParams, response: responses(ZJobOpening) } },
    async (request) => ok(toOpening(await openingRow(db, request.params.id))),
  );
  app.post(
    '/job-openings',
    { ...admin, schema: { tags, body: ZJobOpeningInput, response: createdResponses(ZJobOpening) } },
    async (request, reply) =>
      reply
        .code(201)
        .send(ok(await createOpening(db, { ...request.body, createdBy: currentUser(request).id }))),
  );
  app.post(
    '/job-openings/:id/close',
    { ...admin, schema: { tags, params: ZOpeningIdParams, response: responses(ZJobOpening) } },
    async (request) => ok(await closeOpening(db, request.params.id)),
  );

  app.post(
    '/job-applications',
    { ...user, schema: { tags, body: ZJobApplicationRequest, response: createdResponses(ZJobApplication) } },
    async (request, reply) =>
      reply.code(201).send(ok(await apply(db, { ...request.body, userId: currentUser(request).id }))),
  );
  app.get(
    '/job-applications/my-applications',
    { ...user, schema: { tags, querystring: ZPageQuery, response: responses(paginated(ZJobApplication)) } },
    async (request) => ok(await listApplications(db, { ...request.query, userId: currentUser(request).id })),
  );
  app.get(
    '/job-applications/payment-rates',
    { ...user, schema: { tags, response: responses(ZPaymentRates) } },
    async () => ok(paymentRates()),
  );
  app.get(
    '/job-applications',
    {
      ...admin,
      schema: { tags, querystring: ZListApplicationsQuery, response: responses(paginated(ZJobApplication)) },
    },
    async (request) => ok(await listApplications(db, { ...request.query, userId: null })),
  );
  app.get(
    '/job-applications/:id',
    { ...user, schema: { tags, params: ZApplicationIdParams, response: responses(ZJobApplication) } },
    async (request) =>
      ok(await getApplication(db, { applicationId: request.params.id, ...currentViewer(request) })),
  );
  app.put(
    '/job-applications/:id/status',
    {
      ...admin,
      schema: {
        tags,
        params: ZApplicationIdParams,
        body: ZJobStatusRequest,
        response: responses(ZJobApplication),
      },
    },
    async (request) =>
      ok(
        await changeApplicationStatus(db, {
          applicationId: request.params.id,
          ...request.body,
          reviewerId: currentUser(request).id,
        }),
      ),
  );

  app.get('/payments/rates', { ...user, schema: { tags, response: responses(ZPaymentRates) } }, async () =>
    ok(paymentRates()),
  );
  app.post(
    '/payments/initiate',
    {
      ...user,
      schema: { tags, body: ZJobPaymentInitiateRequest, response: responses(ZJobPaymentStatusResponse) },
    },
    async (request) =>
      ok(
        await initiateJobFeePayment(db, app.paymentGateway, {
          userId: currentUser(request).id,
          ...request.body,
        }),
      ),
  );
  app.post(
    '/payments/complete',
    {
      ...user,
      schema: { tags, body: ZJobPaymentCompleteRequest, response: responses(ZJobPaymentStatusResponse) },
    },
    async (request) =>
      ok(
        await completeJobFeePayment(db, app.paymentGateway, {
          userId: currentUser(request).id,
          ...request.body,
        }),
      ),
  );
  app.get(
    '/applications/:id/payment-status',
    {
      ...user,
      schema: { tags, params: ZApplicationIdParams, response: responses(ZJobPaymentStatusResponse) },
    },
    async (request) =>
      ok(await paymentStatus(db, { applicationId: request.params.id, ...currentViewer(request) })),
  );
};
