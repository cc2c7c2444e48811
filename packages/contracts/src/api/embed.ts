import { defineApi } from './define.js';
import type { embedSchemas } from './embed.schemas.js';

/**
 * The booking widget's settings (decision 095): the origins allowed to frame an event's booking page. Only the
 * event's organiser (or an admin) reads and sets them. Both events services answer it (decision 028).
 */
export const embedApi = defineApi<typeof embedSchemas>()(
  'embed',
  'realm',
  () => import('./embed.schemas.js').then((m) => m.embedSchemas),
  {
    get: { method: 'GET', path: '/events/:id/embed', access: 'organiser' },
    set: { method: 'PUT', path: '/events/:id/embed', access: 'organiser' },
  },
);
