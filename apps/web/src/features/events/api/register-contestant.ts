import type { TContestant, TRealm, TRegisterContestantRequest } from '@engagex/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '@/lib/http';
import { contestantsKey } from '../keys';
import { serviceOf } from '../realm';
import { contestantQueryOptions } from './get-contestant';

/** 201 with status 'pending_payment' when a fee is due, else 'registered'; 409 when already registered. */
export const registerContestant = (realm: TRealm, body: TRegisterContestantRequest) =>
  request<TContestant>(serviceOf(realm), '/contestants', { method: 'POST', body });

export function useRegisterContestant(realm: TRealm) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TRegisterContestantRequest) => registerContestant(realm, body),
    onSuccess: (contestant) => {
      queryClient.setQueryData(contestantQueryOptions(realm, contestant.id).queryKey, contestant);
      void queryClient.invalidateQueries({ queryKey: contestantsKey(realm) });
    },
  });
}
