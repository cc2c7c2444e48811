import type { TRealm, ZEventStats } from '@engagex/contracts';
import { eventsApi } from '@engagex/contracts/api/events';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { call } from '@/lib/api';
import { adminKeys } from './keys';

export type TEventStats = z.infer<typeof ZEventStats>;

export const getEventStats = (realm: TRealm, eventId: string, signal?: AbortSignal) =>
  call(eventsApi.stats, { realm, params: { id: eventId }, signal });

export const eventStatsQueryOptions = (realm: TRealm, eventId: string) =>
  queryOptions({
    queryKey: adminKeys.stats(realm, eventId),
    queryFn: ({ signal }) => getEventStats(realm, eventId, signal),
  });

/** Seats, bookings, check-ins, contestants and shares of one event. */
export const useEventStats = (realm: TRealm, eventId: string) =>
  useQuery(eventStatsQueryOptions(realm, eventId));
