import { defineApi } from './define.js';
import type { webhooksSchemas } from './webhooks.schemas.js';

/**
 * Organisers' signed webhooks (decision 091): each endpoint is told about the events its owner organises. A
 * delivery is POSTed as JSON `{ id, type, createdAt, data }` with the header
 * `EngageX-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256(secret, "<t>.<body>")>` (for a day after the secret is
 * rolled, a second `v1=` signed with the previous one, decision 111); the `id` is the same on every retry and resend,
 * so a receiver drops one it has already seen.
 */
export const webhooksApi = defineApi<typeof webhooksSchemas>()(
  'webhooks',
  'main',
  () => import('./webhooks.schemas.js').then((m) => m.webhooksSchemas),
  {
    list: { method: 'GET', path: '/webhooks', access: 'organiser' },
    /** Answers the signing secret, this once. */
    create: { method: 'POST', path: '/webhooks', access: 'organiser', status: 201 },
    update: { method: 'PATCH', path: '/webhooks/:id', access: 'organiser' },
    remove: { method: 'DELETE', path: '/webhooks/:id', access: 'organiser' },
    /** A new signing secret, answered this once; the previous one keeps signing for 24 hours (decision 111). */
    rollSecret: { method: 'POST', path: '/webhooks/:id/secret', access: 'organiser' },
    deliveries: { method: 'GET', path: '/webhooks/:id/deliveries', access: 'organiser' },
    /** Sends a delivery again, with the same id, whatever became of it. */
    resend: { method: 'POST', path: '/webhooks/:id/deliveries/:deliveryId/retry', access: 'organiser' },
  },
);
