import type { TContestant, TRealm } from '@engagex/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { invalidateWallet } from '@/lib/account';
import { request } from '@/lib/http';
import { contestantsKey } from '../keys';
import { serviceOf } from '../realm';

/** Refunds what the policy allows: all of the fee up to 7 days before, half within 7 days, nothing after. */
export const cancelRegistration = (realm: TRealm, contestantId: string, reason: string) =>
  request<TContestant>(serviceOf(realm), `/contestants/${encodeURIComponent(contestantId)}/cancel`, {
    method: 'POST',
    body: { reason },
  });

export function useCancelRegistration(realm: TRealm) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ contestantId, reason }: { contestantId: string; reason: string }) =>
      cancelRegistration(realm, contestantId, reason),
    onSuccess: () => {
      void invalidateWallet(queryClient);
      void queryClient.invalidateQueries({ queryKey: contestantsKey(realm) });
    },
  });
}
