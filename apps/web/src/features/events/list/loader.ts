/**
 * /events and /events/cultural: starts the catalogue as the address filters it, and the districts to filter by,
 * alongside the list's code (decision 093: with the list's chunk, not the one every events page loads). Changes
 * when the list asks the server for something else first.
 */
import type { TRealm } from '@engagex/contracts';
import { districtsQueryOptions } from '../api/list-districts';
import { eventsQueryOptions } from '../api/list-events';
import { readBrowseState, toEventFilters } from '../filters';
import type { PageLoader } from '../loaders';

export function catalogueLoader(realm: TRealm): PageLoader {
  return (queryClient) =>
    ({ request }) => {
      const filters = toEventFilters(readBrowseState(new URL(request.url).searchParams));
      void queryClient.prefetchQuery(eventsQueryOptions(realm, filters));
      void queryClient.prefetchQuery(districtsQueryOptions(realm));
      return null;
    };
}
