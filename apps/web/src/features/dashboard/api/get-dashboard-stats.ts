import { dashboardApi } from '@engagex/contracts/api/dashboard';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { DASHBOARD_KEY } from '@/lib/account';
import { call } from '@/lib/api';

export const getDashboardStats = (signal?: AbortSignal) => call(dashboardApi.stats, { signal });

/**
 * Short-lived: opening a module, booking or backing elsewhere changes these counts, and the dashboard should
 * show them when the user comes back. Five seconds only keeps the route's prefetch and the page's mount to one request.
 */
export const dashboardStatsQueryOptions = () =>
  queryOptions({
    queryKey: [...DASHBOARD_KEY, 'stats'],
    queryFn: ({ signal }) => getDashboardStats(signal),
    staleTime: 5_000,
  });

export const useDashboardStats = () => useQuery(dashboardStatsQueryOptions());
