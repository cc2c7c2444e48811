import { defineApi } from './define.js';
import type { favoritesSchemas } from './favorites.schemas.js';

/** A user's favourite modules, their order and how the dashboard shows them (docs/product.md, "Dashboard"). */
export const favoritesApi = defineApi<typeof favoritesSchemas>()(
  'favorites',
  'main',
  () => import('./favorites.schemas.js').then((m) => m.favoritesSchemas),
  {
    list: { method: 'GET', path: '/favorites', access: 'user' },
    add: { method: 'POST', path: '/favorites', access: 'user' },
    remove: { method: 'DELETE', path: '/favorites/:id', access: 'user' },
    reorder: { method: 'PUT', path: '/favorites/order', access: 'user' },
    settings: { method: 'GET', path: '/favorites/settings', access: 'user' },
    updateSettings: { method: 'PUT', path: '/favorites/settings', access: 'user' },
  },
);
