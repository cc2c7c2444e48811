import type { adminSchemas } from './admin.schemas.js';
import { defineApi } from './define.js';

/**
 * The admin console (decision 043): people, their roles, credits, sessions and standing, and the
 * audit log every change lands in. Admins only; nothing here edits or deletes an audit entry.
 */
export const adminApi = defineApi<typeof adminSchemas>()(
  'admin',
  'main',
  () => import('./admin.schemas.js').then((m) => m.adminSchemas),
  {
    users: { method: 'GET', path: '/admin/users', access: 'admin' },
    user: { method: 'GET', path: '/admin/users/:id', access: 'admin' },
    grantRole: { method: 'PUT', path: '/admin/users/:id/roles/:role', access: 'admin' },
    revokeRole: { method: 'DELETE', path: '/admin/users/:id/roles/:role', access: 'admin' },
    adjustCredits: { method: 'POST', path: '/admin/users/:id/credits', access: 'admin', status: 201 },
    revokeSessions: { method: 'POST', path: '/admin/users/:id/sessions/revoke', access: 'admin' },
    suspend: { method: 'POST', path: '/admin/users/:id/suspend', access: 'admin' },
    restore: { method: 'POST', path: '/admin/users/:id/restore', access: 'admin' },
    // A person who lost their phone and their recovery codes signs in with the identity alone again (decision 089).
    resetTwoFactor: { method: 'POST', path: '/admin/users/:id/two-factor/reset', access: 'admin' },
    audit: { method: 'GET', path: '/admin/audit', access: 'admin' },
  },
);
