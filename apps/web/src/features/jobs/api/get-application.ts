import type { TJobApplication } from '@engagex/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '@/lib/http';
import { JOBS_KEY } from './keys';

/** One application with its status timeline; another user's id is a 404. */
export const getApplication = (applicationId: string, signal?: AbortSignal) =>
  request<TJobApplication>('jobs', `/job-applications/${encodeURIComponent(applicationId)}`, { signal });

export const applicationQueryOptions = (applicationId: string) =>
  queryOptions({
    queryKey: [...JOBS_KEY, 'application', applicationId],
    queryFn: ({ signal }) => getApplication(applicationId, signal),
  });

export const useApplication = (applicationId: string) => useQuery(applicationQueryOptions(applicationId));
