import type { TRejectEncashmentRequest } from '@engagex/contracts';
import { employeeApi } from '@engagex/contracts/api/employee';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/api';
import { invalidateEmployee } from './keys';

/** Admins: a pending or approved request is refused with a reason; its credits return to the employee. */
export const rejectEncashment = ({ requestId, ...body }: TRejectEncashmentRequest & { requestId: string }) =>
  call(employeeApi.rejectEncashment, { params: { id: requestId }, body });

export function useRejectEncashment() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: rejectEncashment, onSettled: () => invalidateEmployee(queryClient) });
}
