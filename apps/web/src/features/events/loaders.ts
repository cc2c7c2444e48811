import type { QueryClient } from '@tanstack/react-query';
import { type LoaderFunction, matchPath } from 'react-router';
import { isRecordId } from '@/lib/record-id';
import { eventQueryOptions } from './api/get-event';
import { districtsQueryOptions } from './api/list-districts';
import { eventsQueryOptions } from './api/list-events';
import { myBookingsQueryOptions } from './api/list-my-bookings';
import { myRegistrationsQueryOptions } from './api/list-my-registrations';
import { readBrowseState, toEventFilters } from './filters';
import { isRealm, realmFromParam } from './realm';

/**
 * Starts the requests of the /events/* page being opened alongside its code, and does not wait for them: each
 * page has its own loading and error states.
 */
export const eventsLoader =
  (queryClient: QueryClient): LoaderFunction =>
  ({ request }) => {
    const url = new URL(request.url);
    const path = url.pathname.replace(/\/+$/, '') || '/';
    const search = url.searchParams;
    const match = (pattern: string) => matchPath({ path: pattern, end: true }, path);

    const list = path === '/events' ? 'events' : path === '/events/cultural' ? 'cultural-events' : null;
    if (list) {
      void queryClient.prefetchQuery(eventsQueryOptions(list, toEventFilters(readBrowseState(search))));
      void queryClient.prefetchQuery(districtsQueryOptions(list));
      return null;
    }
    if (path === '/events/bookings') {
      void queryClient.prefetchQuery(myBookingsQueryOptions(realmFromParam(search.get('realm')), 1));
      return null;
    }
    if (path === '/events/registrations') {
      void queryClient.prefetchQuery(myRegistrationsQueryOptions(realmFromParam(search.get('realm')), 1));
      return null;
    }
    const register = match('/events/register/:realm/:eventId');
    if (register) {
      const { realm, eventId } = register.params;
      if (isRealm(realm) && isRecordId(eventId)) {
        void queryClient.prefetchQuery(eventQueryOptions(realm, eventId));
      }
      return null;
    }
    const event = match('/events/cultural/:eventId') ?? match('/events/:eventId');
    const eventId = event?.params.eventId;
    if (isRecordId(eventId)) {
      const realm = path.startsWith('/events/cultural/') ? 'cultural-events' : 'events';
      void queryClient.prefetchQuery(eventQueryOptions(realm, eventId));
    }
    return null;
  };
