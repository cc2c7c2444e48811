import type { TRole, TUser, TVerifyResponse } from '@engagex/contracts';
import { creditsApi } from '@engagex/contracts/api/credits';
import { identityApi } from '@engagex/contracts/api/identity';
import { modulesApi } from '@engagex/contracts/api/modules';
import { type QueryClient, queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { call } from './api';

/**
 * The signed-in account, which every feature reads: the verified session (the auth feature verifies it), the
 * user and the wallet's balance. Their keys and calls live here once, so every feature shares one cache entry.
 */
export const SESSION_QUERY_KEY = ['auth', 'session'] as const;
export const CURRENT_USER_KEY = ['users', 'me'] as const;
/** Every credits query lives under this key, so one invalidation refreshes balance, purchases and ledger. */
export const CREDITS_KEY = ['credits'] as const;
/** The dashboard's stats and the recent activity: what the user did, which almost every action adds to. */
export const DASHBOARD_KEY = ['dashboard'] as const;
export const ACTIVITY_KEY = ['activity'] as const;

export const getCurrentUser = (signal?: AbortSignal) => call(identityApi.me, { signal });

export const currentUserQueryOptions = () =>
  queryOptions({ queryKey: CURRENT_USER_KEY, queryFn: ({ signal }) => getCurrentUser(signal) });

/** The signed-in user, shown at once from the verified session and refreshed from /users/me (credit balance). */
export function useCurrentUser() {
  const queryClient = useQueryClient();
  return useQuery({
    ...currentUserQueryOptions(),
    initialData: () => queryClient.getQueryData<TVerifyResponse>(SESSION_QUERY_KEY)?.user,
    initialDataUpdatedAt: () => queryClient.getQueryState(SESSION_QUERY_KEY)?.dataUpdatedAt,
  });
}

export const hasRole = (user: TUser | undefined, role: TRole): boolean => Boolean(user?.roles.includes(role));

export const getCreditBalance = (signal?: AbortSignal) => call(creditsApi.myBalance, { signal });

export const creditBalanceQueryOptions = () =>
  queryOptions({ queryKey: [...CREDITS_KEY, 'balance'], queryFn: ({ signal }) => getCreditBalance(signal) });

export const useCreditBalance = () => useQuery(creditBalanceQueryOptions());

/** After credits moved: the credits queries and the signed-in user (its creditBalance feeds the account menu). */
export function invalidateWallet(queryClient: QueryClient): Promise<void> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: CREDITS_KEY }),
    queryClient.invalidateQueries({ queryKey: CURRENT_USER_KEY }),
  ]).then(() => undefined);
}

/**
 * After anything the user did: most actions record an activity row and some move a dashboard count, so the
 * feed and the stats are refetched where they are on screen (and marked stale elsewhere).
 */
export function invalidateActivity(queryClient: QueryClient): Promise<void> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: ACTIVITY_KEY }),
    queryClient.invalidateQueries({ queryKey: DASHBOARD_KEY }),
  ]).then(() => undefined);
}

/**
 * Counts a visit to a live module towards "modules used" (the server folds repeated opens within an hour into
 * one and ignores modules not yet launched). Shared: the catalogue pages and the events module both record it.
 */
export const recordModuleOpen = (id: string) => call(modulesApi.open, { params: { id } });

/**
 * Call from a module's page once it shows: one request per opening (the ref survives React's development
 * double effects). A failure is not the user's concern, so it is only logged.
 */
export function useRecordModuleOpen(id: string): void {
  const queryClient = useQueryClient();
  const sent = useRef<string | null>(null);
  useEffect(() => {
    if (sent.current === id) return;
    sent.current = id;
    recordModuleOpen(id)
      .then(({ recorded }) => (recorded ? invalidateActivity(queryClient) : undefined))
      .catch((error: unknown) => {
        console.warn(`Could not record the visit to ${id}`, error);
      });
  }, [id, queryClient]);
}

/**
 * Calls `follow` with the signed-in user whenever the verified session or /users/me changes, and with undefined
 * when they go (sign-out). The reader's time zone and language follow the account this way. Answers the unsubscribe.
 */
export function followSignedInUser(
  queryClient: QueryClient,
  follow: (user: TUser | undefined) => void,
): () => void {
  return queryClient.getQueryCache().subscribe((event) => {
    if (event.type !== 'updated' && event.type !== 'removed') return;
    const key = event.query.queryKey;
    if (key[0] === SESSION_QUERY_KEY[0] && key[1] === SESSION_QUERY_KEY[1])
      follow((event.query.state.data as TVerifyResponse | undefined)?.user);
    else if (key[0] === CURRENT_USER_KEY[0] && key[1] === CURRENT_USER_KEY[1])
      follow(event.query.state.data as TUser | undefined);
  });
}
