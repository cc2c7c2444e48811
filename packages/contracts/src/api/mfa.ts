import { defineApi } from './define.js';
import type { mfaSchemas } from './mfa.schemas.js';

/**
 * Two-factor sign-in (decisions 089, 092): setting up an authenticator app or a passkey, turning it off, and the
 * sign-in's second step.
 */
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
    // Passkeys (decision 092): add one (options, then the browser's answer), remove one, and the challenges a
    // passkey answers: at sign-in (public, tied to the mfaToken) or while signed in (to remove the last factor).
    passkeyRegisterOptions: { method: 'POST', path: '/auth/mfa/passkeys/register/options', access: 'user' },
    passkeyRegister: { method: 'POST', path: '/auth/mfa/passkeys/register', access: 'user', status: 201 },
    passkeyRemove: { method: 'DELETE', path: '/auth/mfa/passkeys/:id', access: 'user' },
    passkeyProofOptions: { method: 'POST', path: '/auth/mfa/passkeys/proof/options', access: 'user' },
    passkeySignInOptions: { method: 'POST', path: '/auth/mfa/passkey/options', access: 'public' },
  },
);
