import type { QueryClient } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import type { LoaderFunction, RouteObject } from 'react-router';
import { requireSessionLoader, signInPageLoader, whenSignedIn } from '@/features/auth/session';
import { creditsRouteLoader } from '@/features/credits/credits-loader';
import { employeeRoutes } from '@/features/employee/routes';
import { eventsRoute } from '@/features/events/routes';
import { eventsAdminRoute } from '@/features/events-admin/routes';
import { jobsRoutes } from '@/features/jobs/routes';
import { modulesQueryOptions } from '@/features/modules/api/list-modules';
import { MODULE_IDS } from '@/features/modules/catalogue';
import { moduleRouteLoader } from '@/features/modules/module-loader';
import { getDeviceType } from './device-variant';
import { homeLoader } from './routes/home/home-loader';
import { AppLayout, RootLoadingView } from './shell';

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
 * Every page is its own chunk (`lazy`). Loaders that only warm the cache do not await it, so a route renders
 * as soon as its code is in; the pages show their own loading states.
 */
export function createRoutes(queryClient: QueryClient): RouteObject[] {
  const requireSession = requireSessionLoader(queryClient);

  const signedInLoader: LoaderFunction = async (args) => {
    const result = await requireSession(args);
    void queryClient.prefetchQuery(modulesQueryOptions('all')); // the navigation lists every module
    return result;
  };

  // Child loaders run alongside the guard: they wait for the session before warming the cache.
  const afterSignIn =
    (loader: LoaderFunction): LoaderFunction =>
    async (args, context) =>
      (await whenSignedIn(queryClient)) ? loader(args, context) : null;

  // The events module has pages of its own (features/events); every other module shows its catalogue page.
  const moduleRoutes: RouteObject[] = MODULE_IDS.filter((moduleId) => moduleId !== 'events').map(
    (moduleId) => ({
      path: moduleId,
      loader: afterSignIn(moduleRouteLoader(queryClient, moduleId)),
      lazy: async () => ({ Component: (await import('./routes/ModulePage')).ModuleRoute }),
    }),
  );

  return [
    {
      id: 'root',
      errorElement: routeError,
      HydrateFallback: InitialLoadingView,
      children: [
        {
          path: '/sign-in',
          loader: signInPageLoader,
          lazy: async () => ({
            Component: (await import('@/features/auth/components/SignInPage')).SignInPage,
          }),
        },
        {
          // An invite link (public): records the visit and keeps the code for the sign-in that follows.
          path: '/join/:code',
          lazy: async () => {
            const { JoinPage, joinLoader } = await import('@/features/referrals/components/JoinPage');
            return { Component: JoinPage, loader: joinLoader };
          },
        },
        {
          id: 'signed-in',
          path: '/',
          loader: signedInLoader,
          Component: AppLayout,
          children: [
            {
              // Errors of a page render inside the shell, so the navigation stays usable.
              errorElement: routeError,
              children: [
                {
                  index: true,
                  loader: afterSignIn(homeLoader(queryClient)),
                  lazy: async () => ({ Component: (await import('./routes/HomePage')).HomePage }),
                },
                eventsAdminRoute,
                eventsRoute(queryClient, afterSignIn),
                ...moduleRoutes,
                ...jobsRoutes,
                ...employeeRoutes,
                {
                  path: 'credits',
                  loader: afterSignIn(creditsRouteLoader(queryClient)),
                  lazy: async () => ({
                    Component: (await import('@/features/credits/components/CreditsPage')).CreditsPage,
                  }),
                },
                {
                  // The payment gateway sends the browser back here (decision 019).
                  path: 'credits/return',
                  lazy: async () => ({
                    Component: (await import('@/features/credits/components/PurchaseReturnPage'))
                      .PurchaseReturnPage,
                  }),
                },
              ],
            },
          ],
        },
        {
          path: '*',
          lazy: async () => ({ Component: (await import('./routes/NotFoundPage')).NotFoundPage }),
        },
      ],
    },
  ];
}
