import type { TRealm, TWaitlistEntry } from '@engagex/contracts';
import { waitlistApi } from '@engagex/contracts/api/waitlist';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/api';
import { storeAnswer } from '@/lib/store-answer';
import { invalidateWaitlist, myWaitlistKey } from '../keys';
import { withEntry } from './list-my-waitlist';

export interface JoinWaitlistInput {
  eventId: string;
  slotId: string;
  seats: number;
}

/** POST /events/:id/slots/:slotId/waitlist: in line for a show that cannot take the seats; answers the place. */
export const joinWaitlist = (realm: TRealm, { eventId, slotId, seats }: JoinWaitlistInput) =>
  call(waitlistApi.join, { realm, params: { id: eventId, slotId }, body: { seats } });

export function useJoinWaitlist(realm: TRealm) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: JoinWaitlistInput) => joinWaitlist(realm, input),
    onSuccess: async (entry) => {
      await storeAnswer(queryClient, myWaitlistKey(realm), (entries: TWaitlistEntry[] | undefined) =>
        withEntry(entries, entry),
      );
      void invalidateWaitlist(queryClient, realm);
    },
  });
}
