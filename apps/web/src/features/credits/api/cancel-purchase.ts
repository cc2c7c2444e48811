import { creditsApi } from '@engagex/contracts/api/credits';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CREDITS_KEY } from '@/lib/account';
import { call } from '@/lib/api';

export const cancelPurchase = (purchaseId: string) =>
  call(creditsApi.cancelPurchase, { body: { purchaseId } });

export function useCancelPurchase() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelPurchase,
    onSettled: () => queryClient.invalidateQueries({ queryKey: CREDITS_KEY }),
  });
}
