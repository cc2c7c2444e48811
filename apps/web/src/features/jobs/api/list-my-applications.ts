import { HISTORY_PAGE_SIZE } from '@engagex/contracts';
import { jobsApi } from '@engagex/contracts/api/jobs';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api';
import { jobsKeys } from './keys';

export const listMyApplications = (page: number, signal?: AbortSignal) =>
  call(jobsApi.myApplications, { query: { page, limit: HISTORY_PAGE_SIZE }, signal });

export const myApplicationsQueryOptions = (page = 1) =>
  queryOptions({
    queryKey: jobsKeys.myApplications(page),
    queryFn: ({ signal }) => listMyApplications(page, signal),
  });

export const useMyApplications = (page = 1) =>
  useQuery({ ...myApplicationsQueryOptions(page), placeholderData: keepPreviousData });
