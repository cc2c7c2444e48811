import { defineApi } from './define.js';
import type { devIdpSchemas } from './dev-idp.schemas.js';

/**
 * The development identity provider (decision 007), never served in production. Its key set
 * (`/.well-known/jwks.json`) is not an endpoint of this table: it answers a bare JWKS, not an envelope.
 */
export const devIdpApi = defineApi<typeof devIdpSchemas>()(
  'dev-idp',
  'devIdp',
  () => import('./dev-idp.schemas.js').then((m) => m.devIdpSchemas),
  {
    /** Mints a development ID token for any email, which /auth/google verifies like Google's. */
    token: { method: 'POST', path: '/token', access: 'public' },
  },
);
