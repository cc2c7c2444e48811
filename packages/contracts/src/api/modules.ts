import { defineApi } from './define.js';
import type { modulesSchemas } from './modules.schemas.js';

/**
 * The module catalogue and what a user does with a module: back it, ask for its launch alert, open it; and an
 * admin's launch of an upcoming module, which tells everyone who asked.
 */
export const modulesApi = defineApi<typeof modulesSchemas>()(
  'modules',
  'main',
  () => import('./modules.schemas.js').then((m) => m.modulesSchemas),
  {
    list: { method: 'GET', path: '/modules', access: 'user' },
    get: { method: 'GET', path: '/modules/:id', access: 'user' },
    engagement: { method: 'GET', path: '/modules/:id/engagement', access: 'user' },
    back: { method: 'POST', path: '/modules/:id/back', access: 'user' },
    alertOn: { method: 'POST', path: '/modules/:id/notify', access: 'user' },
    alertOff: { method: 'DELETE', path: '/modules/:id/notify', access: 'user' },
    open: { method: 'POST', path: '/modules/:id/open', access: 'user' },
    launch: { method: 'POST', path: '/modules/:id/launch', access: 'admin' },
  },
);
