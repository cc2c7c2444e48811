import { employeeApi } from '@engagex/contracts/api/employee';
import { useMutation } from '@tanstack/react-query';
import { call } from '@/lib/api';

/** Payout admins: the full destination of one request. A POST, because the server logs every reveal. */
export const revealPayout = (requestId: string) =>
  call(employeeApi.revealPayout, { params: { id: requestId } });

/** Never cached: each reveal is asked for on purpose and logged; hiding it forgets the number. */
export function useRevealPayout() {
  return useMutation({ mutationFn: revealPayout });
}
