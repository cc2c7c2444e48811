import type { ZReferralClickRequest } from '@engagex/contracts';
import { referralsApi } from '@engagex/contracts/api/referrals';
import type { z } from 'zod';
import { call } from '@/lib/api';

export type TReferralClickRequest = z.input<typeof ZReferralClickRequest>;

/**
 * A visit to an invite link (public): counted for the inviter's conversion rate, and answers who invited.
 * Called once per visit by the /join route's loader, so it has no hook.
 */
export const recordReferralClick = (body: TReferralClickRequest) => call(referralsApi.click, { body });
