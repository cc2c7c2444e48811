import type { TModuleEngagement } from '@engagex/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '@/lib/http';
import { moduleEngagementQueryOptions } from './get-module-engagement';

/** POST turns the "notify me at launch" alert on, DELETE turns it off (upcoming modules only). */
export const setLaunchAlert = (id: string, on: boolean) =>
  request<TModuleEngagement>('main', `/modules/${encodeURIComponent(id)}/notify`, {
    method: on ? 'POST' : 'DELETE',
  });

export function useSetLaunchAlert(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (on: boolean) => setLaunchAlert(id, on),
    onSuccess: (engagement) =>
      queryClient.setQueryData(moduleEngagementQueryOptions(id).queryKey, engagement),
  });
}
