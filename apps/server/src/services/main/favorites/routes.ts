/**
 * The favourites routes: thin handlers over the endpoint table. Changes when a favourites endpoint is added.
 */
import { favoritesApi } from '@engagex/contracts/api/favorites';
import { favoritesSchemas } from '@engagex/contracts/api/favorites.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../../platform/auth/auth.js';
import { registerEndpoints } from '../../../platform/endpoints.js';
import { ok, reusableAnswer } from '../../../platform/envelope.js';
import {
  addFavorite,
  getFavorites,
  removeFavorite,
  reorderFavorites,
  updateFavoriteSettings,
} from './favorites.js';

export const favoriteRoutes: FastifyPluginAsyncZod = async (app) => {
  registerEndpoints(
    app,
    favoritesApi,
    favoritesSchemas,
    {
      // The dashboard's bar asks on every visit; remembered per person (decision 082).
      list: async (request) => {
        const userId = currentUser(request).id;
        return app.personReads.get(userId, 'favorites', async () =>
          reusableAnswer(ok(await getFavorites(app.db, userId))),
        );
      },
      add: async (request) => ok(await addFavorite(app.db, currentUser(request).id, request.body.moduleId)),
      remove: async (request) => ok(await removeFavorite(app.db, currentUser(request).id, request.params.id)),
      reorder: async (request) =>
        ok(await reorderFavorites(app.db, currentUser(request).id, request.body.moduleIds)),
      settings: async (request) => ok(await getFavorites(app.db, currentUser(request).id)),
      updateSettings: async (request) =>
        ok(await updateFavoriteSettings(app.db, currentUser(request).id, request.body)),
    },
    { tags: ['favorites'] },
  );
};
