import type { TCompletePurchaseRequest, TCreditPurchase } from '@engagex/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { invalidateWallet } from '@/lib/account';
import { request } from '@/lib/http';

export const completePurchase = (body: TCompletePurchaseRequest) =>
  request<TCreditPurchase>('main', '/cps/credit-purchase/complete', { method: 'POST', body });

export function useCompletePurchase() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: completePurchase,
    // Also after a failure: an expired purchase has just been marked failed by the server.
    onSettled: () => invalidateWallet(queryClient),
  });
}
