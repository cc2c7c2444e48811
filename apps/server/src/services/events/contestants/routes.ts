/**
 * The competition entries' routes of both realms: thin handlers over the endpoint table. Changes when an entry
 * endpoint is added.
 */
import type { TRealm } from '@engagex/contracts';
import { contestantRegistrationApi, contestantsApi } from '@engagex/contracts/api/contestants';
import {
  contestantRegistrationSchemas,
  contestantsSchemas,
} from '@engagex/contracts/api/contestants.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser, currentViewer } from '../../../platform/auth/auth.js';
import { paginated } from '../../../platform/db/paging.js';
import { registerEndpoints } from '../../../platform/endpoints.js';
import { ok, reusableAnswer } from '../../../platform/envelope.js';
import { eventViewer, organiserIdOf } from '../organisers.js';
import { cancelRegistration } from './cancellation.js';
import { completeFeePayment, initiateFeePayment } from './fee-payment.js';
import { contestantPayment, getContestant, listContestants, pricing } from './reads.js';
import { addContestants, register } from './registration.js';
import { changeStatus } from './review.js';
import { myStats } from './stats.js';

export const contestantRoutes: FastifyPluginAsyncZod<{ realm: TRealm }> = async (app, { realm }) => {
  const { db } = app;
  const tags = [`${realm}: contestants`];

  registerEndpoints(
    app,
    contestantsApi,
    contestantsSchemas,
    {
      register: async (request, reply) =>
        reply
          .code(201)
          .send(ok(await register(db, realm, { ...request.body, userId: currentUser(request).id }))),
      list: async (request) => {
        const viewer = eventViewer(request);
        const { mine, reviewing, ...query } = request.query;
        // `mine` is the caller's own entries; without it an organiser also sees the entries to their competitions;
        // `reviewing` is only the latter (everything for an admin).
        if (reviewing && !mine) {
          const runBy = viewer.admin ? null : organiserIdOf(viewer);
          // Someone who runs no competition has nothing to review.
          if (!viewer.admin && !runBy) return ok(paginated([], 0, query));
          const readerId = viewer.admin ? null : viewer.userId;
          return ok(await listContestants(db, realm, { ...query, userId: null, runBy, readerId }));
        }
        return ok(
          await listContestants(db, realm, {
            ...query,
            userId: viewer.admin && !mine ? null : viewer.userId,
            organiserId: mine ? null : organiserIdOf(viewer),
          }),
        );
      },
      pricing: async (request) => ok(await pricing(db, realm, request.params.id)),
      initiatePayment: async (request) =>
        ok(
          await initiateFeePayment(db, app.paymentGateway, realm, {
            userId: currentUser(request).id,
            ...request.body,
          }),
        ),
      completePayment: async (request) =>
        ok(
          await completeFeePayment(db, app.paymentGateway, realm, {
            userId: currentUser(request).id,
            ...request.body,
          }),
        ),
      get: async (request) => {
        const viewer = eventViewer(request);
        return ok(
          await getContestant(db, realm, {
            contestantId: request.params.id,
            ...viewer,
            organiserId: organiserIdOf(viewer),
          }),
        );
      },
      changeStatus: async (request) =>
        ok(
          await changeStatus(db, app.paymentGateway, realm, {
            contestantId: request.params.id,
            ...request.body,
            reviewer: eventViewer(request),
          }),
        ),
      payment: async (request) =>
        ok(
          await contestantPayment(db, realm, { contestantId: request.params.id, ...currentViewer(request) }),
        ),
      addContestants: async (request) =>
        ok(
          await addContestants(db, realm, {
            userId: currentUser(request).id,
            contestantId: request.params.id,
            ...request.body,
          }),
        ),
      cancel: async (request) =>
        ok(
          await cancelRegistration(db, app.paymentGateway, realm, {
            userId: currentUser(request).id,
            contestantId: request.params.id,
            reason: request.body.reason,
            refundTo: request.body.refundTo,
          }),
        ),
    },
    { tags },
  );

  // docs/product.md §7: only the events server answers these two.
  if (realm === 'events') {
    registerEndpoints(
      app,
      contestantRegistrationApi,
      contestantRegistrationSchemas,
      {
        // Remembered per person (decision 082).
        myRegistrations: async (request) => {
          const userId = currentUser(request).id;
          const read = `registrations:${realm}:${JSON.stringify(request.query)}`;
          return app.personReads.get(userId, read, async () =>
            reusableAnswer(ok(await listContestants(db, realm, { ...request.query, userId }))),
          );
        },
        myStats: async (request) => ok(await myStats(db, realm, currentUser(request).id)),
      },
      { tags },
    );
  }
};
