import type { TEncashmentRequest, ZRejectEncashmentRequest } from '@engagex/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { request } from '@/lib/http';
import { invalidateEmployee } from './keys';

export type TRejectEncashment = z.infer<typeof ZRejectEncashmentRequest>;

/** Admins: a pending or approved request is refused with a reason; its credits return to the employee. */
export const rejectEncashment = ({ requestId, ...body }: TRejectEncashment & { requestId: string }) =>
  request<TEncashmentRequest>('employee', `/encashment/requests/${encodeURIComponent(requestId)}/reject`, {
    method: 'POST',
    body,
  });

export function useRejectEncashment() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: rejectEncashment, onSettled: () => invalidateEmployee(queryClient) });
}
