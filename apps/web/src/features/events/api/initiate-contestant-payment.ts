import type { TRealm } from '@engagex/contracts';
import { contestantsApi } from '@engagex/contracts/api/contestants';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { invalidateWallet } from '@/lib/account';
import { call } from '@/lib/api';
import { contestantsKey } from '../keys';
import { contestantQueryOptions } from './get-contestant';
import type { PayMethod } from './initiate-booking-payment';

export const initiateContestantPayment = (realm: TRealm, contestantId: string, method: PayMethod) =>
  call(contestantsApi.initiatePayment, { realm, body: { contestantId, method } });

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
