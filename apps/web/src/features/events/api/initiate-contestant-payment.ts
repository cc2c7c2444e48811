import type { TPayMethod, TRealm } from '@engagex/contracts';
import { contestantsApi } from '@engagex/contracts/api/contestants';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { invalidateWallet } from '@/lib/account';
import { call } from '@/lib/api';
import { contestantsKey } from '../keys';
import { contestantQueryOptions } from './get-contestant';

export const initiateContestantPayment = (realm: TRealm, contestantId: string, method: TPayMethod) =>
  call(contestantsApi.initiatePayment, { realm, body: { contestantId, method } });

export function useInitiateContestantPayment(realm: TRealm) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ contestantId, method }: { contestantId: string; method: TPayMethod }) =>
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
