import { jobsApi } from '@engagex/contracts/api/jobs';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api';
import { jobsKeys } from './keys';

/** One application with its status timeline; another user's id is a 404. */
export const getApplication = (applicationId: string, signal?: AbortSignal) =>
  call(jobsApi.getApplication, { params: { id: applicationId }, signal });

export const applicationQueryOptions = (applicationId: string) =>
  queryOptions({
    queryKey: jobsKeys.application(applicationId),
    queryFn: ({ signal }) => getApplication(applicationId, signal),
  });

export const useApplication = (applicationId: string) => useQuery(applicationQueryOptions(applicationId));
