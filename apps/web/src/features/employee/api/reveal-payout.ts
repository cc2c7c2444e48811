import type { TPayoutReveal } from '@engagex/contracts';
import { useMutation } from '@tanstack/react-query';
import { request } from '@/lib/http';

/** Payout admins: the full destination of one request. A POST, because the server logs every reveal. */
export const revealPayout = (requestId: string) =>
  request<TPayoutReveal>(
    'employee',
    `/encashment/requests/${encodeURIComponent(requestId)}/payout-destination`,
    { method: 'POST' },
  );

/** Never cached: each reveal is asked for on purpose and logged; hiding it forgets the number. */
export function useRevealPayout() {
  return useMutation({ mutationFn: revealPayout });
}
