import { dashboardApi } from '@engagex/contracts/api/dashboard';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ACTIVITY_KEY } from '@/lib/account';
import { call } from '@/lib/api';

/** The latest 10 (docs/product.md §9: recent activity cap), newest first; the server keeps the cap. */
export const listActivity = (signal?: AbortSignal) => call(dashboardApi.activity, { signal });

export const activityQueryOptions = () =>
  queryOptions({
    queryKey: ACTIVITY_KEY,
    queryFn: ({ signal }) => listActivity(signal),
    staleTime: 5_000,
  });

export const useRecentActivity = () => useQuery(activityQueryOptions());
