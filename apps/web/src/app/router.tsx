import type { QueryClient } from '@tanstack/react-query';
import { Suspense } from 'react';
import type {
  DataRouteObject,
  LoaderFunction,
  PatchRoutesOnNavigationFunction,
  RouteObject,
} from 'react-router';
import { adminRoutes } from '@/features/admin/routes';
import { accountRoutes, authRoutes } from '@/features/auth/routes';
import { requireSessionLoader, whenSignedIn } from '@/features/auth/session';
import { creditsRoutes } from '@/features/credits/routes';
import { dashboardRoutes } from '@/features/dashboard/routes';
import { WIDGET_PREFIX } from '@/features/embed/paths';
import { employeeRoutes } from '@/features/employee/routes';
import { eventsRoutes, opensOffline } from '@/features/events/routes';
import { jobsRoutes } from '@/features/jobs/routes';
import { mailboxRoutes } from '@/features/mailbox/routes';
import { modulesQueryOptions } from '@/features/modules/api/list-modules';
import { modulesRoutes } from '@/features/modules/routes';
import { notificationsRoutes } from '@/features/notifications/routes';
import { eventsAdminRoutes } from '@/features/organiser/routes';
import { referralsRoutes } from '@/features/referrals/routes';
import { lazy, routesInReadersLanguage } from '@/i18n/lazy';
import { getDeviceType } from '@/lib/device-variant';
import { AppLayout, RootLoadingView } from './shell';
import { waitForSession } from './wait-for-session';

/** The error screen is rarely needed, so it is not part of the first download. */
const LazyRouteErrorScreen = lazy(() =>
  import('./RouteErrorScreen').then((m) => ({ default: m.RouteErrorScreen })),
);
const routeError = (
  <Suspense fallback={null}>
    <LazyRouteErrorScreen />
  </Suspense>
);

function InitialLoadingView() {
  return <RootLoadingView type={getDeviceType()} />;
}

/**
 * The app's one route table, composed from each feature's `<feature>Routes()` (features/<name>/routes.ts). Every
 * page is its own chunk (`lazy`). Loaders that only warm the cache do not await it, so a route renders as soon as
 * its code is in; the pages show their own loading states. Every lazy part waits for its catalogues (decision 075).
 */
export function createRoutes(queryClient: QueryClient): RouteObject[] {
  const requireSession = requireSessionLoader(queryClient, opensOffline);

  const signedInLoader: LoaderFunction = async (args) => {
    const result = await requireSession(args);
    void queryClient.prefetchQuery(modulesQueryOptions('all')); // the navigation lists every module
    return result;
  };

  // Child loaders run alongside the guard: each waits for the session before warming the cache.
  const afterSignIn =
    (loader: LoaderFunction): LoaderFunction =>
    async (args, context) =>
      (await whenSignedIn(queryClient)) ? loader(args, context) : null;

  return routesInReadersLanguage([
    {
      id: 'root',
      errorElement: routeError,
      HydrateFallback: InitialLoadingView,
      children: [
        ...authRoutes(),
        ...referralsRoutes(),
        // The booking widget's pages (decision 095) join here when first asked for: widgetRoutesWhenAsked.
        {
          id: 'signed-in',
          path: '/',
          loader: signedInLoader,
          Component: AppLayout,
          children: [
            {
              // Errors of a page render inside the shell, so the navigation stays usable.
              errorElement: routeError,
              children: waitForSession(afterSignIn, [
                ...dashboardRoutes(queryClient),
                ...eventsAdminRoutes(),
                ...eventsRoutes(queryClient),
                ...modulesRoutes(queryClient),
                ...jobsRoutes(),
                ...employeeRoutes(),
                ...creditsRoutes(queryClient),
                ...notificationsRoutes(),
                ...mailboxRoutes(),
                ...adminRoutes(),
                ...accountRoutes(),
              ]),
            },
          ],
        },
        {
          path: '*',
          lazy: { Component: async () => (await import('./NotFoundPage')).NotFoundPage },
        },
      ],
    },
  ]);
}

/**
 * The booking widget's pages (its frame, sign-in popup and payment window, decisions 095 and 105) join the route
 * table the first time an address under /embed/ is asked for, by a page load or the portal's own redirect from a
 * payment's return: their table stays out of every portal page's first download (decision 099's 140 KB).
 */
export const widgetRoutesWhenAsked: PatchRoutesOnNavigationFunction = async ({ path, patch }) => {
  if (!path.startsWith(WIDGET_PREFIX)) return;
  const { embedRoutes } = await import('@/features/embed/routes');
  patch('root', routesInReadersLanguage(embedRoutes()) as DataRouteObject[]);
};
