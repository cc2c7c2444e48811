/**
 * The module catalogue's routes: thin handlers over the endpoint table. Changes when a modules endpoint is added.
 */
import { modulesApi } from '@engagex/contracts/api/modules';
import { modulesSchemas } from '@engagex/contracts/api/modules.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../../platform/auth/auth.js';
import { LiveCache } from '../../../platform/changes/live-cache.js';
import { registerEndpoints } from '../../../platform/endpoints.js';
import { ok } from '../../../platform/envelope.js';
import { activeModules, getModule, listModules, type ModuleRow } from './catalogue.js';
import { backModule, moduleEngagement, recordModuleOpened, setLaunchAlert } from './engagement.js';
import { launchModule } from './launch.js';

export const moduleCatalogueRoutes: FastifyPluginAsyncZod = async (app) => {
  // Every dashboard load lists the modules, which change only with a release or a launch: each process keeps the active
  // ones until the catalogue notice (migration 0011) says otherwise. The user's country is read each time.
  const catalogue = new LiveCache<ModuleRow[]>(app.changes, {
    maxEntries: 1,
    onChange: (change, cache) => {
      if (change.topic === 'catalogue') cache.clear();
    },
  });

  registerEndpoints(
    app,
    modulesApi,
    modulesSchemas,
    {
      list: async (request) =>
        ok(
          await listModules(app.db, {
            userId: currentUser(request).id,
            status: request.query.status,
            catalogue: await catalogue.get('active', () => activeModules(app.db)),
          }),
        ),
      get: async (request) =>
        ok(await getModule(app.db, { userId: currentUser(request).id, moduleId: request.params.id })),
      engagement: async (request) =>
        ok(await moduleEngagement(app.db, currentUser(request).id, request.params.id)),
      back: async (request) =>
        ok(
          await backModule(app.db, {
            userId: currentUser(request).id,
            moduleId: request.params.id,
            ...request.body,
          }),
        ),
      alertOn: async (request) =>
        ok(
          await setLaunchAlert(app.db, {
            userId: currentUser(request).id,
            moduleId: request.params.id,
            on: true,
          }),
        ),
      alertOff: async (request) =>
        ok(
          await setLaunchAlert(app.db, {
            userId: currentUser(request).id,
            moduleId: request.params.id,
            on: false,
          }),
        ),
      open: async (request) =>
        ok(
          await recordModuleOpened(app.db, { userId: currentUser(request).id, moduleId: request.params.id }),
        ),
      launch: async (request) => {
        const launched = await launchModule(app.db, { moduleId: request.params.id, ...request.body });
        // This process's next list shows it live at once; the others forget theirs on the catalogue notice.
        catalogue.clear();
        return ok(launched);
      },
    },
    { tags: ['modules'] },
  );
};
