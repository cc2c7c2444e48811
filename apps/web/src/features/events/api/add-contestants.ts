import type { TAdditionalContestant, TContestant, TRealm } from '@engagex/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '@/lib/http';
import { contestantsKey } from '../keys';
import { serviceOf } from '../realm';

/** Adds group members before the fee is paid; the fee grows with them. */
export const addContestants = (realm: TRealm, contestantId: string, contestants: TAdditionalContestant[]) =>
  request<TContestant>(
    serviceOf(realm),
    `/contestants/${encodeURIComponent(contestantId)}/additional-contestants`,
    { method: 'POST', body: { contestants } },
  );

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
