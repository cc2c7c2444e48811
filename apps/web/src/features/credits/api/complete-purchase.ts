import type { TCompletePurchaseRequest } from '@engagex/contracts';
import { creditsApi } from '@engagex/contracts/api/credits';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { invalidateWallet } from '@/lib/account';
import { call } from '@/lib/api';

export const completePurchase = (body: TCompletePurchaseRequest) =>
  call(creditsApi.completePurchase, { body });

export function useCompletePurchase() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: completePurchase,
    // Also after a failure: an expired purchase has just been marked failed by the server.
    onSettled: () => invalidateWallet(queryClient),
  });
}
