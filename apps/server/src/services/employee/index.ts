/**
 * The employee-management service's entry point (docs/product.md §7, decision 066): its plugin, which app.ts
 * mounts under /api/employee. No other service uses anything of it. Changes when the service's routes move.
 */
export { employeeService } from './routes.js';
