/**
 * The dashboard's routes: thin handlers over the endpoint table. Changes when a dashboard endpoint is added.
 */
import { dashboardApi } from '@engagex/contracts/api/dashboard';
import { dashboardSchemas } from '@engagex/contracts/api/dashboard.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../../platform/auth/auth.js';
import { registerEndpoints } from '../../../platform/endpoints.js';
import { ok } from '../../../platform/envelope.js';
import { requestLanguage } from '../../../platform/i18n/language.js';
import { dashboardStats, recentActivity } from './dashboard.js';

export const dashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  registerEndpoints(
    app,
    dashboardApi,
    dashboardSchemas,
    {
      stats: async (request) => ok(await dashboardStats(app.db, currentUser(request).id)),
      activity: async (request) =>
        ok(await recentActivity(app.db, currentUser(request).id, requestLanguage(request))),
    },
    { tags: ['dashboard'] },
  );
};
