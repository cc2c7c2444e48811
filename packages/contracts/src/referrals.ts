import { z } from 'zod';

/** A referee's sign-up earns the referrer this many credits; purchases earn a share of the credits bought. */
export const REFERRAL_SIGNUP_BONUS = 50;
export const REFERRAL_PURCHASE_SHARE_PERCENT = 10;

export const ZSharePlatform = z.enum(['whatsapp', 'x', 'facebook', 'linkedin', 'telegram', 'email', 'copy']);
export type TSharePlatform = z.infer<typeof ZSharePlatform>;

export const ZReferralCode = z.string().regex(/^[A-Z0-9]{6,12}$/, 'Not a referral code');

export const ZReferralLink = z
  .object({
    referralCode: z.string(),
    referralLink: z.string(),
    qrCode: z.string(),
    createdAt: z.iso.datetime(),
  })
  .meta({ id: 'ReferralLink' });
export type TReferralLink = z.infer<typeof ZReferralLink>;

export const ZShareRequest = z.object({ platform: ZSharePlatform });
export const ZShareRecord = z
  .object({
    shareId: z.uuid(),
    platform: ZSharePlatform,
    trackingUrl: z.string(),
    sharedAt: z.iso.datetime(),
  })
  .meta({ id: 'ShareRecord' });
export type TShareRecord = z.infer<typeof ZShareRecord>;

export const ZReferralClickRequest = z.object({
  code: z.string().trim().toUpperCase().pipe(ZReferralCode),
  shareId: z.uuid().optional(),
});
export const ZReferralClickResponse = z.object({ valid: z.boolean(), referrerName: z.string().nullable() });

export const ZReferralPeriod = z.enum(['week', 'month', 'quarter', 'year', 'all']);
export const ZReferralStatsQuery = z.object({ period: ZReferralPeriod.default('month') });

export const ZRecentReferral = z.object({
  userId: z.uuid(),
  userName: z.string(),
  joinedAt: z.iso.datetime(),
  totalPurchases: z.number().int(),
  creditsEarnedFromUser: z.number().int(),
  lastPurchaseAt: z.iso.datetime().nullable(),
});

export const ZReferralStats = z
  .object({
    period: ZReferralPeriod,
    totalReferrals: z.number().int(),
    activeReferrals: z.number().int(),
    totalCreditsEarned: z.number().int(),
    periodCreditsEarned: z.number().int(),
    conversionRate: z.number(),
    totalClicks: z.number().int(),
    topReferralMonth: z
      .object({ month: z.string(), referrals: z.number().int(), creditsEarned: z.number().int() })
      .nullable(),
    recentReferrals: z.array(ZRecentReferral),
  })
  .meta({ id: 'ReferralStats' });
export type TReferralStats = z.infer<typeof ZReferralStats>;
