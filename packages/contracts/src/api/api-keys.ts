import type { apiKeysSchemas } from './api-keys.schemas.js';
import { defineApi } from './define.js';

/**
 * An organiser's API keys (decision 090): listing them (never the secret), making one (its secret answered once)
 * and revoking one. None of them accepts a key: only a signed-in session manages keys.
 */
export const apiKeysApi = defineApi<typeof apiKeysSchemas>()(
  'api-keys',
  'main',
  () => import('./api-keys.schemas.js').then((m) => m.apiKeysSchemas),
  {
    list: { method: 'GET', path: '/api-keys', access: 'organiser' },
    create: { method: 'POST', path: '/api-keys', access: 'organiser', status: 201 },
    revoke: { method: 'DELETE', path: '/api-keys/:id', access: 'organiser' },
  },
);
