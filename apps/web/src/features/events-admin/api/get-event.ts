import type { TEventDetail, TRealm } from '@engagex/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '@/lib/http';
import { realmService } from '../realm';
import { adminKey } from './keys';

/** GET /events/:id: the event with its slots (organisers see drafts too). */
export const getAdminEvent = (realm: TRealm, eventId: string, signal?: AbortSignal) =>
  request<TEventDetail>(realmService(realm), `/events/${encodeURIComponent(eventId)}`, { signal });

export const adminEventQueryOptions = (realm: TRealm, eventId: string) =>
  queryOptions({
    queryKey: [...adminKey(realm), 'event', eventId],
    queryFn: ({ signal }) => getAdminEvent(realm, eventId, signal),
  });

export const useAdminEvent = (realm: TRealm, eventId: string) =>
  useQuery(adminEventQueryOptions(realm, eventId));
