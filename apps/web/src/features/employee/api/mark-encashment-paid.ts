import type { ZMarkPaidRequest } from '@engagex/contracts';
import { employeeApi } from '@engagex/contracts/api/employee';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { call } from '@/lib/api';
import { invalidateEmployee } from './keys';

export type TMarkPaid = z.infer<typeof ZMarkPaidRequest>;

/** Admins: an approved request was paid out; the reference is the bank's or UPI's transaction id. */
export const markEncashmentPaid = ({ requestId, ...body }: TMarkPaid & { requestId: string }) =>
  call(employeeApi.markEncashmentPaid, { params: { id: requestId }, body });

export function useMarkEncashmentPaid() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: markEncashmentPaid, onSettled: () => invalidateEmployee(queryClient) });
}
