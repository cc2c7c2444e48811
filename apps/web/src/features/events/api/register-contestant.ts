import type { TRealm, TRegisterContestantRequest } from '@engagex/contracts';
import { contestantsApi } from '@engagex/contracts/api/contestants';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/api';
import { contestantsKey } from '../keys';
import { contestantQueryOptions } from './get-contestant';

/** 201 with status 'pending_payment' when a fee is due, else 'registered'; 409 when already registered. */
export const registerContestant = (realm: TRealm, body: TRegisterContestantRequest) =>
  call(contestantsApi.register, { realm, body });

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
