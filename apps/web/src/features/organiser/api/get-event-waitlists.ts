import type { TRealm } from '@engagex/contracts';
import { waitlistApi } from '@engagex/contracts/api/waitlist';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api';
import { adminKeys } from './keys';

export const getEventWaitlists = (realm: TRealm, eventId: string, signal?: AbortSignal) =>
  call(waitlistApi.eventWaitlists, { realm, params: { id: eventId }, signal });

export const eventWaitlistsQueryOptions = (realm: TRealm, eventId: string) =>
  queryOptions({
    queryKey: adminKeys.waitlists(realm, eventId),
    queryFn: ({ signal }) => getEventWaitlists(realm, eventId, signal),
  });

/** Each show's waitlist (decision 042): who waits and for how many seats, the offers open, and whether it is closed. */
export const useEventWaitlists = (realm: TRealm, eventId: string) =>
  useQuery(eventWaitlistsQueryOptions(realm, eventId));
