import type { adminFailuresSchemas } from './admin-failures.schemas.js';
import { defineApi } from './define.js';

/**
 * What failed and waits for an admin (decision 096): emails that reached `failed`, refunds the sweep gave up on,
 * webhook deliveries that stopped.
 * Each can be sent again; a refund can be settled by hand. Every action is audited.
 */
export const adminFailuresApi = defineApi<typeof adminFailuresSchemas>()(
  'admin-failures',
  'main',
  () => import('./admin-failures.schemas.js').then((m) => m.adminFailuresSchemas),
  {
    failedEmails: { method: 'GET', path: '/admin/failures/emails', access: 'admin' },
    resendEmail: { method: 'POST', path: '/admin/failures/emails/:id/resend', access: 'admin' },
    givenUpRefunds: { method: 'GET', path: '/admin/failures/refunds', access: 'admin' },
    retryRefund: { method: 'POST', path: '/admin/failures/refunds/:kind/:id/retry', access: 'admin' },
    settleRefundByHand: { method: 'POST', path: '/admin/failures/refunds/:kind/:id/settle', access: 'admin' },
    stoppedWebhooks: { method: 'GET', path: '/admin/failures/webhooks', access: 'admin' },
    resendWebhook: { method: 'POST', path: '/admin/failures/webhooks/:id/resend', access: 'admin' },
  },
);
