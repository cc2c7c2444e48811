import type { TRealm, ZVenueInput } from '@engagex/contracts';
import { eventsApi } from '@engagex/contracts/api/events';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { call } from '@/lib/api';
import { invalidateRealm } from './keys';

export type TVenueInput = z.input<typeof ZVenueInput>;

export const createVenue = (realm: TRealm, body: TVenueInput) => call(eventsApi.createVenue, { realm, body });

export function useCreateVenue(realm: TRealm) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TVenueInput) => createVenue(realm, body),
    onSuccess: () => invalidateRealm(queryClient, realm),
  });
}
