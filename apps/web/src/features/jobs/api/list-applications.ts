import type { TJobApplication, TJobStatus, TPaginated } from '@engagex/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '@/lib/http';
import { JOBS_KEY } from './keys';

export const REVIEW_PAGE_SIZE = 10;

export type ReviewFilter = { status?: TJobStatus | undefined; openingId?: string | undefined; page: number };

/** Admins: every application, newest first, by status and opening. */
export const listApplications = (filter: ReviewFilter, signal?: AbortSignal) =>
  request<TPaginated<TJobApplication>>('jobs', '/job-applications', {
    query: { status: filter.status, openingId: filter.openingId, page: filter.page, limit: REVIEW_PAGE_SIZE },
    signal,
  });

export const reviewQueueQueryOptions = (filter: ReviewFilter) =>
  queryOptions({
    queryKey: [...JOBS_KEY, 'review-queue', filter],
    queryFn: ({ signal }) => listApplications(filter, signal),
  });

export const useReviewQueue = (filter: ReviewFilter) =>
  useQuery({ ...reviewQueueQueryOptions(filter), placeholderData: keepPreviousData });
