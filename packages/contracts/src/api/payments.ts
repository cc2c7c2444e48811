import { defineApi } from './define.js';
import type { razorpayPaymentsSchemas, sandboxPaymentsSchemas } from './payments.schemas.js';

/**
 * The gateway-facing routes of the payments service (decisions 019 and 040): called by the gateway and by the
 * browser on its way back from checkout, never by the web app's code. A gateway's table is registered only where
 * that gateway is configured. A webhook's body is JSON verified over its exact bytes (no schema reads it before
 * the signature is checked); `redirect` endpoints answer 303 See Other to the web app's page for what was paid.
 * The checkout pages themselves (HTML) and Razorpay's opener script are not in a table: they answer no envelope.
 */
export const sandboxPaymentsApi = defineApi<typeof sandboxPaymentsSchemas>()(
  'sandbox-payments',
  'payments',
  () => import('./payments.schemas.js').then((m) => m.sandboxPaymentsSchemas),
  {
    /** The sandbox checkout's "Pay": signs a payment and returns the browser to the portal with its proof. */
    pay: { method: 'POST', path: '/sandbox/:orderId/pay', access: 'public', redirect: true },
    /** The sandbox checkout's "Fail": records a declined payment and returns the browser to the portal. */
    fail: { method: 'POST', path: '/sandbox/:orderId/fail', access: 'public', redirect: true },
    /** The sandbox's signed webhook, as a gateway would send it. */
    webhook: { method: 'POST', path: '/webhooks/sandbox', access: 'public' },
  },
);

export const razorpayPaymentsApi = defineApi<typeof razorpayPaymentsSchemas>()(
  'razorpay-payments',
  'payments',
  () => import('./payments.schemas.js').then((m) => m.razorpayPaymentsSchemas),
  {
    /** Razorpay's checkout posts the payment's proof here, as a form; the browser is sent back to the portal. */
    callback: { method: 'POST', path: '/razorpay/callback', access: 'public', redirect: true },
    /** Razorpay's webhook, signed with the webhook secret over its raw body. */
    webhook: { method: 'POST', path: '/webhooks/razorpay', access: 'public' },
  },
);
