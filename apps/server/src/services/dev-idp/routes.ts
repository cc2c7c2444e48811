import { ZDevIdpTokenRequest, ZDevIdpTokenResponse } from '@engagex/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok, responses } from '../../platform/envelope.js';
import type { DevIdentityProvider } from './dev-idp.js';

const ZJwks = z.object({ keys: z.array(z.record(z.string(), z.unknown())) });

/** Never registered in production (config.ts refuses DEV_IDP there). */
export const devIdpRoutes: FastifyPluginAsyncZod<{ idp: DevIdentityProvider }> = async (app, { idp }) => {
  app.post(
    '/token',
    {
      config: {
        auth: 'public',
        rateLimit: { max: app.config.authRateLimitPerMinute, timeWindow: '1 minute' },
      },
      schema: {
        tags: ['dev-idp'],
        summary: 'Mint a development ID token for any email (never in production)',
        body: ZDevIdpTokenRequest,
        response: responses(ZDevIdpTokenResponse),
      },
    },
    async (request) => ok({ credential: await idp.mintIdToken(request.body) }),
  );

  app.get(
    '/.well-known/jwks.json',
    { config: { auth: 'public' }, schema: { tags: ['dev-idp'], response: { 200: ZJwks } } },
    async () => idp.jwks,
  );
};
