/**
 * A referrer's link: the code they keep for life, its QR code, the shares they make of it and the visits it gets
 * (docs/product.md §9). Changes when how a link is shown, shared or counted does.
 */

import {
  SHARE_HISTORY_CAP,
  type TReferralLink,
  type TSharePlatform,
  type TShareRecord,
} from '@engagex/contracts';
import QRCode from 'qrcode';
import { recordActivity } from '../../../platform/activity.js';
import type { Database } from '../../../platform/db/database.js';
import { AppError } from '../../../platform/errors.js';
import { say } from '../../../platform/i18n/say.js';

export const referralLinkFor = (webAppUrl: string, code: string, shareId?: string) =>
  `${webAppUrl}/join/${code}${shareId ? `?s=${shareId}` : ''}`;

/**
 * The user's code for life. The database makes it with the user (migration 0017), so this only reads: a user
 * without one is a broken invariant, answered as an error rather than mended by a read (decision 013).
 */
async function codeOf(db: Database, userId: string) {
  const row = await db
    .selectFrom('referral_codes')
    .selectAll()
    .where('user_id', '=', userId)
    .executeTakeFirst();
  if (!row) throw new AppError('INTERNAL', 'Your referral code is missing; please contact support');
  return row;
}

export async function referralLink(db: Database, userId: string, webAppUrl: string): Promise<TReferralLink> {
  const row = await codeOf(db, userId);
  const link = referralLinkFor(webAppUrl, row.code);
  return {
    referralCode: row.code,
    referralLink: link,
    qrCode: await QRCode.toDataURL(link, { errorCorrectionLevel: 'M', margin: 1, width: 320 }),
    createdAt: row.created_at.toISOString(),
  };
}

export async function shareReferral(
  db: Database,
  input: { userId: string; platform: TSharePlatform; webAppUrl: string },
): Promise<TShareRecord> {
  const { code } = await codeOf(db, input.userId);
  return db.transaction().execute(async (trx) => {
    const share = await trx
      .insertInto('referral_shares')
      .values({ user_id: input.userId, platform: input.platform })
      .returningAll()
      .executeTakeFirstOrThrow();
    // Only the most recent shares are kept (docs/product.md §9).
    await trx
      .deleteFrom('referral_shares')
      .where('user_id', '=', input.userId)
      .where(
        'id',
        'not in',
        trx
          .selectFrom('referral_shares')
          .select('id')
          .where('user_id', '=', input.userId)
          .orderBy('created_at', 'desc')
          .orderBy('id', 'desc')
          .limit(SHARE_HISTORY_CAP),
      )
      .execute();
    await recordActivity(trx, {
      userId: input.userId,
      kind: 'referral_shared',
      title: say('Shared your invite on {platform}', { platform: input.platform }),
    });
    return {
      shareId: share.id,
      platform: input.platform,
      trackingUrl: referralLinkFor(input.webAppUrl, code, share.id),
      sharedAt: share.created_at.toISOString(),
    };
  });
}

export async function recentShares(db: Database, userId: string, webAppUrl: string): Promise<TShareRecord[]> {
  const code = await db
    .selectFrom('referral_codes')
    .select('code')
    .where('user_id', '=', userId)
    .executeTakeFirst();
  if (!code) return [];
  const rows = await db
    .selectFrom('referral_shares')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .limit(SHARE_HISTORY_CAP)
    .execute();
  return rows.map((row) => ({
    shareId: row.id,
    platform: row.platform as TSharePlatform,
    trackingUrl: referralLinkFor(webAppUrl, code.code, row.id),
    sharedAt: row.created_at.toISOString(),
  }));
}

/** A visit to a referral link: counted for conversion, and tells the sign-in page who invited them. */
export async function recordClick(db: Database, input: { code: string; shareId?: string | undefined }) {
  const owner = await db
    .selectFrom('referral_codes as c')
    .innerJoin('users as u', 'u.id', 'c.user_id')
    .select(['c.code', 'u.name'])
    .where('c.code', '=', input.code)
    .executeTakeFirst();
  if (!owner) return { valid: false, referrerName: null };
  await db
    .insertInto('referral_clicks')
    .values({ code: owner.code, share_id: input.shareId ?? null })
    .execute();
  return { valid: true, referrerName: owner.name.split(' ')[0] ?? owner.name };
}
