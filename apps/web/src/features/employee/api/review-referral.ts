import { referralsApi } from '@engagex/contracts/api/referrals';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/api';
import { invalidateEmployee } from './keys';

export type ReferralDecision = 'approve' | 'reject';

/** Admins: approving pays what the referral earned while it waited; rejecting means it never pays. */
export const reviewReferral = ({ refereeId, decision }: { refereeId: string; decision: ReferralDecision }) =>
  call(referralsApi.review, { params: { refereeId }, body: { decision } });

export function useReviewReferral() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: reviewReferral, onSettled: () => invalidateEmployee(queryClient) });
}
