import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { startLocation } from '@/lib/location';
import { useCurrentLocation } from '@/lib/location-cache';
import type { LocationRecord } from '@/lib/location-record';
import { refreshCountryDependents } from './country-dependents';

/**
 * The location the screens show. Mounting it starts the location state machine (once per page load in effect:
 * a fresh cache answers at once) and, when that changed the server's copy, refreshes what follows the country.
 */
export function useUserLocation(): LocationRecord | null {
  const location = useCurrentLocation();
  const queryClient = useQueryClient();
  useEffect(() => {
    void startLocation().then(({ updated, location: resolved }) => {
      if (updated) refreshCountryDependents(queryClient, resolved.countryCode);
    });
  }, [queryClient]);
  return location;
}
