import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunction } from 'react-router';
import { dashboardStatsQueryOptions } from '@/features/dashboard/api/get-dashboard-stats';
import { activityQueryOptions } from '@/features/dashboard/api/list-activity';
import { favoritesQueryOptions } from '@/features/favorites/api/get-favorites';

/**
 * Starts the dashboard's requests as soon as "/" matches, alongside the page's code, instead of after it
 * rendered. It does not wait for them: each section has its own loading and error state.
 */
export function homeLoader(queryClient: QueryClient): LoaderFunction {
  return () => {
    void queryClient.prefetchQuery(dashboardStatsQueryOptions());
    void queryClient.prefetchQuery(favoritesQueryOptions());
    void queryClient.prefetchQuery(activityQueryOptions());
    return null;
  };
}
