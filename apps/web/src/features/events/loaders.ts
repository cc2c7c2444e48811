import type { TRealm } from '@engagex/contracts';
import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunction } from 'react-router';
import { isRealm, realmFromParam } from '@/lib/realm';
import { isRecordId } from '@/lib/record-id';
import { eventQueryOptions } from './api/get-event';
import { myBookingsQueryOptions } from './api/list-my-bookings';
import { myRegistrationsQueryOptions } from './api/list-my-registrations';
import { waitingRoomQueryOptions } from './waiting-room/api/get-waiting-room';

export type PageLoader = (queryClient: QueryClient) => LoaderFunction;

/**
 * Each starts the requests of the /events/* page being opened alongside its code, and does not wait for them:
 * each page has its own loading and error states. One chunk for all of them, fetched in parallel with the page;
 * the list's own is ./list/loader, which loads with the list's code, so an event page does not carry the list's
 * filters and queries (decision 093).
 */
export const eventsLoaders = {
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
