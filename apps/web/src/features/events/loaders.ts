import type { TRealm } from '@engagex/contracts';
import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunction } from 'react-router';
import { isRecordId } from '@/lib/record-id';
import { eventQueryOptions } from './api/get-event';
import { waitingRoomQueryOptions } from './waiting-room/api/get-waiting-room';

export type PageLoader = (queryClient: QueryClient) => LoaderFunction;

/**
 * Each starts the requests of the /events/* page being opened alongside its code, and does not wait for them:
 * each page has its own loading and error states. One chunk for all of them, fetched in parallel with the page;
 * the list's own is ./list/loader, which loads with the list's code, so an event page does not carry the list's
 * filters and queries (decision 093); the pages after the list and an event page have theirs in ./later/loaders
 * (decision 113).
 */
export const eventsLoaders = {
  event: eventOf('events'),
  culturalEvent: eventOf('cultural-events'),
  waitingRoom: eventOf('events'),
  culturalWaitingRoom: eventOf('cultural-events'),
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
