import type { TRealm } from '@engagex/contracts';
import { eventsApi } from '@engagex/contracts/api/events';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/api';
import { storeAnswer } from '@/lib/store-answer';
import { adminEventQueryOptions } from './get-event';
import { invalidateRealm } from './keys';

export const cancelEvent = (realm: TRealm, eventId: string, reason: string) =>
  call(eventsApi.cancel, { realm, params: { id: eventId }, body: { reason } });

/**
 * POST /events/:id/cancel (decision 052): cancels the event and everything booked or entered for it, with the
 * organiser's reason, which everyone told reads (decision 069).
 */
export function useCancelEvent(realm: TRealm, eventId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (reason: string) => cancelEvent(realm, eventId, reason),
    onSuccess: async (detail) => {
      await storeAnswer(queryClient, adminEventQueryOptions(realm, eventId).queryKey, detail);
      return invalidateRealm(queryClient, realm);
    },
  });
}
