import type { TEncashmentRequest } from '@engagex/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '@/lib/http';
import { invalidateAfterHoldChange } from './keys';

/** docs/product.md §5: what the screen says when a cancel does not succeed. */
export const CANCEL_FAILED = 'Failed to cancel request';

/** Only a pending request can be cancelled; its held credits return to the wallet. */
export const cancelEncashment = (requestId: string) =>
  request<TEncashmentRequest>('employee', `/encashment/requests/${encodeURIComponent(requestId)}`, {
    method: 'DELETE',
  });

export function useCancelEncashment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelEncashment,
    onSettled: () => invalidateAfterHoldChange(queryClient),
  });
}
