/**
 * Two-factor sign-in through the endpoint table (decision 089): whether it is on, setting up an app, proving it,
 * turning it off. Changes when the page reads or does more.
 */
import type { TMfaProof, TMfaStatus } from '@engagex/contracts';
import { mfaApi } from '@engagex/contracts/api/mfa';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { CURRENT_USER_KEY } from '@/lib/account';
import { call } from '@/lib/api';
import { storeAnswer } from '@/lib/store-answer';

export const TWO_FACTOR_KEY = ['account', 'two-factor'] as const;

export const twoFactorQueryOptions = () =>
  queryOptions({ queryKey: TWO_FACTOR_KEY, queryFn: ({ signal }) => call(mfaApi.status, { signal }) });

export const useTwoFactorStatus = () => useQuery(twoFactorQueryOptions());

export const useSetUpApp = () => useMutation({ mutationFn: () => call(mfaApi.totpSetup) });

/**
 * The first code proves the app; the status is read again once the person has saved their codes. This session has
 * now used it, so the account is read again: a role that waited for it is theirs (decision 089).
 */
export function useConfirmApp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (code: string) => call(mfaApi.totpConfirm, { body: { code } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: CURRENT_USER_KEY }),
  });
}

export function useTurnOff() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (proof: TMfaProof): Promise<TMfaStatus> => call(mfaApi.disable, { body: proof }),
    onSuccess: async (status) => {
      await storeAnswer(queryClient, TWO_FACTOR_KEY, status);
      return queryClient.invalidateQueries({ queryKey: CURRENT_USER_KEY });
    },
  });
}
