import type { TAdminCreditsRequest } from '@engagex/contracts';
import { adminApi } from '@engagex/contracts/api/admin';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/api';
import { invalidateAfterChange } from './keys';

/** Grants or deducts credits with a reason; the body's idempotency key makes a retry apply once. */
export const adjustCredits = ({ userId, ...body }: TAdminCreditsRequest & { userId: string }) =>
  call(adminApi.adjustCredits, { params: { id: userId }, body });

export function useAdjustCredits() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: adjustCredits,
    onSettled: (_data, _error, { userId }) => invalidateAfterChange(queryClient, userId),
  });
}
