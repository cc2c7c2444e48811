import type { TRealm, TWaitlistEntry } from '@engagex/contracts';
import { waitlistApi } from '@engagex/contracts/api/waitlist';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/api';
import { storeAnswer } from '@/lib/store-answer';
import { invalidateWaitlist, myWaitlistKey } from '../keys';
import { withEntry } from './list-my-waitlist';

/** DELETE /waitlist/:entryId: out of the line; those behind move up. */
export const leaveWaitlist = (realm: TRealm, entryId: string) =>
  call(waitlistApi.leave, { realm, params: { entryId } });

export function useLeaveWaitlist(realm: TRealm) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (entryId: string) => leaveWaitlist(realm, entryId),
    onSuccess: async (entry) => {
      await storeAnswer(queryClient, myWaitlistKey(realm), (entries: TWaitlistEntry[] | undefined) =>
        withEntry(entries, entry),
      );
      void invalidateWaitlist(queryClient, realm);
    },
  });
}
