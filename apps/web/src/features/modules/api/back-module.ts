import type { TBackModuleRequest } from '@engagex/contracts';
import { modulesApi } from '@engagex/contracts/api/modules';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/api';
import { storeAnswer } from '@/lib/store-answer';
import { moduleEngagementQueryOptions } from './get-module-engagement';

/**
 * Spends credits on an upcoming, fundable module (at least its minCreditsRequired). The idempotency key makes a
 * retried request (a lost answer, a double click) spend once; 422 'Insufficient credits' when the wallet is short.
 */
export const backModule = (id: string, body: TBackModuleRequest) =>
  call(modulesApi.back, { params: { id }, body });

export function useBackModule(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TBackModuleRequest) => backModule(id, body),
    onSuccess: (engagement) =>
      storeAnswer(queryClient, moduleEngagementQueryOptions(id).queryKey, engagement),
  });
}
