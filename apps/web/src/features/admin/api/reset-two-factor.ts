import { adminApi } from '@engagex/contracts/api/admin';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/api';
import { invalidateAfterChange } from './keys';

/** Removes a person's second factor (decision 089), with the reason the audit log keeps. */
export const resetTwoFactor = ({ userId, reason }: { userId: string; reason: string }) =>
  call(adminApi.resetTwoFactor, { params: { id: userId }, body: { reason } });

export function useResetTwoFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resetTwoFactor,
    onSettled: (_data, _error, { userId }) => invalidateAfterChange(queryClient, userId),
  });
}
