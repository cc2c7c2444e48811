import type { ZContestantStats } from '@engagex/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { request } from '@/lib/http';
import { contestantsKey } from '../keys';

export type TContestantStats = z.infer<typeof ZContestantStats>;

/** Only the events server answers this (docs/product.md §7). */
export const getRegistrationStats = (signal?: AbortSignal) =>
  request<TContestantStats>('events', '/contestant-registration/my-stats', { signal });

export const registrationStatsQueryOptions = () =>
  queryOptions({
    queryKey: [...contestantsKey('events'), 'stats'],
    queryFn: ({ signal }) => getRegistrationStats(signal),
  });

export const useRegistrationStats = (enabled: boolean) =>
  useQuery({ ...registrationStatsQueryOptions(), enabled });
