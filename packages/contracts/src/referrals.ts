import { z } from 'zod';

/**
 * What a referral earns the referrer (decision 015): the bonus once the referee completes their first gateway
 * payment (not at sign-up), and a share of the credits of every gateway payment they complete.
 */
export const REFERRAL_SIGNUP_BONUS = 50;
export const REFERRAL_PURCHASE_SHARE_PERCENT = 10;
/** At most this many credits of referral rewards per referrer per calendar month (UTC); the rest is not paid. */
export const REFERRAL_MONTHLY_REWARD_CAP = 2_000;
/**
 * A reward for a payment that can still be refunded is held (pending) until it cannot (decision 051), and released
 * this long after that moment, so a cancel that began just before it has long finished.
 */
export const REFERRAL_RELEASE_DELAY_MINUTES = 60;

export const ZSharePlatform = z.enum(['whatsapp', 'x', 'facebook', 'linkedin', 'telegram', 'email', 'copy']);
export type TSharePlatform = z.infer<typeof ZSharePlatform>;

export const ZReferralCode = z.string().regex(/^[A-Z0-9]{6,12}$/, 'Not a referral code');
export type TReferralCode = z.infer<typeof ZReferralCode>;

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
export type TShareRequest = z.infer<typeof ZShareRequest>;
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
export type TReferralClickRequest = z.infer<typeof ZReferralClickRequest>;
export const ZReferralClickResponse = z.object({ valid: z.boolean(), referrerName: z.string().nullable() });
export type TReferralClickResponse = z.infer<typeof ZReferralClickResponse>;

export const ZReferralPeriod = z.enum(['week', 'month', 'quarter', 'year', 'all']);
export type TReferralPeriod = z.infer<typeof ZReferralPeriod>;
export const ZReferralStatsQuery = z.object({ period: ZReferralPeriod.default('month') });
export type TReferralStatsQuery = z.infer<typeof ZReferralStatsQuery>;

export const ZRecentReferral = z.object({
  userId: z.uuid(),
  userName: z.string(),
  joinedAt: z.iso.datetime(),
  totalPurchases: z.number().int(),
  creditsEarnedFromUser: z.number().int(),
  /** Rewards for this referee's payments still held while they can be refunded (decision 051). */
  creditsPendingFromUser: z.number().int(),
  lastPurchaseAt: z.iso.datetime().nullable(),
});
export type TRecentReferral = z.infer<typeof ZRecentReferral>;

export const ZReferralStats = z
  .object({
    period: ZReferralPeriod,
    totalReferrals: z.number().int(),
    activeReferrals: z.number().int(),
    totalCreditsEarned: z.number().int(),
    periodCreditsEarned: z.number().int(),
    /** Rewards held until the referees' payments can no longer be refunded; not in the earned totals yet. */
    pendingCredits: z.number().int(),
    conversionRate: z.number(),
    totalClicks: z.number().int(),
    topReferralMonth: z
      .object({ month: z.string(), referrals: z.number().int(), creditsEarned: z.number().int() })
      .nullable(),
    recentReferrals: z.array(ZRecentReferral),
  })
  .meta({ id: 'ReferralStats' });
export type TReferralStats = z.infer<typeof ZReferralStats>;

export const ZReferralStatus = z.enum(['active', 'flagged', 'rejected']);
export type TReferralStatus = z.infer<typeof ZReferralStatus>;

/** A referral held for review: the referee signed up from the referrer's own address or device. */
export const ZFlaggedReferral = z
  .object({
    refereeId: z.uuid(),
    refereeName: z.string(),
    refereeEmail: z.string(),
    referrerId: z.uuid(),
    referrerName: z.string(),
    referrerEmail: z.string(),
    reason: z.string(),
    status: ZReferralStatus,
    joinedAt: z.iso.datetime(),
    completedPurchases: z.number().int(),
  })
  .meta({ id: 'FlaggedReferral' });
export type TFlaggedReferral = z.infer<typeof ZFlaggedReferral>;

export const ZRefereeIdParams = z.object({ refereeId: z.uuid() });
export type TRefereeIdParams = z.infer<typeof ZRefereeIdParams>;
export const ZReviewReferralRequest = z.object({ decision: z.enum(['approve', 'reject']) });
export type TReviewReferralRequest = z.infer<typeof ZReviewReferralRequest>;
