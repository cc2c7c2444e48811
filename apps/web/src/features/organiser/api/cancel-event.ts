import type { TRealm } from '@engagex/contracts';
import { eventsApi } from '@engagex/contracts/api/events';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/api';
import { adminEventQueryOptions } from './get-event';
import { invalidateRealm } from './keys';

export const cancelEvent = (realm: TRealm, eventId: string) =>
  call(eventsApi.cancel, { realm, params: { id: eventId } });

/** POST /events/:id/cancel (decision 052): cancels the event and everything booked or entered for it. */
export function useCancelEvent(realm: TRealm, eventId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => cancelEvent(realm, eventId),
    onSuccess: (detail) => {
      queryClient.setQueryData(adminEventQueryOptions(realm, eventId).queryKey, detail);
      return invalidateRealm(queryClient, realm);
    },
  });
}
