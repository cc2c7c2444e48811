import type { TRealm, TRefundTo } from '@engagex/contracts';
import { contestantsApi } from '@engagex/contracts/api/contestants';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { invalidateWallet } from '@/lib/account';
import { call } from '@/lib/api';
import { contestantsKey } from '../keys';

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
  call(contestantsApi.cancel, {
    realm,
    params: { id: contestantId },
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
