import type { LoaderFunction, RouteObject } from 'react-router';

type SessionGuard = (loader: LoaderFunction) => LoaderFunction;

/**
 * The features' routes below the session guard, with every loader (declared or lazy) made to wait for the
 * session first. React Router runs a route's loaders alongside its parents', the guard's included; without this
 * a page's prefetch would be sent before the session is known. So a feature declares only what its pages
 * prefetch, and cannot forget the wait.
 */
export function waitForSession(guard: SessionGuard, routes: RouteObject[]): RouteObject[] {
  return routes.map((route) => {
    const waiting = { ...route } as RouteObject & { children?: RouteObject[] };
    if (typeof route.loader === 'function') waiting.loader = guard(route.loader);
    if (route.lazy) waiting.lazy = lazyWaiting(guard, route.lazy);
    if (route.children) waiting.children = waitForSession(guard, route.children);
    return waiting;
  });
}

function lazyWaiting(guard: SessionGuard, lazy: NonNullable<RouteObject['lazy']>): RouteObject['lazy'] {
  const wait = <T>(loader: T) => (typeof loader === 'function' ? guard(loader as LoaderFunction) : loader);
  if (typeof lazy === 'function') {
    return async () => {
      const route = await lazy();
      return route.loader ? { ...route, loader: wait(route.loader) } : route;
    };
  }
  const { loader } = lazy;
  return loader ? { ...lazy, loader: async () => wait(await loader()) } : lazy;
}
