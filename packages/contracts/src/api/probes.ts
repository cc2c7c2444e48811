import { defineApi } from './define.js';
import type { probesSchemas } from './probes.schemas.js';

/** What a load balancer asks each process (docs/product.md §7): alive (`ping`), and ready with its database. */
export const probesApi = defineApi<typeof probesSchemas>()(
  'probes',
  'module',
  () => import('./probes.schemas.js').then((m) => m.probesSchemas),
  {
    ping: { method: 'GET', path: '/ping', access: 'public' },
    health: { method: 'GET', path: '/health', access: 'public' },
  },
);
