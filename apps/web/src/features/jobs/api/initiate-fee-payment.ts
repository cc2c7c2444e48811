import type { TJobPaymentInitiateRequest } from '@engagex/contracts';
import { jobsApi } from '@engagex/contracts/api/jobs';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/api';
import { invalidateAfterPayment } from './keys';

/** Credits pay at once (COMPLETED); the gateway answers PENDING with the checkout's paymentUrl. */
export const initiateFeePayment = (body: TJobPaymentInitiateRequest) =>
  call(jobsApi.initiatePayment, { body });

export function useInitiateFeePayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: initiateFeePayment,
    onSuccess: (status) => {
      // The browser leaves for the checkout page on a gateway payment: nothing to refresh then.
      if (status.status === 'COMPLETED') return invalidateAfterPayment(queryClient);
    },
  });
}
