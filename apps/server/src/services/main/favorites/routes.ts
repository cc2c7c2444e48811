import {
  ZAddFavoriteRequest,
  ZFavoritesResponse,
  ZModuleIdParams,
  ZReorderFavoritesRequest,
  ZUpdateFavoritesSettingsRequest,
} from '@engagex/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../../platform/auth/auth.js';
import { ok, responses } from '../../../platform/envelope.js';
import {
  addFavorite,
  getFavorites,
  removeFavorite,
  reorderFavorites,
  updateFavoriteSettings,
} from './favorites.js';

export const favoriteRoutes: FastifyPluginAsyncZod = async (app) => {
  const route = { config: { auth: 'user' as const } };
  const tags = ['favorites'];
  const response = responses(ZFavoritesResponse);

  app.get('/favorites', { ...route, schema: { tags, response } }, async (request) =>
    ok(await getFavorites(app.db, currentUser(request).id)),
  );
  app.post(
    '/favorites',
    { ...route, schema: { tags, body: ZAddFavoriteRequest, response } },
    async (request) => ok(await addFavorite(app.db, currentUser(request).id, request.body.moduleId)),
  );
  app.delete(
    '/favorites/:id',
    { ...route, schema: { tags, params: ZModuleIdParams, response } },
    async (request) => ok(await removeFavorite(app.db, currentUser(request).id, request.params.id)),
  );
  app.put(
    '/favorites/order',
    { ...route, schema: { tags, body: ZReorderFavoritesRequest, response } },
    async (request) => ok(await reorderFavorites(app.db, currentUser(request).id, request.body.moduleIds)),
  );
  app.get('/favorites/settings', { ...route, schema: { tags, response } }, async (request) =>
    ok(await getFavorites(app.db, currentUser(request).id)),
  );
  app.put(
    '/favorites/settings',
    { ...route, schema: { tags, body: ZUpdateFavoritesSettingsRequest, response } },
    async (request) => ok(await updateFavoriteSettings(app.db, currentUser(request).id, request.body)),
  );
};
