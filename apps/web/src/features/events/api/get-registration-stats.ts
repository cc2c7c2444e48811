import type { ZContestantStats } from '@engagex/contracts';
import { contestantRegistrationApi } from '@engagex/contracts/api/contestants';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { call } from '@/lib/api';
import { registrationStatsKey } from '../keys';

export type TContestantStats = z.infer<typeof ZContestantStats>;

/** Only the events server answers this (docs/product.md §7). */
export const getRegistrationStats = (signal?: AbortSignal) =>
  call(contestantRegistrationApi.myStats, { signal });

export const registrationStatsQueryOptions = () =>
  queryOptions({
    queryKey: registrationStatsKey,
    queryFn: ({ signal }) => getRegistrationStats(signal),
  });

export const useRegistrationStats = (enabled: boolean) =>
  useQuery({ ...registrationStatsQueryOptions(), enabled });
