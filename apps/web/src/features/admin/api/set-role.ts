import type { TGrantableRole } from '@engagex/contracts';
import { adminApi } from '@engagex/contracts/api/admin';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/api';
import { invalidateAfterChange } from './keys';

export type RoleChange = { userId: string; role: TGrantableRole; granted: boolean };

/**
 * Grants or revokes one role (PUT or DELETE, both idempotent on the server, so a repeated click is harmless).
 * Configured roles cannot be revoked here: the server refuses with 409 and the panel shows its sentence.
 */
export const setRole = ({ userId, role, granted }: RoleChange) =>
  call(granted ? adminApi.grantRole : adminApi.revokeRole, { params: { id: userId, role } });

export function useSetRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setRole,
    onSettled: (_data, _error, change) => invalidateAfterChange(queryClient, change.userId),
  });
}
