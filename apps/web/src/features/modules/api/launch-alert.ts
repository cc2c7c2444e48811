import { modulesApi } from '@engagex/contracts/api/modules';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/api';
import { storeAnswer } from '@/lib/store-answer';
import { moduleEngagementQueryOptions } from './get-module-engagement';

/** POST turns the "notify me at launch" alert on, DELETE turns it off (upcoming modules only). */
export const setLaunchAlert = (id: string, on: boolean) =>
  call(on ? modulesApi.alertOn : modulesApi.alertOff, { params: { id } });

export function useSetLaunchAlert(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (on: boolean) => setLaunchAlert(id, on),
    onSuccess: (engagement) =>
      storeAnswer(queryClient, moduleEngagementQueryOptions(id).queryKey, engagement),
  });
}
