import { adminApi } from '@engagex/contracts/api/admin';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/api';
import { invalidateAfterChange } from './keys';

export type StandingChange = { userId: string; suspend: boolean; reason: string };

/** Suspends (ending every session) or restores a person, with the reason the audit log keeps. */
export const setStanding = ({ userId, suspend, reason }: StandingChange) =>
  call(suspend ? adminApi.suspend : adminApi.restore, { params: { id: userId }, body: { reason } });

export function useSetStanding() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setStanding,
    onSettled: (_data, _error, { userId }) => invalidateAfterChange(queryClient, userId),
  });
}
