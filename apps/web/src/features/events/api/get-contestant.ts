import type { TContestant, TRealm } from '@engagex/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '@/lib/http';
import { contestantsKey } from '../keys';
import { serviceOf } from '../realm';

/** One registration with its status history. */
export const getContestant = (realm: TRealm, contestantId: string, signal?: AbortSignal) =>
  request<TContestant>(serviceOf(realm), `/contestants/${encodeURIComponent(contestantId)}`, { signal });

export const contestantQueryOptions = (realm: TRealm, contestantId: string) =>
  queryOptions({
    queryKey: [...contestantsKey(realm), 'one', contestantId],
    queryFn: ({ signal }) => getContestant(realm, contestantId, signal),
  });

export const useContestant = (realm: TRealm, contestantId: string) =>
  useQuery(contestantQueryOptions(realm, contestantId));
