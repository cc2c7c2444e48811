import type { ZRejectEncashmentRequest } from '@engagex/contracts';
import { employeeApi } from '@engagex/contracts/api/employee';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { call } from '@/lib/api';
import { invalidateEmployee } from './keys';

export type TRejectEncashment = z.infer<typeof ZRejectEncashmentRequest>;

/** Admins: a pending or approved request is refused with a reason; its credits return to the employee. */
export const rejectEncashment = ({ requestId, ...body }: TRejectEncashment & { requestId: string }) =>
  call(employeeApi.rejectEncashment, { params: { id: requestId }, body });

export function useRejectEncashment() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: rejectEncashment, onSettled: () => invalidateEmployee(queryClient) });
}
