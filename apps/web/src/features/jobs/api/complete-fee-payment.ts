import type { ZJobPaymentCompleteRequest } from '@engagex/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { request } from '@/lib/http';
import type { TJobPaymentStatus } from './get-payment-status';
import { invalidateAfterPayment } from './keys';

export type TFeePaymentCompletion = z.infer<typeof ZJobPaymentCompleteRequest>;

/** The checkout's signed proof, posted once when the browser comes back (the server is idempotent too). */
export const completeFeePayment = (body: TFeePaymentCompletion) =>
  request<TJobPaymentStatus>('jobs', '/payments/complete', { method: 'POST', body });

export function useCompleteFeePayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: completeFeePayment,
    onSettled: () => invalidateAfterPayment(queryClient),
  });
}
