import type { TEncashmentRequest, ZEncashmentRequestInput } from '@engagex/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { request } from '@/lib/http';
import { invalidateAfterHoldChange } from './keys';

export type TEncashmentRequestInput = z.input<typeof ZEncashmentRequestInput>;

/** 201: the request, with its credits held until it is paid, rejected or cancelled. */
export const requestEncashment = (body: TEncashmentRequestInput) =>
  request<TEncashmentRequest>('employee', '/encashment/requests', { method: 'POST', body });

export function useRequestEncashment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: requestEncashment,
    onSuccess: () => invalidateAfterHoldChange(queryClient),
  });
}
