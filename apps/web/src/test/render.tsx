import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { type ReactNode, StrictMode } from 'react';
import { createMemoryRouter, type RouteObject, RouterProvider } from 'react-router';
import { createQueryClient } from '@/lib/query-client';

const NoFallback = () => null;

/**
 * Renders in strict mode (effects run twice, as in development) under a router at `path`, with no query retries
 * (failures are the point of many tests). By default every path shows `element`; `routes` lays out pages of
 * its own.
 */
export function renderWithApp(
  element: ReactNode,
  { path = '/', routes = [{ path: '*', element }] }: { path?: string; routes?: RouteObject[] } = {},
) {
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({ queries: { retry: false } });
  const router = createMemoryRouter(
    routes.map((route) => ({ HydrateFallback: NoFallback, ...route }) as RouteObject),
    { initialEntries: [path] },
  );
  const view = render(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </StrictMode>,
  );
  return { ...view, queryClient, router };
}
