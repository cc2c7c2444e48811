import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { refreshCountryDependents } from '../country-dependents';
import { locatePrecisely } from '../precise';

/**
 * "Use my precise location": the device's position, placed by the server, then PUT /users/location with
 * detectedFrom 'gps' (lib/location-precise.ts). A failure is a PreciseLocationError naming the location kept.
 */
export const locatePreciselyMutationOptions = () =>
  mutationOptions({ mutationKey: ['location', 'precise'], mutationFn: () => locatePrecisely() });

export function useLocatePrecisely() {
  const queryClient = useQueryClient();
  return useMutation({
    ...locatePreciselyMutationOptions(),
    onSuccess: (location) => refreshCountryDependents(queryClient, location.countryCode),
  });
}
