import type { TGatewayProof, TRealm } from '@engagex/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { invalidateWallet } from '@/lib/account';
import { request } from '@/lib/http';
import { contestantsKey } from '../keys';
import { serviceOf } from '../realm';
import { contestantQueryOptions } from './get-contestant';
import type { TContestantPayment } from './initiate-contestant-payment';

export const completeContestantPayment = (realm: TRealm, contestantId: string, proof: TGatewayProof) =>
  request<TContestantPayment>(serviceOf(realm), '/contestants/payment/complete', {
    method: 'POST',
    body: { contestantId, ...proof },
  });

export function useCompleteContestantPayment(realm: TRealm) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ contestantId, proof }: { contestantId: string; proof: TGatewayProof }) =>
      completeContestantPayment(realm, contestantId, proof),
    onSuccess: ({ contestant }) => {
      queryClient.setQueryData(contestantQueryOptions(realm, contestant.id).queryKey, contestant);
      void invalidateWallet(queryClient);
      void queryClient.invalidateQueries({ queryKey: contestantsKey(realm) });
    },
  });
}
