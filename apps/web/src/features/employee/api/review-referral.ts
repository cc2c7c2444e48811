import type { TFlaggedReferral } from '@engagex/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '@/lib/http';
import { invalidateEmployee } from './keys';

export type ReferralDecision = 'approve' | 'reject';

/** Admins: approving pays what the referral earned while it waited; rejecting means it never pays. */
export const reviewReferral = ({ refereeId, decision }: { refereeId: string; decision: ReferralDecision }) =>
  request<TFlaggedReferral>('main', `/referral/admin/${encodeURIComponent(refereeId)}/review`, {
    method: 'POST',
    body: { decision },
  });

export function useReviewReferral() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: reviewReferral, onSettled: () => invalidateEmployee(queryClient) });
}
