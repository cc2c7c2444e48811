import type { TSharePlatform } from '@engagex/contracts';
import { referralsApi } from '@engagex/contracts/api/referrals';
import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/api';
import { referralSharesQueryOptions } from './list-referral-shares';

/** Records a share before it happens: the answer's trackingUrl is the link that goes out. */
export const shareReferral = (platform: TSharePlatform) => call(referralsApi.share, { body: { platform } });

export const shareReferralMutationOptions = () =>
  mutationOptions({ mutationKey: ['referrals', 'share'], mutationFn: shareReferral });

export function useShareReferral() {
  const queryClient = useQueryClient();
  return useMutation({
    ...shareReferralMutationOptions(),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: referralSharesQueryOptions().queryKey }),
  });
}
