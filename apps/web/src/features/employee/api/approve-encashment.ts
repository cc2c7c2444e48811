import type { TEncashmentRequest } from '@engagex/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '@/lib/http';
import { invalidateEmployee } from './keys';

/** Admins: a pending request is approved for payout; its credits stay held until it is paid. */
export const approveEncashment = (requestId: string) =>
  request<TEncashmentRequest>('employee', `/encashment/requests/${encodeURIComponent(requestId)}/approve`, {
    method: 'POST',
  });

export function useApproveEncashment() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: approveEncashment, onSettled: () => invalidateEmployee(queryClient) });
}
