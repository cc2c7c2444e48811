/**
 * The payments service's entry point (decision 019, decision 066): its plugin, the gateway-facing routes (checkout
 * pages, callbacks, webhooks), which app.ts mounts under /api/payments. No other service uses anything of it.
 * Changes when the service's routes move.
 */
export { paymentsService } from './routes.js';
