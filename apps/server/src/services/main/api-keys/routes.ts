/**
 * An organiser's API keys (decision 090): thin handlers over the endpoint table. Only a session reaches them, never
 * a key (the table names no scope). Changes when a key endpoint is added.
 */
import { apiKeysApi } from '@engagex/contracts/api/api-keys';
import { apiKeysSchemas } from '@engagex/contracts/api/api-keys.schemas';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../../platform/auth/auth.js';
import { registerEndpoints } from '../../../platform/endpoints.js';
import { ok } from '../../../platform/envelope.js';
import { forbidden } from '../../../platform/errors.js';
import { msg } from '../../../platform/i18n/say.js';
import { createApiKey, listApiKeys, revokeApiKey } from './keys.js';

/** Keys act with the organiser role only, so an admin without it would make a key that can do nothing. */
const ORGANISERS_ONLY = msg('Only organisers can make API keys: ask an admin to make you an organiser');

/**
 * The organiser making a key: the route admits admins, but keys are for people who run their events. Listing and
 * revoking one's own keys stay open to an admin, who then simply has none (or old ones to revoke).
 */
function organiser(request: FastifyRequest) {
  const me = currentUser(request);
  if (!me.roles.includes('organiser')) throw forbidden(ORGANISERS_ONLY);
  return me;
}

export const apiKeyRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;
  registerEndpoints(
    app,
    apiKeysApi,
    apiKeysSchemas,
    {
      list: async (request) => ok({ keys: await listApiKeys(db, currentUser(request).id) }),
      create: {
        summary: 'Make an API key; its secret is answered this once and never again',
        handler: async (request, reply) => {
          const me = organiser(request);
          const created = await createApiKey(db, { userId: me.id, ...request.body, requestId: request.id });
          return reply.code(201).send(ok(created));
        },
      },
      revoke: async (request) => {
        const me = currentUser(request);
        await revokeApiKey(db, { userId: me.id, keyId: request.params.id, requestId: request.id });
        // This process forgets the key now; the others on the database's notice (migration 0042).
        app.signedIn.forgetSession(request.params.id);
        return ok({ keys: await listApiKeys(db, me.id) });
      },
    },
    { tags: ['api-keys'] },
  );
};
