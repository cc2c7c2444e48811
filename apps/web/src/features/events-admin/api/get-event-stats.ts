import type { TRealm, ZEventStats } from '@engagex/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { request } from '@/lib/http';
import { realmService } from '../realm';
import { adminKey } from './keys';

export type TEventStats = z.infer<typeof ZEventStats>;

export const getEventStats = (realm: TRealm, eventId: string, signal?: AbortSignal) =>
  request<TEventStats>(realmService(realm), `/events/${encodeURIComponent(eventId)}/stats`, { signal });

export const eventStatsQueryOptions = (realm: TRealm, eventId: string) =>
  queryOptions({
    queryKey: [...adminKey(realm), 'stats', eventId],
    queryFn: ({ signal }) => getEventStats(realm, eventId, signal),
  });

/** Seats, bookings, check-ins, contestants and shares of one event. */
export const useEventStats = (realm: TRealm, eventId: string) =>
  useQuery(eventStatsQueryOptions(realm, eventId));
