/**
 * The employee service's routes (docs/product.md §7): encashments, the payout queue, referral guidance. Thin
 * handlers over the endpoint table. Changes when an endpoint is added.
 */
import { employeeApi } from '@engagex/contracts/api/employee';
import { employeeSchemas } from '@engagex/contracts/api/employee.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../platform/auth/auth.js';
import { csvFilename, csvStream } from '../../platform/csv.js';
import { registerEndpoints, sendFile } from '../../platform/endpoints.js';
import { ok } from '../../platform/envelope.js';
import { ENCASHMENT_COLUMNS, encashmentRows } from './encashment-export.js';
import {
  approveEncashment,
  cancelEncashment,
  markEncashmentPaid,
  rejectEncashment,
} from './encashment-lifecycle.js';
import { getEncashment, listEncashments } from './encashment-reads.js';
import { requestEncashment } from './encashment-request.js';
import { encashmentConfig, validateEncashment } from './encashment-rules.js';
import { revealPayout } from './payout-reveal.js';
import { employeeReferralSummary, referralGuidance, referralModules } from './referral-guidance.js';

/** Employee management (docs/product.md §7): employees only; the payout queue is for admins, full destinations for payout admins. */
export const employeeService: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;
  registerEndpoints(
    app,
    employeeApi,
    employeeSchemas,
    {
      encashmentConfig: async (request) => ok(await encashmentConfig(db, currentUser(request).id)),
      validateEncashment: async (request) =>
        ok(await validateEncashment(db, currentUser(request).id, request.body.credits)),
      requestEncashment: async (request, reply) =>
        reply
          .code(201)
          .send(ok(await requestEncashment(db, { userId: currentUser(request).id, ...request.body }))),
      listEncashments: async (request) =>
        ok(await listEncashments(db, { ...request.query, userId: currentUser(request).id })),
      getEncashment: async (request) =>
        ok(await getEncashment(db, { id: request.params.id, userId: currentUser(request).id })),
      cancelEncashment: async (request) =>
        ok(
          await cancelEncashment(db, { id: request.params.id, userId: currentUser(request).id }),
          'Request cancelled',
        ),

      encashmentQueue: async (request) => ok(await listEncashments(db, { ...request.query, userId: null })),
      approveEncashment: async (request) =>
        ok(await approveEncashment(db, { id: request.params.id, reviewerId: currentUser(request).id })),
      rejectEncashment: async (request) =>
        ok(
          await rejectEncashment(db, {
            id: request.params.id,
            reviewerId: currentUser(request).id,
            reason: request.body.reason,
          }),
        ),
      markEncashmentPaid: async (request) =>
        ok(
          await markEncashmentPaid(db, {
            id: request.params.id,
            reviewerId: currentUser(request).id,
            payoutReference: request.body.payoutReference,
          }),
        ),
      exportEncashmentQueue: async (request, reply) =>
        sendFile(
          reply,
          employeeApi.exportEncashmentQueue,
          csvFilename(['encashment-requests', request.query.status]),
          csvStream(ENCASHMENT_COLUMNS, encashmentRows(db, request.query)),
        ),
      revealPayout: async (request) =>
        ok(
          await revealPayout(db, app.config, {
            id: request.params.id,
            revealedBy: currentUser(request).id,
            httpRequestId: request.id,
          }),
        ),

      referralModules: async () => ok(await referralModules(db)),
      referralGuidance: async (request) => ok(await referralGuidance(db, request.params.id)),
      referralSummary: async (request) => {
        const userId = currentUser(request).id;
        const { encashableCredits } = await encashmentConfig(db, userId);
        return ok(
          await employeeReferralSummary(db, { userId, webAppUrl: app.config.webAppUrl, encashableCredits }),
        );
      },
    },
    { tags: ['employee'] },
  );
};
