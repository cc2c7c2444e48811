import { jobsApi } from '@engagex/contracts/api/jobs';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api';
import { jobsKeys } from './keys';

export const getOpening = (openingId: string, signal?: AbortSignal) =>
  call(jobsApi.getOpening, { params: { id: openingId }, signal });

export const openingQueryOptions = (openingId: string) =>
  queryOptions({
    queryKey: jobsKeys.opening(openingId),
    queryFn: ({ signal }) => getOpening(openingId, signal),
  });

export const useOpening = (openingId: string) => useQuery(openingQueryOptions(openingId));
