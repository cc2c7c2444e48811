import type { TContestantStatus, TRealm } from '@engagex/contracts';
import { contestantsApi } from '@engagex/contracts/api/contestants';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api';
import { adminKeys } from './keys';

export const REVIEW_PAGE_SIZE = 10;

export type ContestantsFilter = {
  page: number;
  status?: TContestantStatus | undefined;
  eventId?: string | undefined;
};

/**
 * GET /contestants for the review queue, newest first: the entries to the competitions the organiser runs (every
 * entry of the realm for an admin), not the organiser's own entries elsewhere, which they cannot review.
 */
export const listContestants = (realm: TRealm, filter: ContestantsFilter, signal?: AbortSignal) =>
  call(contestantsApi.list, {
    realm,
    query: {
      page: filter.page,
      limit: REVIEW_PAGE_SIZE,
      status: filter.status,
      eventId: filter.eventId,
      reviewing: 'true',
    },
    signal,
  });

export const contestantsQueryOptions = (realm: TRealm, filter: ContestantsFilter) =>
  queryOptions({
    queryKey: adminKeys.contestants(realm, filter),
    queryFn: ({ signal }) => listContestants(realm, filter, signal),
  });

export const useContestants = (realm: TRealm, filter: ContestantsFilter) =>
  useQuery({ ...contestantsQueryOptions(realm, filter), placeholderData: keepPreviousData });
