import { defineApi } from './define.js';
import type { embedSchemas } from './embed.schemas.js';

/**
 * The booking widget (decision 095): its settings, the origins allowed to frame an event's booking page, which only
 * the event's organiser (or an admin) reads and sets; and the frame's one public read (decision 097), what it shows
 * before the visitor signs in, for a published event some site may frame. Both events services answer it (028).
 */
export const embedApi = defineApi<typeof embedSchemas>()(
  'embed',
  'realm',
  () => import('./embed.schemas.js').then((m) => m.embedSchemas),
  {
    get: { method: 'GET', path: '/events/:id/embed', access: 'organiser' },
    set: { method: 'PUT', path: '/events/:id/embed', access: 'organiser' },
    publicEvent: { method: 'GET', path: '/embed/events/:id/public', access: 'public' },
  },
);
