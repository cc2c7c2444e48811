import type { TRealm, ZVenueUpdate } from '@engagex/contracts';
import { eventsApi } from '@engagex/contracts/api/events';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { call } from '@/lib/api';
import { invalidateRealm } from './keys';

export type TVenueUpdate = z.input<typeof ZVenueUpdate>;

export const updateVenue = (realm: TRealm, venueId: string, body: TVenueUpdate) =>
  call(eventsApi.updateVenue, { realm, params: { id: venueId }, body });

export function useUpdateVenue(realm: TRealm) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ venueId, body }: { venueId: string; body: TVenueUpdate }) =>
      updateVenue(realm, venueId, body),
    onSuccess: () => invalidateRealm(queryClient, realm),
  });
}
