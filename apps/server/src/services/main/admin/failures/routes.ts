/**
 * The console's view of what failed (decision 096): thin handlers over the endpoint table. Changes when an
 * endpoint is added.
 */
import { adminFailuresApi } from '@engagex/contracts/api/admin-failures';
import { adminFailuresSchemas } from '@engagex/contracts/api/admin-failures.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../../../platform/auth/auth.js';
import { registerEndpoints } from '../../../../platform/endpoints.js';
import { ok } from '../../../../platform/envelope.js';
import { stoppedDeliveries } from '../../webhooks/stopped.js';
import { failedEmails, resendEmail } from './failed-emails.js';
import { givenUpRefunds, retryRefund, settleRefundByHand } from './given-up-refunds.js';
import { resendWebhook } from './stopped-webhooks.js';

export const adminFailuresRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, config } = app;
  const acting = (request: Parameters<typeof currentUser>[0] & { id: string }) => ({
    actorId: currentUser(request).id,
    requestId: request.id,
  });
  registerEndpoints(
    app,
    adminFailuresApi,
    adminFailuresSchemas,
    {
      failedEmails: async (request) => ok(await failedEmails(db, request.query)),
      resendEmail: async (request) =>
        ok(await resendEmail(db, config, { ...acting(request), emailId: request.params.id })),
      givenUpRefunds: async (request) => ok(await givenUpRefunds(db, request.query)),
      retryRefund: async (request) =>
        ok(await retryRefund(db, config, { ...acting(request), ...request.params })),
      settleRefundByHand: async (request) =>
        ok(await settleRefundByHand(db, config, { ...acting(request), ...request.params, ...request.body })),
      stoppedWebhooks: async (request) => ok(await stoppedDeliveries(db, request.query)),
      resendWebhook: async (request) =>
        ok(await resendWebhook(db, config, { ...acting(request), deliveryId: request.params.id })),
    },
    { tags: ['admin'] },
  );
};
