import type { TRealm, ZVenueAvailability } from '@engagex/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { request } from '@/lib/http';
import { realmService } from '../realm';
import { adminKey } from './keys';

export type TVenueAvailability = z.infer<typeof ZVenueAvailability>;
export type AvailabilityRange = { startDate: string; endDate: string };

/** GET /venues/:id/availability: free or not in the range, with the events already there. */
export const getVenueAvailability = (
  realm: TRealm,
  venueId: string,
  range: AvailabilityRange,
  signal?: AbortSignal,
) =>
  request<TVenueAvailability>(realmService(realm), `/venues/${encodeURIComponent(venueId)}/availability`, {
    query: range,
    signal,
  });

export const venueAvailabilityQueryOptions = (realm: TRealm, venueId: string, range: AvailabilityRange) =>
  queryOptions({
    queryKey: [...adminKey(realm), 'availability', venueId, range],
    queryFn: ({ signal }) => getVenueAvailability(realm, venueId, range, signal),
  });

/** Asks only once a venue and a valid range are chosen (`range` null until then). */
export const useVenueAvailability = (realm: TRealm, venueId: string, range: AvailabilityRange | null) =>
  useQuery({
    ...venueAvailabilityQueryOptions(realm, venueId, range ?? { startDate: '', endDate: '' }),
    enabled: Boolean(venueId && range),
  });
