import { defineApi } from './define.js';
import type { mfaSchemas } from './mfa.schemas.js';

/** Two-factor sign-in (decision 089): setting up an authenticator app, turning it off, and the sign-in's second step. */
export const mfaApi = defineApi<typeof mfaSchemas>()(
  'mfa',
  'main',
  () => import('./mfa.schemas.js').then((m) => m.mfaSchemas),
  {
    status: { method: 'GET', path: '/auth/mfa', access: 'user' },
    totpSetup: { method: 'POST', path: '/auth/mfa/totp/setup', access: 'user' },
    totpConfirm: { method: 'POST', path: '/auth/mfa/totp/confirm', access: 'user' },
    disable: { method: 'DELETE', path: '/auth/mfa', access: 'user' },
    // Public: the person has no session yet, only the sign-in's short-lived mfaToken.
    verify: { method: 'POST', path: '/auth/mfa/verify', access: 'public' },
  },
);
