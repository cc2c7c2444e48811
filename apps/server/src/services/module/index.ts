/**
 * The module server's entry point (docs/product.md §7, decision 066): its plugin, the load balancer's probes,
 * which app.ts mounts under /api/module. No other service uses anything of it. Changes when the probes do.
 */
export { moduleService } from './routes.js';
