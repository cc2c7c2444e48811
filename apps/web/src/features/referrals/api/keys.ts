import type { TReferralPeriod } from '@engagex/contracts';

/** Every referrals query lives under `referrals`. */
export const REFERRALS_KEY = ['referrals'] as const;

export const referralsKeys = {
  link: [...REFERRALS_KEY, 'link'] as const,
  stats: (period: TReferralPeriod) => [...REFERRALS_KEY, 'stats', period] as const,
  shares: [...REFERRALS_KEY, 'shares'] as const,
};
