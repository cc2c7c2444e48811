import type { QueryClient } from '@tanstack/react-query';
import type { RouteObject } from 'react-router';
import { MODULE_IDS } from './catalogue';
import { moduleRouteLoader } from './module-loader';

/**
 * /<module id>: the catalogue page of every module but events, which has pages of its own (features/events).
 * The loader is small and reads what the navigation's chunk carries anyway, so it is not lazy.
 */
export function modulesRoutes(queryClient: QueryClient): RouteObject[] {
  return MODULE_IDS.filter((moduleId) => moduleId !== 'events').map((moduleId) => ({
    path: moduleId,
    loader: moduleRouteLoader(queryClient, moduleId),
    lazy: { Component: async () => (await import('./components/ModuleRoute')).ModuleRoute },
  }));
}
