/**
 * The development identity provider's routes: a token for an email and its JWKS (decision 007). Changes when it
 * gains a route.
 */
import { devIdpApi } from '@engagex/contracts/api/dev-idp';
import { devIdpSchemas } from '@engagex/contracts/api/dev-idp.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { registerEndpoints } from '../../platform/endpoints.js';
import { ok } from '../../platform/envelope.js';
import type { DevIdentityProvider } from './dev-idp.js';

const ZJwks = z.object({ keys: z.array(z.record(z.string(), z.unknown())) });

/** Never registered in production (config.ts refuses DEV_IDP there). */
export const devIdpRoutes: FastifyPluginAsyncZod<{ idp: DevIdentityProvider }> = async (app, { idp }) => {
  registerEndpoints(
    app,
    devIdpApi,
    devIdpSchemas,
    {
      token: {
        summary: 'Mint a development ID token for any email (never in production)',
        config: { rateLimit: { max: app.config.authRateLimitPerMinute, timeWindow: '1 minute' } },
        handler: async (request) => ok({ credential: await idp.mintIdToken(request.body) }),
      },
    },
    { tags: ['dev-idp'] },
  );

  // A plain route, not an endpoint of the table: verifiers read a bare JWKS, not our envelope.
  app.get(
    '/.well-known/jwks.json',
    { config: { auth: 'public' }, schema: { tags: ['dev-idp'], response: { 200: ZJwks } } },
    async () => idp.jwks,
  );
};
