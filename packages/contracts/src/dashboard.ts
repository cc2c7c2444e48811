import { z } from 'zod';
import { ZModuleStatus } from './modules.js';

export const ZDashboardStats = z
  .object({
    totalCredits: z.number().int(),
    videosGenerated: z.number().int(),
    eventsAttended: z.number().int(),
    totalReferrals: z.number().int(),
    referralCreditsEarned: z.number().int(),
    monthlyReferralCredits: z.number().int(),
    jobApplications: z.number().int(),
    modulesUsed: z.number().int(),
    memberSince: z.iso.datetime(),
  })
  .meta({ id: 'DashboardStats' });
export type TDashboardStats = z.infer<typeof ZDashboardStats>;

export const ZActivityKind = z.enum([
  'signed_up',
  'module_opened',
  'module_backed',
  'launch_notification',
  'favorite_added',
  'favorite_removed',
  'credits_purchased',
  'credits_spent',
  'credits_granted',
  'referral_joined',
  'referral_earned',
  'referral_shared',
  'location_updated',
  'video_generated',
  'event_booked',
  'event_checked_in',
  'contest_registered',
  'job_applied',
  'encashment_requested',
]);
export type TActivityKind = z.infer<typeof ZActivityKind>;

export const ZActivity = z
  .object({
    id: z.string(),
    kind: ZActivityKind,
    title: z.string(),
    moduleId: z.string().nullable(),
    reference: z.string().nullable(),
    timestamp: z.iso.datetime(),
  })
  .meta({ id: 'Activity' });
export type TActivity = z.infer<typeof ZActivity>;

export const ZFavorite = z
  .object({
    moduleId: z.string(),
    moduleName: z.string(),
    moduleTitle: z.string(),
    /** The module's name for Hindi readers (decision 075), where written. */
    moduleTitleHi: z.string().optional(),
    moduleIcon: z.string(),
    moduleColor: z.string(),
    order: z.number().int(),
    addedAt: z.iso.datetime(),
    isActive: z.boolean(),
    status: ZModuleStatus,
  })
  .meta({ id: 'Favorite' });
export type TFavorite = z.infer<typeof ZFavorite>;

export const ZFavoritesSettings = z.object({
  showFavoritesAtTop: z.boolean(),
  enableQuickLaunch: z.boolean(),
  hideNonFavorites: z.boolean(),
});
export type TFavoritesSettings = z.infer<typeof ZFavoritesSettings>;

export const ZFavoritesResponse = z.object({ favorites: z.array(ZFavorite), settings: ZFavoritesSettings });
export type TFavoritesResponse = z.infer<typeof ZFavoritesResponse>;

export const ZAddFavoriteRequest = z.object({ moduleId: z.string().min(1).max(64) });
export type TAddFavoriteRequest = z.infer<typeof ZAddFavoriteRequest>;
export const ZReorderFavoritesRequest = z.object({
  moduleIds: z
    .array(z.string().min(1).max(64))
    .max(50)
    .refine((ids) => new Set(ids).size === ids.length, 'Module ids must not repeat'),
});
export type TReorderFavoritesRequest = z.infer<typeof ZReorderFavoritesRequest>;
export const ZUpdateFavoritesSettingsRequest = ZFavoritesSettings.partial().refine(
  (value) => Object.keys(value).length > 0,
  'Send at least one setting',
);
export type TUpdateFavoritesSettingsRequest = z.infer<typeof ZUpdateFavoritesSettingsRequest>;

export const ZBackModuleRequest = z.object({
  credits: z.number().int('Credits are whole numbers').positive().max(1_000_000),
  idempotencyKey: z
    .string()
    .min(8)
    .max(128)
    .regex(/^[A-Za-z0-9:._-]+$/),
});
export type TBackModuleRequest = z.infer<typeof ZBackModuleRequest>;
export const ZModuleEngagement = z.object({
  moduleId: z.string(),
  notifyAtLaunch: z.boolean(),
  backedCredits: z.number().int(),
  totalBacked: z.number().int(),
  backers: z.number().int(),
  isFavorite: z.boolean(),
});
export type TModuleEngagement = z.infer<typeof ZModuleEngagement>;
