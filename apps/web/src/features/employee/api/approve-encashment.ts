import { employeeApi } from '@engagex/contracts/api/employee';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/api';
import { invalidateEmployee } from './keys';

/** Admins: a pending request is approved for payout; its credits stay held until it is paid. */
export const approveEncashment = (requestId: string) =>
  call(employeeApi.approveEncashment, { params: { id: requestId } });

export function useApproveEncashment() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: approveEncashment, onSettled: () => invalidateEmployee(queryClient) });
}
