/**
 * The dashboard's routes: thin handlers over the endpoint table. Changes when a dashboard endpoint is added.
 */
import { dashboardApi } from '@engagex/contracts/api/dashboard';
import { dashboardSchemas } from '@engagex/contracts/api/dashboard.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../../platform/auth/auth.js';
import { registerEndpoints } from '../../../platform/endpoints.js';
import { ok, reusableAnswer } from '../../../platform/envelope.js';
import { requestLanguage } from '../../../platform/i18n/language.js';
import { dashboardStats, recentActivity } from './dashboard.js';

export const dashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  registerEndpoints(
    app,
    dashboardApi,
    dashboardSchemas,
    {
      // Both are asked on every visit of the dashboard, and remembered per person (decision 082).
      stats: async (request) => {
        const userId = currentUser(request).id;
        return app.personReads.get(userId, 'dashboard-stats', async () =>
          reusableAnswer(ok(await dashboardStats(app.db, userId))),
        );
      },
      activity: async (request) => {
        const userId = currentUser(request).id;
        const language = requestLanguage(request);
        return app.personReads.get(userId, `activity:${language}`, async () =>
          reusableAnswer(ok(await recentActivity(app.db, userId, language))),
        );
      },
    },
    { tags: ['dashboard'] },
  );
};
