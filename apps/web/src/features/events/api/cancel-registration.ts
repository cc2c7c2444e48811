import type { TContestant, TRealm, TRefundTo } from '@engagex/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { invalidateWallet } from '@/lib/account';
import { request } from '@/lib/http';
import { contestantsKey } from '../keys';
import { serviceOf } from '../realm';

/**
 * Refunds what the policy allows (all of the fee up to 7 days before, half within 7 days, nothing after), to the
 * original payment (the default for a gateway payment) or as credits.
 */
export const cancelRegistration = (
  realm: TRealm,
  contestantId: string,
  reason: string,
  refundTo?: TRefundTo,
) =>
  request<TContestant>(serviceOf(realm), `/contestants/${encodeURIComponent(contestantId)}/cancel`, {
    method: 'POST',
    body: refundTo ? { reason, refundTo } : { reason },
  });

export function useCancelRegistration(realm: TRealm) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      contestantId,
      reason,
      refundTo,
    }: {
      contestantId: string;
      reason: string;
      refundTo?: TRefundTo;
    }) => cancelRegistration(realm, contestantId, reason, refundTo),
    onSuccess: () => {
      void invalidateWallet(queryClient);
      void queryClient.invalidateQueries({ queryKey: contestantsKey(realm) });
    },
  });
}
