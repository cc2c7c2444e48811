import type { TAdditionalContestant, TRealm } from '@engagex/contracts';
import { contestantsApi } from '@engagex/contracts/api/contestants';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/api';
import { contestantsKey } from '../keys';

/** Adds group members before the fee is paid; the fee grows with them. */
export const addContestants = (realm: TRealm, contestantId: string, contestants: TAdditionalContestant[]) =>
  call(contestantsApi.addContestants, { realm, params: { id: contestantId }, body: { contestants } });

export function useAddContestants(realm: TRealm) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      contestantId,
      contestants,
    }: {
      contestantId: string;
      contestants: TAdditionalContestant[];
    }) => addContestants(realm, contestantId, contestants),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: contestantsKey(realm) }),
  });
}
