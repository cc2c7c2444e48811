import type { TModuleStatusFilter } from '@engagex/contracts';

/** Every modules query lives under `modules`, so a change of country refreshes them all at once. */
export const MODULES_KEY = ['modules'] as const;

export const modulesKeys = {
  list: (status: TModuleStatusFilter) => [...MODULES_KEY, 'list', status] as const,
  detail: (id: string) => [...MODULES_KEY, 'detail', id] as const,
  engagement: (id: string) => [...MODULES_KEY, 'engagement', id] as const,
};
