/**
 * An organiser's API keys through the endpoint table (decision 090): the list, making one (its secret answered
 * once) and revoking one, which answers the keys left. Changes when the page reads or does more.
 */
import type { TApiKeys, TCreateApiKeyRequest, TCreatedApiKey } from '@engagex/contracts';
import { apiKeysApi } from '@engagex/contracts/api/api-keys';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/api';
import { storeAnswer } from '@/lib/store-answer';

/** The list's one key; nothing else reads it. */
export const API_KEYS_KEY = ['organiser', 'api-keys'] as const;

export const apiKeysQueryOptions = () =>
  queryOptions({ queryKey: API_KEYS_KEY, queryFn: ({ signal }) => call(apiKeysApi.list, { signal }) });

export const useApiKeys = () => useQuery(apiKeysQueryOptions());

/** The new key joins the list at its top; its secret stays with the page that shows it once. */
export function useCreateApiKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TCreateApiKeyRequest): Promise<TCreatedApiKey> => call(apiKeysApi.create, { body }),
    onSuccess: ({ key: _secret, ...made }) =>
      storeAnswer<TApiKeys>(queryClient, API_KEYS_KEY, (known) => ({ keys: [made, ...(known?.keys ?? [])] })),
  });
}

export function useRevokeApiKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string): Promise<TApiKeys> => call(apiKeysApi.revoke, { params: { id } }),
    onSuccess: (left) => storeAnswer(queryClient, API_KEYS_KEY, left),
    onError: () => queryClient.invalidateQueries({ queryKey: API_KEYS_KEY }),
  });
}
