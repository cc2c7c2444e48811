import type { TEventSlot, TRealm } from '@engagex/contracts';
import { eventsApi } from '@engagex/contracts/api/events';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api';
import { eventSlotsKey } from '../keys';

/** Seats move while someone looks at the page: availability is asked again this often. */
export const SLOTS_REFRESH_MS = 15_000;

export const getEventSlots = (realm: TRealm, eventId: string, signal?: AbortSignal) =>
  call(eventsApi.slots, { realm, params: { id: eventId }, signal });

export const eventSlotsQueryOptions = (realm: TRealm, eventId: string) =>
  queryOptions({
    queryKey: eventSlotsKey(realm, eventId),
    queryFn: ({ signal }) => getEventSlots(realm, eventId, signal),
    refetchInterval: SLOTS_REFRESH_MS,
  });

/** Live availability; `initial` (the slots that came with the event) shows at once. */
export const useEventSlots = (realm: TRealm, eventId: string, initial: TEventSlot[] | undefined) =>
  useQuery({ ...eventSlotsQueryOptions(realm, eventId), initialData: initial });
