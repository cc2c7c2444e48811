import type { TMarkPaidRequest } from '@engagex/contracts';
import { employeeApi } from '@engagex/contracts/api/employee';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/api';
import { invalidateEmployee } from './keys';

/** Admins: an approved request was paid out; the reference is the bank's or UPI's transaction id. */
export const markEncashmentPaid = ({ requestId, ...body }: TMarkPaidRequest & { requestId: string }) =>
  call(employeeApi.markEncashmentPaid, { params: { id: requestId }, body });

export function useMarkEncashmentPaid() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: markEncashmentPaid, onSettled: () => invalidateEmployee(queryClient) });
}
