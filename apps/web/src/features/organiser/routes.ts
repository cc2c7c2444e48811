import type { RouteObject } from 'react-router';
import type { eventsAdminPages } from './pages';

const page = (name: keyof typeof eventsAdminPages) => async () =>
  (await import('./pages')).eventsAdminPages[name]();

/**
 * /events/admin/*, the organiser's side of both event services, below the layout route that checks
 * the organiser role and shows the tabs and the realm switch. Each page is its own chunk, reached through ./pages.
 * A sibling of the attendee module's /events with more static segments, so it wins for these paths.
 */
export function eventsAdminRoutes(): RouteObject[] {
  return [
    {
      path: 'events/admin',
      lazy: { Component: page('layout') },
      children: [
        { index: true, lazy: { Component: page('overview') } },
        { path: 'new', lazy: { Component: page('newEvent') } },
        { path: 'venues', lazy: { Component: page('venues') } },
        { path: 'review', lazy: { Component: page('reviewQueue') } },
        { path: 'check-in', lazy: { Component: page('checkIn') } },
        // The organiser's GST documents and registration (decision 079).
        { path: 'invoices', lazy: { Component: page('invoices') } },
        { path: 'tax-profile', lazy: { Component: page('taxProfile') } },
        { path: 'api-keys', lazy: { Component: page('apiKeys') } },
        { path: 'webhooks', lazy: { Component: page('webhooks') } },
        { path: ':eventId', lazy: { Component: page('editEvent') } },
        { path: ':eventId/sales', lazy: { Component: page('sales') } },
      ],
    },
  ];
}
