import type { TRealm } from '@engagex/contracts';
import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunction } from 'react-router';
import { isRealm, realmFromParam } from '@/lib/realm';
import { isRecordId } from '@/lib/record-id';
import { eventQueryOptions } from './api/get-event';
import { districtsQueryOptions } from './api/list-districts';
import { eventsQueryOptions } from './api/list-events';
import { myBookingsQueryOptions } from './api/list-my-bookings';
import { myRegistrationsQueryOptions } from './api/list-my-registrations';
import { readBrowseState, toEventFilters } from './filters';
import { waitingRoomQueryOptions } from './waiting-room/api/get-waiting-room';

type PageLoader = (queryClient: QueryClient) => LoaderFunction;

/**
 * Each starts the requests of the /events/* page being opened alongside its code, and does not wait for them:
 * each page has its own loading and error states. One chunk for all of them, fetched in parallel with the page.
 */
export const eventsLoaders = {
  catalogue: catalogueOf('events'),
  culturalCatalogue: catalogueOf('cultural-events'),
  event: eventOf('events'),
  culturalEvent: eventOf('cultural-events'),
  waitingRoom: eventOf('events'),
  culturalWaitingRoom: eventOf('cultural-events'),
  register:
    (queryClient) =>
    ({ params }) => {
      const { realm, eventId } = params;
      if (isRealm(realm) && isRecordId(eventId))
        void queryClient.prefetchQuery(eventQueryOptions(realm, eventId));
      return null;
    },
  myBookings:
    (queryClient) =>
    ({ request }) => {
      const realm = realmFromParam(new URL(request.url).searchParams.get('realm'));
      void queryClient.prefetchQuery(myBookingsQueryOptions(realm, 1));
      return null;
    },
  myRegistrations:
    (queryClient) =>
    ({ request }) => {
      const realm = realmFromParam(new URL(request.url).searchParams.get('realm'));
      void queryClient.prefetchQuery(myRegistrationsQueryOptions(realm, 1));
      return null;
    },
} satisfies Record<string, PageLoader>;

/** /events and /events/cultural: the catalogue as the address filters it, and the districts to filter by. */
function catalogueOf(realm: TRealm): PageLoader {
  return (queryClient) =>
    ({ request }) => {
      const filters = toEventFilters(readBrowseState(new URL(request.url).searchParams));
      void queryClient.prefetchQuery(eventsQueryOptions(realm, filters));
      void queryClient.prefetchQuery(districtsQueryOptions(realm));
      return null;
    };
}

function eventOf(realm: TRealm): PageLoader {
  return (queryClient) =>
    ({ params }) => {
      if (isRecordId(params.eventId)) {
        void queryClient.prefetchQuery(eventQueryOptions(realm, params.eventId));
        // Whether a waiting room decides who books (decision 080), asked alongside so the panel does not wait twice.
        void queryClient.prefetchQuery(waitingRoomQueryOptions(realm, params.eventId));
      }
      return null;
    };
}
