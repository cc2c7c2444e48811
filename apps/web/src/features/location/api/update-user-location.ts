import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { detectLocationNow, setManualLocation } from '@/lib/location';
import { refreshCountryDependents } from '../country-dependents';

/**
 * PUT /users/location as the user asks for it: detect again (the IP service, bypassing the cache) or pick a
 * country. The request itself lives in lib/location.ts, which the start-up and sign-in paths share.
 */
export const detectLocationMutationOptions = () =>
  mutationOptions({ mutationKey: ['location', 'detect'], mutationFn: detectLocationNow });

export const setManualLocationMutationOptions = () =>
  mutationOptions({ mutationKey: ['location', 'manual'], mutationFn: setManualLocation });

export function useDetectLocation() {
  const queryClient = useQueryClient();
  return useMutation({
    ...detectLocationMutationOptions(),
    onSuccess: (location) => refreshCountryDependents(queryClient, location.countryCode),
  });
}

export function useSetManualLocation() {
  const queryClient = useQueryClient();
  return useMutation({
    ...setManualLocationMutationOptions(),
    onSuccess: (location) => refreshCountryDependents(queryClient, location.countryCode),
  });
}
