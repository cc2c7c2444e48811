import type { ZReferralClickRequest, ZReferralClickResponse } from '@engagex/contracts';
import type { z } from 'zod';
import { request } from '@/lib/http';

export type TReferralClickRequest = z.input<typeof ZReferralClickRequest>;
export type TReferralClickResponse = z.infer<typeof ZReferralClickResponse>;

/**
 * A visit to an invite link (public): counted for the inviter's conversion rate, and answers who invited.
 * Called once per visit by the /join route's loader, so it has no hook.
 */
export const recordReferralClick = (body: TReferralClickRequest) =>
  request<TReferralClickResponse>('main', '/referral/clicks', { method: 'POST', body });
