import { defineApi } from './define.js';
import type { localesSchemas } from './locales.schemas.js';

/** The locales the portal supports. */
export const localesApi = defineApi<typeof localesSchemas>()(
  'locales',
  'main',
  () => import('./locales.schemas.js').then((m) => m.localesSchemas),
  {
    list: { method: 'GET', path: '/locales', access: 'public' },
  },
);
