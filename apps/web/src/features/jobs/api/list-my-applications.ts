import { HISTORY_PAGE_SIZE, type TJobApplication, type TPaginated } from '@engagex/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '@/lib/http';
import { JOBS_KEY } from './keys';

export const listMyApplications = (page: number, signal?: AbortSignal) =>
  request<TPaginated<TJobApplication>>('jobs', '/job-applications/my-applications', {
    query: { page, limit: HISTORY_PAGE_SIZE },
    signal,
  });

export const myApplicationsQueryOptions = (page = 1) =>
  queryOptions({
    queryKey: [...JOBS_KEY, 'my-applications', { page }],
    queryFn: ({ signal }) => listMyApplications(page, signal),
  });

export const useMyApplications = (page = 1) =>
  useQuery({ ...myApplicationsQueryOptions(page), placeholderData: keepPreviousData });
