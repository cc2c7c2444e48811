/**
 * The loaders of the pages reached after the list and an event page (decision 113): the registration wizard's,
 * My bookings' and My registrations'. In the chunk of ./pages beside them, with the two lists' queries, so the chunk
 * every events page loads carries neither. Changes when one of those pages starts other requests as it opens.
 */
import { isRealm, realmFromParam } from '@/lib/realm';
import { isRecordId } from '@/lib/record-id';
import { eventQueryOptions } from '../api/get-event';
import { myBookingsQueryOptions } from '../api/list-my-bookings';
import { myRegistrationsQueryOptions } from '../api/list-my-registrations';
import type { PageLoader } from '../loaders';

/** As ../loaders: each starts its page's requests alongside its code and does not wait for them. */
export const laterEventsLoaders = {
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
