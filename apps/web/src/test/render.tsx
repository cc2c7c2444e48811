import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { type ReactNode, StrictMode } from 'react';
import { createMemoryRouter, type RouteObject, RouterProvider } from 'react-router';
import { createQueryClient } from '@/lib/query-client';

const NoFallback = () => null;

/**
 * Renders in strict mode (effects run twice, as in development) under a router at `path`, with no query retries
 * (failures are the point of many tests). By default every path shows `element`; `routes` lays out pages of
 * its own. `siblings` render next to the router under the same query client, outside any route (e.g. a
 * `<ToastHost />`).
 */
export function renderWithApp(
  element: ReactNode,
  {
    path = '/',
    routes = [{ path: '*', element }],
    siblings,
  }: { path?: string; routes?: RouteObject[]; siblings?: ReactNode } = {},
) {
  const queryClient = createQueryClient();
  // Only retries off: the app's other defaults (stale and gc times, no mutation retries) stay as they are.
  const defaults = queryClient.getDefaultOptions();
  queryClient.setDefaultOptions({ ...defaults, queries: { ...defaults.queries, retry: false } });
  const router = createMemoryRouter(
    routes.map((route) => ({ HydrateFallback: NoFallback, ...route }) as RouteObject),
    { initialEntries: [path] },
  );
  const view = render(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
        {siblings}
      </QueryClientProvider>
    </StrictMode>,
  );
  return { ...view, queryClient, router };
}
