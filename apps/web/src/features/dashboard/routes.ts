import type { QueryClient } from '@tanstack/react-query';
import type { RouteObject } from 'react-router';
import { dashboardLoader } from './dashboard-loader';

/**
 * "/", the dashboard (docs/product.md §2). The landing page's loader is in the first download, not lazy like the
 * others: its requests start as soon as the session is known, before any page chunk has arrived.
 */
export function dashboardRoutes(queryClient: QueryClient): RouteObject[] {
  return [
    {
      index: true,
      loader: dashboardLoader(queryClient),
      lazy: { Component: async () => (await import('./components/DashboardPage')).DashboardPage },
    },
  ];
}
