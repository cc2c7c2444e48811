import type { TJobPaymentCompleteRequest } from '@engagex/contracts';
import { jobsApi } from '@engagex/contracts/api/jobs';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/api';
import { invalidateAfterPayment } from './keys';

/** The checkout's signed proof, posted once when the browser comes back (the server is idempotent too). */
export const completeFeePayment = (body: TJobPaymentCompleteRequest) =>
  call(jobsApi.completePayment, { body });

export function useCompleteFeePayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: completeFeePayment,
    onSettled: () => invalidateAfterPayment(queryClient),
  });
}
