import type { TRealm } from '@engagex/contracts';
import { waitlistApi } from '@engagex/contracts/api/waitlist';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/api';
import { invalidateRealm } from './keys';

/** POST /events/:id/slots/:slotId/waitlist/close: nobody joins any more, and those waiting are told. */
export const closeWaitlist = (realm: TRealm, eventId: string, slotId: string) =>
  call(waitlistApi.close, { realm, params: { id: eventId, slotId } });

export function useCloseWaitlist(realm: TRealm, eventId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (slotId: string) => closeWaitlist(realm, eventId, slotId),
    // The waitlists and the figures; the attendee pages ask for their slots again on their own.
    onSuccess: () => invalidateRealm(queryClient, realm),
  });
}
