/**
 * Users: signing a verified identity in by (issuer, subject), and reading a profile (decision 006). Changes when
 * a user gains a field.
 */

import type { TUiLanguage, TUser } from '@engagex/contracts';
import { type Selectable, sql } from 'kysely';
import { recordActivity } from '../../../platform/activity.js';
import type { VerifiedIdentity } from '../../../platform/auth/id-token-verifier.js';
import { type RoleConfig, rolesFor } from '../../../platform/auth/roles.js';
import type { Database } from '../../../platform/db/database.js';
import type { UsersTable } from '../../../platform/db/schema.js';
import { notFound } from '../../../platform/errors.js';
import { personLanguage } from '../../../platform/i18n/language.js';
import { say } from '../../../platform/i18n/say.js';
import { walletBalance } from '../../../platform/ledger/balances.js';
import { toInt } from '../../../platform/ledger/ledger.js';
import { attributeSignUp, type SignInClient } from '../referrals/attribution.js';

type UserRow = Selectable<UsersTable>;

/**
 * Signs a verified identity in: the account key is (issuer, subject), never the email, so a changed
 * or recycled address cannot take over someone else's account. A new user's referral code is made by the
 * database in the same statement (a trigger on users, migration 0017), so no read ever has to make it.
 */
export async function upsertUserFromIdentity(db: Database, identity: VerifiedIdentity) {
  const row = await db
    .insertInto('users')
    .values({
      issuer: identity.issuer,
      subject: identity.subject,
      email: identity.email,
      email_verified: identity.emailVerified,
      name: identity.name,
      avatar_url: identity.picture,
      last_sign_in_at: new Date(),
    })
    .onConflict((conflict) =>
      conflict.columns(['issuer', 'subject']).doUpdateSet((eb) => ({
        email: eb.ref('excluded.email'),
        email_verified: eb.ref('excluded.email_verified'),
        name: eb.ref('excluded.name'),
        avatar_url: sql<string | null>`coalesce(excluded.avatar_url, users.avatar_url)`,
        last_sign_in_at: eb.ref('excluded.last_sign_in_at'),
      })),
    )
    .returningAll()
    .returning(sql<boolean>`(xmax = 0)`.as('inserted'))
    .executeTakeFirstOrThrow();
  return { user: row, isNewUser: row.inserted };
}

/** Their browser's Accept-Language, for the language of a person who has not chosen one (decision 077). */
type Browser = { acceptLanguage?: string | string[] };

export async function toUserProfile(
  db: Database,
  config: RoleConfig,
  row: UserRow,
  browser: Browser = {},
): Promise<TUser> {
  return profileOf(config, row, await walletBalance(db, row.id), browser);
}

/** One query: the user and their wallet's cached balance (absent wallet = nothing earned yet). */
export async function getUserProfile(
  db: Database,
  config: RoleConfig,
  userId: string,
  browser: Browser = {},
): Promise<TUser> {
  const row = await db
    .selectFrom('users as u')
    .leftJoin('ledger_accounts as w', 'w.user_id', 'u.id')
    .selectAll('u')
    .select('w.balance')
    .where('u.id', '=', userId)
    .executeTakeFirst();
  if (!row) throw notFound('User');
  return profileOf(config, row, toInt(row.balance), browser);
}

/**
 * PUT /users/locale (decision 077): the language the person chose. The row's change announces `u:<id>` (migration
 * 0032), so every process's remembered session reads it on its next request; the caller forgets its own at once.
 */
export async function updateUserLocale(
  db: Database,
  config: RoleConfig,
  input: { userId: string; locale: TUiLanguage },
): Promise<TUser> {
  const updated = await db
    .updateTable('users')
    .set({ locale: input.locale })
    .where('id', '=', input.userId)
    .executeTakeFirst();
  if (updated.numUpdatedRows === 0n) throw notFound('User');
  return getUserProfile(db, config, input.userId);
}

function profileOf(config: RoleConfig, row: UserRow, balance: number, browser: Browser): TUser {
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    avatarUrl: row.avatar_url,
    roles: rolesFor(row, config),
    country: row.country.trim(),
    creditBalance: balance,
    memberSince: row.created_at.toISOString(),
    timeZone: row.time_zone,
    locale: personLanguage(row.locale, browser.acceptLanguage),
    localeChosen: row.locale !== null,
  };
}

/** A first sign-in: the welcome activity, and the referral attribution when they came through a link. */
export async function welcomeNewUser(
  db: Database,
  input: {
    user: UserRow;
    referralCode: string | undefined;
    client: SignInClient;
    log: { info: (data: object, message: string) => void };
  },
) {
  await recordActivity(db, { userId: input.user.id, kind: 'signed_up', title: say('Welcome to EngageX') });
  if (!input.referralCode) return;
  const result = await attributeSignUp(db, {
    refereeId: input.user.id,
    refereeName: input.user.name,
    code: input.referralCode,
    client: input.client,
  });
  input.log.info({ referral: result }, 'referral attribution on sign-up');
}
