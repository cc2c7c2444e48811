import type { TContestant, TPaymentDetails, TRealm } from '@engagex/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { invalidateWallet } from '@/lib/account';
import { request } from '@/lib/http';
import { contestantsKey } from '../keys';
import { serviceOf } from '../realm';
import { contestantQueryOptions } from './get-contestant';
import type { PayMethod } from './initiate-booking-payment';

export type TContestantPayment = { contestant: TContestant; payment: TPaymentDetails };

export const initiateContestantPayment = (realm: TRealm, contestantId: string, method: PayMethod) =>
  request<TContestantPayment>(serviceOf(realm), '/contestants/payment/initiate', {
    method: 'POST',
    body: { contestantId, method },
  });

export function useInitiateContestantPayment(realm: TRealm) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ contestantId, method }: { contestantId: string; method: PayMethod }) =>
      initiateContestantPayment(realm, contestantId, method),
    onSuccess: ({ contestant }, { method }) => {
      queryClient.setQueryData(contestantQueryOptions(realm, contestant.id).queryKey, contestant);
      if (method === 'credits') {
        void invalidateWallet(queryClient);
        void queryClient.invalidateQueries({ queryKey: contestantsKey(realm) });
      }
    },
  });
}
