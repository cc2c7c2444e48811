import type { TEventSlot, TRealm, ZSlotInput } from '@engagex/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { request } from '@/lib/http';
import { realmService } from '../realm';
import { invalidateRealm } from './keys';

export type TSlotInput = z.input<typeof ZSlotInput>;

export const addSlot = (realm: TRealm, eventId: string, body: TSlotInput) =>
  request<TEventSlot>(realmService(realm), `/events/${encodeURIComponent(eventId)}/slots`, {
    method: 'POST',
    body,
  });

export function useAddSlot(realm: TRealm, eventId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TSlotInput) => addSlot(realm, eventId, body),
    onSuccess: () => invalidateRealm(queryClient, realm),
  });
}
