import type { RouteObject } from 'react-router';
import type { jobsPages } from './pages';

const page = (name: keyof typeof jobsPages) => async () => (await import('./pages')).jobsPages[name]();

/**
 * /jobs/*: openings, applications with their fee and timeline, the gateway's return page, and the
 * admins' review queue and new-opening form. Each page is its own chunk, reached through ./pages (see there).
 */
export function jobsRoutes(): RouteObject[] {
  return [
    { path: 'jobs', lazy: { Component: page('openings') } },
    { path: 'jobs/openings/:openingId', lazy: { Component: page('opening') } },
    { path: 'jobs/applications', lazy: { Component: page('myApplications') } },
    { path: 'jobs/applications/:applicationId', lazy: { Component: page('application') } },
    // A paid application fee's GST invoice and credit notes (decision 079).
    { path: 'jobs/applications/:applicationId/invoice', lazy: { Component: page('invoice') } },
    // The payment gateway's checkout sends the browser back here after an application fee (decision 019).
    { path: 'jobs/payment-return', lazy: { Component: page('paymentReturn') } },
    { path: 'jobs/admin', lazy: { Component: page('reviewQueue') } },
    { path: 'jobs/admin/openings/new', lazy: { Component: page('newOpening') } },
  ];
}
