import type { TSharePlatform, TShareRecord } from '@engagex/contracts';
import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '@/lib/http';
import { referralSharesQueryOptions } from './list-referral-shares';

/** Records a share before it happens: the answer's trackingUrl is the link that goes out. */
export const shareReferral = (platform: TSharePlatform) =>
  request<TShareRecord>('main', '/referral/share', { method: 'POST', body: { platform } });

export const shareReferralMutationOptions = () =>
  mutationOptions({ mutationKey: ['referrals', 'share'], mutationFn: shareReferral });

export function useShareReferral() {
  const queryClient = useQueryClient();
  return useMutation({
    ...shareReferralMutationOptions(),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: referralSharesQueryOptions().queryKey }),
  });
}
