/**
 * Code that loads later speaks the reader's language from its first frame (decision 075): whatever loads lazily
 * (a page, a dialog, a frame) waits for the catalogues it brought along before it renders. Every lazy piece of the
 * web app goes through here (architecture.test.ts). Changes when code starts loading in a new way.
 */
import { type ComponentType, lazy as reactLazy } from 'react';
import type { RouteObject } from 'react-router';
import { loadEveryCatalogue } from './catalogue';
import { getSpeech } from './language';

/** Resolves with `loaded` once every catalogue defined so far is in the reader's language (at once in English). */
export async function inReadersLanguage<T>(loaded: Promise<T>): Promise<T> {
  const result = await loaded;
  await loadEveryCatalogue(getSpeech()).catch(() => {});
  return result;
}

/** React's `lazy`, waiting for the component's catalogues too. */
// biome-ignore lint/suspicious/noExplicitAny: the same constraint as React's own `lazy`.
export const lazy = <T extends ComponentType<any>>(load: () => Promise<{ default: T }>) =>
  reactLazy(() => inReadersLanguage(load()));

type LazyRoute = NonNullable<RouteObject['lazy']>;

function lazyInReadersLanguage(lazyRoute: LazyRoute): LazyRoute {
  if (typeof lazyRoute === 'function') return () => inReadersLanguage(lazyRoute());
  return Object.fromEntries(
    Object.entries(lazyRoute).map(([key, load]) => [
      key,
      typeof load === 'function' ? () => inReadersLanguage((load as () => Promise<unknown>)()) : load,
    ]),
  ) as LazyRoute;
}

/** The route table with every lazy route's parts waiting for their catalogues. */
export function routesInReadersLanguage(routes: RouteObject[]): RouteObject[] {
  return routes.map((route) => {
    const next = { ...route } as RouteObject & { children?: RouteObject[] };
    if (route.lazy) next.lazy = lazyInReadersLanguage(route.lazy);
    if (route.children) next.children = routesInReadersLanguage(route.children);
    return next;
  }) as RouteObject[];
}
