import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunction, RouteObject } from 'react-router';

/**
 * The attendee side of the events module (issue #5): one entry, `/events/*`, whose pages are routed inside
 * EventsModule. The organisers' `/events/admin` subtree is a sibling with more static segments, so it wins.
 * The module and its loader are fetched in parallel; neither is in the first download.
 */
export function eventsRoute(
  queryClient: QueryClient,
  afterSignIn: (loader: LoaderFunction) => LoaderFunction,
): RouteObject {
  return {
    path: 'events/*',
    lazy: {
      loader: async () => afterSignIn((await import('./loaders')).eventsLoader(queryClient)),
      Component: async () => (await import('./EventsModule')).EventsModule,
    },
  };
}
