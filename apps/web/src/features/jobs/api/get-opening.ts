import type { TJobOpening } from '@engagex/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '@/lib/http';
import { JOBS_KEY } from './keys';

export const getOpening = (openingId: string, signal?: AbortSignal) =>
  request<TJobOpening>('jobs', `/job-openings/${encodeURIComponent(openingId)}`, { signal });

export const openingQueryOptions = (openingId: string) =>
  queryOptions({
    queryKey: [...JOBS_KEY, 'opening', openingId],
    queryFn: ({ signal }) => getOpening(openingId, signal),
  });

export const useOpening = (openingId: string) => useQuery(openingQueryOptions(openingId));
