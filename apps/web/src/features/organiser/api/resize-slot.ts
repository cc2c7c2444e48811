import type { TRealm, ZSlotUpdate } from '@engagex/contracts';
import { eventsApi } from '@engagex/contracts/api/events';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { call } from '@/lib/api';
import { invalidateRealm } from './keys';

export type TSlotUpdate = z.input<typeof ZSlotUpdate>;

/** PATCH /events/:id/slots/:slotId; 422 when the new capacity is below the seats already taken. */
export const resizeSlot = (realm: TRealm, eventId: string, slotId: string, body: TSlotUpdate) =>
  call(eventsApi.updateSlot, { realm, params: { id: eventId, slotId }, body });

export function useResizeSlot(realm: TRealm, eventId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ slotId, capacity }: { slotId: string; capacity: number }) =>
      resizeSlot(realm, eventId, slotId, { capacity }),
    onSuccess: () => invalidateRealm(queryClient, realm),
  });
}

/**
 * PATCH /events/:id/slots/:slotId with new times (instants); the server tells its ticket holders (decision 039). 422
 * once the show has started, 400 when they fall outside the event's dates or start in the past.
 */
export function useMoveSlot(realm: TRealm, eventId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ slotId, startsAt, endsAt }: { slotId: string; startsAt: string; endsAt: string }) =>
      resizeSlot(realm, eventId, slotId, { startsAt, endsAt }),
    onSuccess: () => invalidateRealm(queryClient, realm),
  });
}
