/**
 * The module catalogue's routes: thin handlers over the endpoint table. Changes when a modules endpoint is added.
 */
import { modulesApi } from '@engagex/contracts/api/modules';
import { modulesSchemas } from '@engagex/contracts/api/modules.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../../platform/auth/auth.js';
import { LiveCache } from '../../../platform/changes/live-cache.js';
import { registerEndpoints } from '../../../platform/endpoints.js';
import { ok, reusableAnswer } from '../../../platform/envelope.js';
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

  const editions = new WeakMap<readonly ModuleRow[], number>();
  let lastEdition = 0;
  const editionOf = (rows: readonly ModuleRow[]) => {
    let edition = editions.get(rows);
    if (edition === undefined) {
      edition = ++lastEdition;
      editions.set(rows, edition);
    }
    return edition;
  };

  registerEndpoints(
    app,
    modulesApi,
    modulesSchemas,
    {
      // Per person too (decision 082): their country decides availability. The key names the catalogue's edition,
      // so a launch or a catalogue notice is not answered from a list made before it.
      list: async (request) => {
        const userId = currentUser(request).id;
        const { status } = request.query;
        const active = await catalogue.get('active', () => activeModules(app.db));
        return app.personReads.get(userId, `modules:${status}:${editionOf(active)}`, async () =>
          reusableAnswer(ok(await listModules(app.db, { userId, status, catalogue: active }))),
        );
      },
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
