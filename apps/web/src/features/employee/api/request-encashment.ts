import type { ZEncashmentRequestInput } from '@engagex/contracts';
import { employeeApi } from '@engagex/contracts/api/employee';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { call } from '@/lib/api';
import { invalidateAfterHoldChange } from './keys';

export type TEncashmentRequestInput = z.input<typeof ZEncashmentRequestInput>;

/** 201: the request, with its credits held until it is paid, rejected or cancelled. */
export const requestEncashment = (body: TEncashmentRequestInput) =>
  call(employeeApi.requestEncashment, { body });

export function useRequestEncashment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: requestEncashment,
    onSuccess: () => invalidateAfterHoldChange(queryClient),
  });
}
