import type { TAdminRevokeSessionsRequest } from '@engagex/contracts';
import { adminApi } from '@engagex/contracts/api/admin';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/api';
import { invalidateAfterChange } from './keys';

/** Ends one session (`sessionId`) or every session of the person; their next request is refused. */
export const revokeSessions = ({ userId, ...body }: TAdminRevokeSessionsRequest & { userId: string }) =>
  call(adminApi.revokeSessions, { params: { id: userId }, body });

export function useRevokeSessions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokeSessions,
    onSettled: (_data, _error, { userId }) => invalidateAfterChange(queryClient, userId),
  });
}
