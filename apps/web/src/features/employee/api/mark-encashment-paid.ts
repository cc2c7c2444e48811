import type { TEncashmentRequest, ZMarkPaidRequest } from '@engagex/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { request } from '@/lib/http';
import { invalidateEmployee } from './keys';

export type TMarkPaid = z.infer<typeof ZMarkPaidRequest>;

/** Admins: an approved request was paid out; the reference is the bank's or UPI's transaction id. */
export const markEncashmentPaid = ({ requestId, ...body }: TMarkPaid & { requestId: string }) =>
  request<TEncashmentRequest>('employee', `/encashment/requests/${encodeURIComponent(requestId)}/mark-paid`, {
    method: 'POST',
    body,
  });

export function useMarkEncashmentPaid() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: markEncashmentPaid, onSettled: () => invalidateEmployee(queryClient) });
}
