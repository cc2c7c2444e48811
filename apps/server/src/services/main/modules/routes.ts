import {
  ZBackModuleRequest,
  ZListModulesQuery,
  ZListModulesResponse,
  ZModule,
  ZModuleEngagement,
  ZModuleIdParams,
} from '@engagex/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../../platform/auth/auth.js';
import { LiveCache } from '../../../platform/changes/live-cache.js';
import { ok, responses } from '../../../platform/envelope.js';
import { activeModules, getModule, listModules, type ModuleRow } from './catalogue.js';
import { backModule, moduleEngagement, recordModuleOpened, setLaunchAlert } from './engagement.js';

export const moduleCatalogueRoutes: FastifyPluginAsyncZod = async (app) => {
  // Every dashboard load lists the modules, which change only with a release: each process keeps the active
  // ones until the catalogue notice (migration 0011) says otherwise. The user's country is read each time.
  const catalogue = new LiveCache<ModuleRow[]>(app.changes, {
    maxEntries: 1,
    onChange: (change, cache) => {
      if (change.topic === 'catalogue') cache.clear();
    },
  });
  app.get(
    '/modules',
    {
      config: { auth: 'user' },
      schema: {
        tags: ['modules'],
        querystring: ZListModulesQuery,
        response: responses(ZListModulesResponse),
      },
    },
    async (request) =>
      ok(
        await listModules(app.db, {
          userId: currentUser(request).id,
          status: request.query.status,
          catalogue: await catalogue.get('active', () => activeModules(app.db)),
        }),
      ),
  );

  app.get(
    '/modules/:id',
    {
      config: { auth: 'user' },
      schema: { tags: ['modules'], params: ZModuleIdParams, response: responses(ZModule) },
    },
    async (request) =>
      ok(await getModule(app.db, { userId: currentUser(request).id, moduleId: request.params.id })),
  );

  const engagement = { config: { auth: 'user' as const } };
  const tags = ['modules'];
  app.get(
    '/modules/:id/engagement',
    { ...engagement, schema: { tags, params: ZModuleIdParams, response: responses(ZModuleEngagement) } },
    async (request) => ok(await moduleEngagement(app.db, currentUser(request).id, request.params.id)),
  );
  app.post(
    '/modules/:id/back',
    {
      ...engagement,
      schema: {
        tags,
        params: ZModuleIdParams,
        body: ZBackModuleRequest,
        response: responses(ZModuleEngagement),
      },
    },
    async (request) =>
      ok(
        await backModule(app.db, {
          userId: currentUser(request).id,
          moduleId: request.params.id,
          ...request.body,
        }),
      ),
  );
  app.post(
    '/modules/:id/notify',
    { ...engagement, schema: { tags, params: ZModuleIdParams, response: responses(ZModuleEngagement) } },
    async (request) =>
      ok(
        await setLaunchAlert(app.db, {
          userId: currentUser(request).id,
          moduleId: request.params.id,
          on: true,
        }),
      ),
  );
  app.delete(
    '/modules/:id/notify',
    { ...engagement, schema: { tags, params: ZModuleIdParams, response: responses(ZModuleEngagement) } },
    async (request) =>
      ok(
        await setLaunchAlert(app.db, {
          userId: currentUser(request).id,
          moduleId: request.params.id,
          on: false,
        }),
      ),
  );
  app.post(
    '/modules/:id/open',
    {
      ...engagement,
      schema: { tags, params: ZModuleIdParams, response: responses(z.object({ recorded: z.boolean() })) },
    },
    async (request) =>
      ok(await recordModuleOpened(app.db, { userId: currentUser(request).id, moduleId: request.params.id })),
  );
};
