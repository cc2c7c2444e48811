import type { TModuleEngagement } from '@engagex/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '@/lib/http';
import { moduleEngagementQueryOptions } from './get-module-engagement';

/**
 * Spends credits on an upcoming, fundable module (at least its minCreditsRequired). The idempotency key makes a
 * retried request (a lost answer, a double click) spend once; 422 'Insufficient credits' when the wallet is short.
 */
export const backModule = (id: string, body: { credits: number; idempotencyKey: string }) =>
  request<TModuleEngagement>('main', `/modules/${encodeURIComponent(id)}/back`, { method: 'POST', body });

export function useBackModule(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { credits: number; idempotencyKey: string }) => backModule(id, body),
    onSuccess: (engagement) =>
      queryClient.setQueryData(moduleEngagementQueryOptions(id).queryKey, engagement),
  });
}
