import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { type ReactNode, StrictMode } from 'react';
import { createMemoryRouter, type RouteObject, RouterProvider } from 'react-router';
import { createTestQueryClient } from './query-client';

const NoFallback = () => null;

/**
 * Renders in strict mode (effects run twice, as in development) under a router at `path`, with a query client of
 * its own without retries (./query-client). By default every path shows `element`; `routes` lays out pages of
 * its own, or builds them from that client when their loaders need one (a feature's route table), so loaders
 * and pages share one cache as in the app. `siblings` render next to the router under the same query client,
 * outside any route (e.g. a `<ToastHost />`).
 */
export function renderWithApp(
  element: ReactNode,
  {
    path = '/',
    routes = [{ path: '*', element }],
    siblings,
  }: {
    path?: string;
    routes?: RouteObject[] | ((queryClient: QueryClient) => RouteObject[]);
    siblings?: ReactNode;
  } = {},
) {
  const queryClient = createTestQueryClient();
  const router = createMemoryRouter(
    (typeof routes === 'function' ? routes(queryClient) : routes).map(
      (route) => ({ HydrateFallback: NoFallback, ...route }) as RouteObject,
    ),
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
