import type { TRealm } from '@engagex/contracts';
import { contestantsApi } from '@engagex/contracts/api/contestants';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api';
import { contestantKey } from '../keys';

/** One registration with its status history. */
export const getContestant = (realm: TRealm, contestantId: string, signal?: AbortSignal) =>
  call(contestantsApi.get, { realm, params: { id: contestantId }, signal });

export const contestantQueryOptions = (realm: TRealm, contestantId: string) =>
  queryOptions({
    queryKey: contestantKey(realm, contestantId),
    queryFn: ({ signal }) => getContestant(realm, contestantId, signal),
  });

export const useContestant = (realm: TRealm, contestantId: string) =>
  useQuery(contestantQueryOptions(realm, contestantId));
