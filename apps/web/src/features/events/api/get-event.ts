import type { TRealm } from '@engagex/contracts';
import { eventsApi } from '@engagex/contracts/api/events';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api';
import { eventKey } from '../keys';

export const getEvent = (realm: TRealm, eventId: string, signal?: AbortSignal) =>
  call(eventsApi.get, { realm, params: { id: eventId }, signal });

export const eventQueryOptions = (realm: TRealm, eventId: string) =>
  queryOptions({
    queryKey: eventKey(realm, eventId),
    queryFn: ({ signal }) => getEvent(realm, eventId, signal),
  });

export const useEvent = (realm: TRealm, eventId: string) => useQuery(eventQueryOptions(realm, eventId));
