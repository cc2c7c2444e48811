import type { TJobStatus } from '@engagex/contracts';
import { jobsApi } from '@engagex/contracts/api/jobs';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api';
import { jobsKeys } from './keys';

export const REVIEW_PAGE_SIZE = 10;

export type ReviewFilter = { status?: TJobStatus | undefined; openingId?: string | undefined; page: number };

/** Admins: every application, newest first, by status and opening. */
export const listApplications = (filter: ReviewFilter, signal?: AbortSignal) =>
  call(jobsApi.listApplications, {
    query: { status: filter.status, openingId: filter.openingId, page: filter.page, limit: REVIEW_PAGE_SIZE },
    signal,
  });

export const reviewQueueQueryOptions = (filter: ReviewFilter) =>
  queryOptions({
    queryKey: jobsKeys.reviewQueue(filter),
    queryFn: ({ signal }) => listApplications(filter, signal),
  });

export const useReviewQueue = (filter: ReviewFilter) =>
  useQuery({ ...reviewQueueQueryOptions(filter), placeholderData: keepPreviousData });
