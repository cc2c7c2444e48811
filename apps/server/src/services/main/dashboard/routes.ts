import { ZActivity, ZDashboardStats } from '@engagex/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../../platform/auth/auth.js';
import { ok, responses } from '../../../platform/envelope.js';
import { dashboardStats, recentActivity } from './dashboard.js';

export const dashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  const route = { config: { auth: 'user' as const } };
  app.get(
    '/dashboard/stats',
    { ...route, schema: { tags: ['dashboard'], response: responses(ZDashboardStats) } },
    async (request) => ok(await dashboardStats(app.db, currentUser(request).id)),
  );
  app.get(
    '/activity',
    { ...route, schema: { tags: ['dashboard'], response: responses(z.array(ZActivity)) } },
    async (request) => ok(await recentActivity(app.db, currentUser(request).id)),
  );
};
