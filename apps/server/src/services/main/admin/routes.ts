/**
 * The admin console's routes (decision 043): thin handlers over the endpoint table; every change leaves an audit
 * row. Changes when a console endpoint is added.
 */
import { adminApi } from '@engagex/contracts/api/admin';
import { adminSchemas } from '@engagex/contracts/api/admin.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../../platform/auth/auth.js';
import { registerEndpoints } from '../../../platform/endpoints.js';
import { ok } from '../../../platform/envelope.js';
import { auditPage } from './audit-reads.js';
import { adjustCredits } from './credit-adjustments.js';
import { grantRole, revokeRole } from './role-grants.js';
import { resetTwoFactor, restore, revokeSessions, suspend } from './standing.js';
import { type PersonRecords, userDetail } from './user-detail.js';
import { searchUsers } from './user-search.js';

/** The admin console (decision 043): admins only, by the table; every change leaves an audit row. */
export const adminRoutes: FastifyPluginAsyncZod<{ personRecords: PersonRecords }> = async (
  app,
  { personRecords },
) => {
  const { db, config } = app;
  /** Who acts, and the request id the audit row keeps (the same as in the logs). */
  const acting = (request: { id: string; params: { id: string } } & Parameters<typeof currentUser>[0]) => ({
    actorId: currentUser(request).id,
    userId: request.params.id,
    requestId: request.id,
  });

  // The change feed tells every process, this one too, a moment after the commit; this process forgets at once,
  // so the very next request with an ended session is refused here (decision 047).
  const forgetSignedIn = (userId: string) => app.signedIn.forgetUser(userId);

  registerEndpoints(
    app,
    adminApi,
    adminSchemas,
    {
      users: async (request) => ok(await searchUsers(db, config, request.query)),
      user: async (request) =>
        ok(await userDetail(db, config, personRecords, request.params.id, currentUser(request).sessionId)),
      grantRole: async (request) =>
        ok(await grantRole(db, config, { ...acting(request), role: request.params.role })),
      revokeRole: async (request) =>
        ok(await revokeRole(db, config, { ...acting(request), role: request.params.role })),
      adjustCredits: async (request, reply) => {
        const { replayed, ...movement } = await adjustCredits(db, config, {
          ...acting(request),
          ...request.body,
        });
        // Stripe's name for it: this answer is the first request's movement, not a new one.
        if (replayed) reply.header('idempotent-replayed', 'true');
        return reply.code(201).send(ok(movement));
      },
      revokeSessions: async (request) => {
        const sessions = await revokeSessions(db, config, {
          ...acting(request),
          ...request.body,
          currentSessionId: currentUser(request).sessionId,
        });
        forgetSignedIn(request.params.id);
        return ok(sessions);
      },
      suspend: async (request) => {
        const user = await suspend(db, config, { ...acting(request), ...request.body });
        forgetSignedIn(request.params.id);
        return ok(user);
      },
      restore: async (request) => ok(await restore(db, config, { ...acting(request), ...request.body })),
      resetTwoFactor: async (request) => {
        const user = await resetTwoFactor(db, config, { ...acting(request), ...request.body });
        forgetSignedIn(request.params.id);
        return ok(user);
      },
      audit: async (request) => ok(await auditPage(db, request.query)),
    },
    { tags: ['admin'] },
  );
};
