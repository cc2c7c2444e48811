import type { TGatewayProof, TRealm } from '@engagex/contracts';
import { contestantsApi } from '@engagex/contracts/api/contestants';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { invalidateWallet } from '@/lib/account';
import { call } from '@/lib/api';
import { contestantsKey } from '../keys';
import { contestantQueryOptions } from './get-contestant';

export const completeContestantPayment = (realm: TRealm, contestantId: string, proof: TGatewayProof) =>
  call(contestantsApi.completePayment, { realm, body: { contestantId, ...proof } });

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
