import { defineApi } from './define.js';
import type { jobsSchemas } from './jobs.schemas.js';

/**
 * Job openings, applications and their fees (docs/product.md §7, "Jobs"). Every route also accepts the
 * cookie session with its CSRF check (decision 025); `csrf` hands the web the token to echo.
 */
export const jobsApi = defineApi<typeof jobsSchemas>()(
  'jobs',
  'jobs',
  () => import('./jobs.schemas.js').then((m) => m.jobsSchemas),
  {
    csrf: { method: 'GET', path: '/session/csrf', access: 'user' },
    listOpenings: { method: 'GET', path: '/job-openings', access: 'user' },
    getOpening: { method: 'GET', path: '/job-openings/:id', access: 'user' },
    createOpening: { method: 'POST', path: '/job-openings', access: 'admin', status: 201 },
    closeOpening: { method: 'POST', path: '/job-openings/:id/close', access: 'admin' },
    apply: { method: 'POST', path: '/job-applications', access: 'user', status: 201 },
    myApplications: { method: 'GET', path: '/job-applications/my-applications', access: 'user' },
    applicationRates: { method: 'GET', path: '/job-applications/payment-rates', access: 'user' },
    listApplications: { method: 'GET', path: '/job-applications', access: 'admin' },
    getApplication: { method: 'GET', path: '/job-applications/:id', access: 'user' },
    changeStatus: { method: 'PUT', path: '/job-applications/:id/status', access: 'admin' },
    paymentRates: { method: 'GET', path: '/payments/rates', access: 'user' },
    initiatePayment: { method: 'POST', path: '/payments/initiate', access: 'user' },
    completePayment: { method: 'POST', path: '/payments/complete', access: 'user' },
    paymentStatus: { method: 'GET', path: '/applications/:id/payment-status', access: 'user' },
    /** The applications list as a CSV file, with its filters (decision 040, "File answers"). */
    exportApplications: {
      method: 'GET',
      path: '/exports/job-applications',
      access: 'admin',
      file: 'text/csv',
    },
  },
);
