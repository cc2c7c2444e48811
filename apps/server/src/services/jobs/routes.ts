/**
 * The jobs service's routes (docs/product.md §7), with the cookie session (decision 025): thin handlers over the
 * endpoint table. Changes when a jobs endpoint is added.
 */
import { CREDIT_PRICE_INR, JOB_FEE_CREDITS, type TJobCategory } from '@engagex/contracts';
import { jobsApi } from '@engagex/contracts/api/jobs';
import { jobsSchemas } from '@engagex/contracts/api/jobs.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { bearerToken, currentUser, currentViewer } from '../../platform/auth/auth.js';
import { cookieNames, sessionCookieToken, setSessionCookies } from '../../platform/auth/session-cookie.js';
import { csvFilename, csvStream } from '../../platform/csv.js';
import { registerEndpoints, sendFile } from '../../platform/endpoints.js';
import { ok } from '../../platform/envelope.js';
import { AppError } from '../../platform/errors.js';
import { APPLICATION_COLUMNS, applicationRows } from './application-export.js';
import { getApplication, listApplications, paymentStatus } from './application-reads.js';
import { changeApplicationStatus } from './application-status.js';
import { apply } from './apply.js';
import { completeJobFeePayment, initiateJobFeePayment } from './fee-payment.js';
import { applicationInvoiceRoutes } from './invoice-routes.js';
import { closeOpening, createOpening, listOpenings, openingRow, toOpening } from './openings.js';

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
 * with the CSRF check on unsafe methods (decision 025); a bearer token keeps working for API clients.
 */
const cookieSession = { cookieAuth: true };

export const jobsService: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;
  registerEndpoints(
    app,
    jobsApi,
    jobsSchemas,
    {
      csrf: {
        config: cookieSession,
        handler: async (request, reply) => {
          const names = cookieNames(app.config);
          const csrf = request.cookies[names.csrf];
          if (csrf && request.cookies[names.session]) return ok({ csrfToken: csrf });
          // Signed in, but the cookie session is missing (expired with an old token, or never set where the
          // sign-in ran on another origin): it is established here from the token the caller proved, before
          // their first write needs it (decision 054). Only a caller who holds the token can, so this is no
          // way around the CSRF check.
          const token = bearerToken(request) ?? sessionCookieToken(request, app.config);
          if (!token) throw new AppError('UNAUTHENTICATED', 'No cookie session; sign in again');
          return ok({ csrfToken: setSessionCookies(reply, app.config, token) });
        },
      },
      listOpenings: {
        config: cookieSession,
        handler: async (request) => ok(await listOpenings(db, request.query)),
      },
      getOpening: {
        config: cookieSession,
        handler: async (request) => ok(toOpening(await openingRow(db, request.params.id))),
      },
      createOpening: {
        config: cookieSession,
        handler: async (request, reply) =>
          reply
            .code(201)
            .send(ok(await createOpening(db, { ...request.body, createdBy: currentUser(request).id }))),
      },
      closeOpening: {
        config: cookieSession,
        handler: async (request) => ok(await closeOpening(db, request.params.id)),
      },

      apply: {
        config: cookieSession,
        handler: async (request, reply) =>
          reply.code(201).send(ok(await apply(db, { ...request.body, userId: currentUser(request).id }))),
      },
      myApplications: {
        config: cookieSession,
        handler: async (request) =>
          ok(await listApplications(db, { ...request.query, userId: currentUser(request).id })),
      },
      applicationRates: { config: cookieSession, handler: async () => ok(paymentRates()) },
      listApplications: {
        config: cookieSession,
        handler: async (request) => ok(await listApplications(db, { ...request.query, userId: null })),
      },
      getApplication: {
        config: cookieSession,
        handler: async (request) =>
          ok(await getApplication(db, { applicationId: request.params.id, ...currentViewer(request) })),
      },
      changeStatus: {
        config: cookieSession,
        handler: async (request) =>
          ok(
            await changeApplicationStatus(db, {
              applicationId: request.params.id,
              ...request.body,
              reviewerId: currentUser(request).id,
            }),
          ),
      },

      paymentRates: { config: cookieSession, handler: async () => ok(paymentRates()) },
      initiatePayment: {
        config: cookieSession,
        handler: async (request) =>
          ok(
            await initiateJobFeePayment(db, app.paymentGateway, {
              userId: currentUser(request).id,
              ...request.body,
            }),
          ),
      },
      completePayment: {
        config: cookieSession,
        handler: async (request) =>
          ok(
            await completeJobFeePayment(db, app.paymentGateway, {
              userId: currentUser(request).id,
              ...request.body,
            }),
          ),
      },
      paymentStatus: {
        config: cookieSession,
        handler: async (request) =>
          ok(await paymentStatus(db, { applicationId: request.params.id, ...currentViewer(request) })),
      },
      exportApplications: {
        config: cookieSession,
        handler: async (request, reply) =>
          sendFile(
            reply,
            jobsApi.exportApplications,
            csvFilename(['job-applications', request.query.status?.toLowerCase()]),
            csvStream(APPLICATION_COLUMNS, applicationRows(db, request.query)),
          ),
      },
    },
    { tags: ['jobs'] },
  );
  // A fee's invoice and credit notes (decision 079), with the same cookie session.
  await app.register(applicationInvoiceRoutes);
};
