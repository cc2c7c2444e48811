/**
 * The jobs service's entry point (docs/product.md §7, decision 066): its plugin, which app.ts mounts under
 * /api/jobs, what its gateway purchases pay for, and what other services may use of it on purpose: the admin
 * console reads a person's applications (decision 043; app.ts hands the reader to main). Changes when the service
 * gains a route plugin, a purchase purpose or a reader another service needs.
 */
import type { PurchasePurpose } from '../../platform/payments/purposes.js';
import { jobFeePurpose } from './application-fee.js';
import { JOB_FEE_PURPOSE } from './fee-payment.js';

/** What the jobs service's gateway purchases pay for; app.ts registers them in every process (decision 034). */
export const jobsPurchasePurposes: [string, PurchasePurpose][] = [[JOB_FEE_PURPOSE, jobFeePurpose]];

export { listApplications } from './application-reads.js';
export { jobsService } from './routes.js';
