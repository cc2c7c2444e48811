import type { RouteObject } from 'react-router';

/**
 * /events/admin/* (issue #5), the organiser's side of both event services. One entry whose pages are routed
 * inside EventsAdminRoutes, so the first download holds a single lazy import for all of them. A sibling of the
 * attendee module's `/events/*` with more static segments, so it wins for these paths.
 */
export const eventsAdminRoute: RouteObject = {
  path: 'events/admin/*',
  lazy: { Component: async () => (await import('./components/EventsAdminRoutes')).EventsAdminRoutes },
};
