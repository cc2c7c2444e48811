import { defineApi } from './define.js';
import type { identitySchemas } from './identity.schemas.js';

/** Signing in and out, the session's renewal, and the signed-in user (docs/product.md §7, "Main"; decision 037). */
export const identityApi = defineApi<typeof identitySchemas>()(
  'identity',
  'main',
  () => import('./identity.schemas.js').then((m) => m.identitySchemas),
  {
    config: { method: 'GET', path: '/auth/config', access: 'public' },
    signIn: { method: 'POST', path: '/auth/google', access: 'public' },
    verify: { method: 'GET', path: '/auth/verify', access: 'user' },
    // Public: the route checks the token itself, since an expired one is still renewable within the idle limit.
    refresh: { method: 'POST', path: '/auth/refresh', access: 'public' },
    logout: { method: 'POST', path: '/auth/logout', access: 'user' },
    me: { method: 'GET', path: '/users/me', access: 'user' },
    // The language the person chose (decision 077); answers the updated `me`.
    locale: { method: 'PUT', path: '/users/locale', access: 'user' },
  },
);
