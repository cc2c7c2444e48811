import type { TCreditPurchase } from '@engagex/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CREDITS_KEY } from '@/lib/account';
import { request } from '@/lib/http';

export const cancelPurchase = (purchaseId: string) =>
  request<TCreditPurchase>('main', '/cps/credit-purchase/cancel', { method: 'POST', body: { purchaseId } });

export function useCancelPurchase() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelPurchase,
    onSettled: () => queryClient.invalidateQueries({ queryKey: CREDITS_KEY }),
  });
}
