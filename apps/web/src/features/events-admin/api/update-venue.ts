import type { TRealm, TVenue, ZVenueUpdate } from '@engagex/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { request } from '@/lib/http';
import { realmService } from '../realm';
import { invalidateRealm } from './keys';

export type TVenueUpdate = z.input<typeof ZVenueUpdate>;

export const updateVenue = (realm: TRealm, venueId: string, body: TVenueUpdate) =>
  request<TVenue>(realmService(realm), `/venues/${encodeURIComponent(venueId)}`, { method: 'PATCH', body });

export function useUpdateVenue(realm: TRealm) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ venueId, body }: { venueId: string; body: TVenueUpdate }) =>
      updateVenue(realm, venueId, body),
    onSuccess: () => invalidateRealm(queryClient, realm),
  });
}
