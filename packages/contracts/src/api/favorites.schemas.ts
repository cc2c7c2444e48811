import {
  ZAddFavoriteRequest,
  ZFavoritesResponse,
  ZReorderFavoritesRequest,
  ZUpdateFavoritesSettingsRequest,
} from '../dashboard.js';
import { ZModuleIdParams } from '../modules.js';
import type { SchemaTable } from './define.js';

export const favoritesSchemas = {
  list: { response: ZFavoritesResponse },
  add: { body: ZAddFavoriteRequest, response: ZFavoritesResponse },
  remove: { params: ZModuleIdParams, response: ZFavoritesResponse },
  reorder: { body: ZReorderFavoritesRequest, response: ZFavoritesResponse },
  settings: { response: ZFavoritesResponse },
  updateSettings: { body: ZUpdateFavoritesSettingsRequest, response: ZFavoritesResponse },
} satisfies SchemaTable;
