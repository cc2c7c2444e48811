import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunction } from 'react-router';
import { favoritesQueryOptions } from '@/features/favorites/api/get-favorites';
import { dashboardStatsQueryOptions } from './api/get-dashboard-stats';
import { activityQueryOptions } from './api/list-activity';

/**
 * Starts the dashboard's requests as soon as "/" matches, alongside the page's code, instead of after it
 * rendered. It does not wait for them: each section has its own loading and error state.
 */
export function dashboardLoader(queryClient: QueryClient): LoaderFunction {
  return () => {
    void queryClient.prefetchQuery(dashboardStatsQueryOptions());
    void queryClient.prefetchQuery(favoritesQueryOptions());
    void queryClient.prefetchQuery(activityQueryOptions());
    return null;
  };
}
