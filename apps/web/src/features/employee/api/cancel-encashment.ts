import { employeeApi } from '@engagex/contracts/api/employee';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/api';
import { t } from '../messages';
import { invalidateAfterHoldChange } from './keys';

/** docs/product.md §5: what the screen says when a cancel does not succeed. */
export const cancelFailed = () => t('cancel.failed');

/** Only a pending request can be cancelled; its held credits return to the wallet. */
export const cancelEncashment = (requestId: string) =>
  call(employeeApi.cancelEncashment, { params: { id: requestId } });

export function useCancelEncashment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelEncashment,
    onSettled: () => invalidateAfterHoldChange(queryClient),
  });
}
