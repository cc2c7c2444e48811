/**
 * The webhooks routes (decision 091): thin handlers over the endpoint table; an organiser or admin manages their own
 * endpoints only. Changes when a webhooks endpoint is added.
 */
import { webhooksApi } from '@engagex/contracts/api/webhooks';
import { webhooksSchemas } from '@engagex/contracts/api/webhooks.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../../platform/auth/auth.js';
import { registerEndpoints } from '../../../platform/endpoints.js';
import { ok } from '../../../platform/envelope.js';
import { guardPolicy, systemResolve } from './address-guard.js';
import { listDeliveries, resendDelivery } from './deliveries.js';
import { createWebhook, listWebhooks, removeWebhook, setPaused } from './endpoints.js';
import { rollWebhookSecret } from './secret-roll.js';
import { sealEveryWebhookSecret } from './secrets.js';

export const webhookRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, config } = app;
  const guard = { policy: guardPolicy(config.env), resolve: systemResolve };
  const keys = config.secretKeys;
  // Before the first request: no signing secret stays plain, or under a key that has left the list (decision 102).
  const swept = await sealEveryWebhookSecret(db, keys);
  if (swept.sealed + swept.resealed > 0)
    app.log.info(
      swept,
      'webhook signing secrets sealed under the first SECRETS_ENCRYPTION_KEY (decision 102)',
    );
  registerEndpoints(
    app,
    webhooksApi,
    webhooksSchemas,
    {
      list: async (request) => ok(await listWebhooks(db, currentUser(request).id)),
      create: {
        summary:
          'Make a webhook; answers its signing secret once (see CreatedWebhook.secret for the signature)',
        handler: async (request, reply) =>
          reply
            .code(201)
            .send(ok(await createWebhook(db, currentUser(request).id, request.body, guard, keys))),
      },
      update: async (request) =>
        ok(await setPaused(db, currentUser(request).id, request.params.id, request.body.paused)),
      remove: async (request) => ok(await removeWebhook(db, currentUser(request).id, request.params.id)),
      rollSecret: {
        summary: 'A new signing secret, answered once; the previous one also signs for 24 hours',
        handler: async (request) =>
          ok(
            await rollWebhookSecret(
              db,
              { userId: currentUser(request).id, endpointId: request.params.id, requestId: request.id },
              keys,
            ),
          ),
      },
      deliveries: async (request) =>
        ok(await listDeliveries(db, currentUser(request).id, request.params.id, request.query)),
      resend: async (request) =>
        ok(await resendDelivery(db, currentUser(request).id, request.params.id, request.params.deliveryId)),
    },
    { tags: ['webhooks'] },
  );
};
