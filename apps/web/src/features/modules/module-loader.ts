import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunction } from 'react-router';
import { moduleQueryOptions } from './api/get-module';

export type ModuleRouteData = { moduleId: string };

/**
 * Starts the module's request as soon as its route matches, in parallel with the page's chunk, and tells the
 * page which module it shows. It does not wait: the page has its own loading and error states.
 */
export function moduleRouteLoader(queryClient: QueryClient, moduleId: string): LoaderFunction {
  return (): ModuleRouteData => {
    void queryClient.prefetchQuery(moduleQueryOptions(moduleId));
    return { moduleId };
  };
}
