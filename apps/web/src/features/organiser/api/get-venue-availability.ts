import type { TRealm, ZVenueAvailability } from '@engagex/contracts';
import { eventsApi } from '@engagex/contracts/api/events';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { call } from '@/lib/api';
import { adminKeys } from './keys';

export type TVenueAvailability = z.infer<typeof ZVenueAvailability>;
export type AvailabilityRange = { startDate: string; endDate: string };

/** GET /venues/:id/availability: free or not in the range, with the events already there. */
export const getVenueAvailability = (
  realm: TRealm,
  venueId: string,
  range: AvailabilityRange,
  signal?: AbortSignal,
) => call(eventsApi.venueAvailability, { realm, params: { id: venueId }, query: range, signal });

export const venueAvailabilityQueryOptions = (realm: TRealm, venueId: string, range: AvailabilityRange) =>
  queryOptions({
    queryKey: adminKeys.availability(realm, venueId, range),
    queryFn: ({ signal }) => getVenueAvailability(realm, venueId, range, signal),
  });

/** Asks only once a venue and a valid range are chosen (`range` null until then). */
export const useVenueAvailability = (realm: TRealm, venueId: string, range: AvailabilityRange | null) =>
  useQuery({
    ...venueAvailabilityQueryOptions(realm, venueId, range ?? { startDate: '', endDate: '' }),
    enabled: Boolean(venueId && range),
  });
