import type { TRealm, ZSlotInput } from '@engagex/contracts';
import { eventsApi } from '@engagex/contracts/api/events';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { call } from '@/lib/api';
import { invalidateRealm } from './keys';

export type TSlotInput = z.input<typeof ZSlotInput>;

export const addSlot = (realm: TRealm, eventId: string, body: TSlotInput) =>
  call(eventsApi.addSlot, { realm, params: { id: eventId }, body });

export function useAddSlot(realm: TRealm, eventId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TSlotInput) => addSlot(realm, eventId, body),
    onSuccess: () => invalidateRealm(queryClient, realm),
  });
}
