/**
 * The person's own sessions through the endpoint table (decision 087): the list, and ending one or all others.
 * Each ending answers the sessions left, which replace the list at once. Changes when the page reads or does more.
 */
import type { TOwnSessions } from '@engagex/contracts';
import { sessionsApi } from '@engagex/contracts/api/sessions';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/api';
import { storeAnswer } from '@/lib/store-answer';

/** The list's one key; nothing else reads it. */
export const OWN_SESSIONS_KEY = ['account', 'sessions'] as const;

export const ownSessionsQueryOptions = () =>
  queryOptions({
    queryKey: OWN_SESSIONS_KEY,
    queryFn: ({ signal }) => call(sessionsApi.list, { signal }),
  });

export const useOwnSessions = () => useQuery(ownSessionsQueryOptions());

/** Ends one session (`sessionId`) or, with none, every one but this device's. */
export function useEndSessions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (sessionId: string | undefined): Promise<TOwnSessions> =>
      sessionId === undefined
        ? call(sessionsApi.endOthers)
        : call(sessionsApi.end, { params: { id: sessionId } }),
    onSuccess: (left) => storeAnswer(queryClient, OWN_SESSIONS_KEY, left),
    onError: () => queryClient.invalidateQueries({ queryKey: OWN_SESSIONS_KEY }),
  });
}
