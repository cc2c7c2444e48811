import type { TRealm, ZEventUpdate } from '@engagex/contracts';
import { eventsApi } from '@engagex/contracts/api/events';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { call } from '@/lib/api';
import { storeAnswer } from '@/lib/store-answer';
import { adminEventQueryOptions } from './get-event';
import { invalidateRealm } from './keys';

export type TEventUpdate = z.input<typeof ZEventUpdate>;

export const updateEvent = (realm: TRealm, eventId: string, body: TEventUpdate) =>
  call(eventsApi.update, { realm, params: { id: eventId }, body });

export function useUpdateEvent(realm: TRealm, eventId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TEventUpdate) => updateEvent(realm, eventId, body),
    onSuccess: async (detail) => {
      await storeAnswer(queryClient, adminEventQueryOptions(realm, eventId).queryKey, detail);
      return invalidateRealm(queryClient, realm);
    },
  });
}
