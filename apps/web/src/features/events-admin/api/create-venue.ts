import type { TRealm, TVenue, ZVenueInput } from '@engagex/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { request } from '@/lib/http';
import { realmService } from '../realm';
import { invalidateRealm } from './keys';

export type TVenueInput = z.input<typeof ZVenueInput>;

export const createVenue = (realm: TRealm, body: TVenueInput) =>
  request<TVenue>(realmService(realm), '/venues', { method: 'POST', body });

export function useCreateVenue(realm: TRealm) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TVenueInput) => createVenue(realm, body),
    onSuccess: () => invalidateRealm(queryClient, realm),
  });
}
