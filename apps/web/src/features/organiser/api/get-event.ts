import type { TRealm } from '@engagex/contracts';
import { eventsApi } from '@engagex/contracts/api/events';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api';
import { adminKeys } from './keys';

/** GET /events/:id: the event with its slots (organisers see drafts too). */
export const getAdminEvent = (realm: TRealm, eventId: string, signal?: AbortSignal) =>
  call(eventsApi.get, { realm, params: { id: eventId }, signal });

export const adminEventQueryOptions = (realm: TRealm, eventId: string) =>
  queryOptions({
    queryKey: adminKeys.event(realm, eventId),
    queryFn: ({ signal }) => getAdminEvent(realm, eventId, signal),
  });

export const useAdminEvent = (realm: TRealm, eventId: string) =>
  useQuery(adminEventQueryOptions(realm, eventId));
