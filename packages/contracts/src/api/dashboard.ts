import type { dashboardSchemas } from './dashboard.schemas.js';
import { defineApi } from './define.js';

/** The dashboard's numbers and the user's recent activity (docs/product.md §2). */
export const dashboardApi = defineApi<typeof dashboardSchemas>()(
  'dashboard',
  'main',
  () => import('./dashboard.schemas.js').then((m) => m.dashboardSchemas),
  {
    stats: { method: 'GET', path: '/dashboard/stats', access: 'user' },
    activity: { method: 'GET', path: '/activity', access: 'user' },
  },
);
