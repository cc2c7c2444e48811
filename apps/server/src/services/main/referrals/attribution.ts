/**
 * Who referred a new user: the sign-up attributed once to the code's owner, and the sign-in traces that flag a
 * sign-up from the referrer's own device or address for review (decision 015). Changes when attribution, or what
 * counts as a self-referral, does.
 */

import { REFERRAL_SIGNUP_BONUS } from '@engagex/contracts';
import { recordActivity } from '../../../platform/activity.js';
import type { Database } from '../../../platform/db/database.js';
import type { Executor } from '../../../platform/db/transaction.js';
import { say } from '../../../platform/i18n/say.js';

/** Where a sign-in came from: the client's address and the device id the web app keeps (both may be empty). */
export type SignInClient = { ip: string; deviceId: string };

const DEVICE_ID = /^[A-Za-z0-9_-]{8,64}$/;

/**
 * The client as the request shows it. A loopback address is no client's (the server's own machine, a test, a
 * proxy that hides the client): it is recorded as unknown so that it never matches. A device id that is not a
 * plain token is ignored.
 */
export function signInClient(ip: string | undefined, deviceId: unknown): SignInClient {
  const address = (ip ?? '').replace(/^::ffff:/, '');
  const loopback = address === '::1' || address.startsWith('127.');
  return {
    ip: loopback ? '' : address,
    deviceId: typeof deviceId === 'string' && DEVICE_ID.test(deviceId) ? deviceId : '',
  };
}

/** Every sign-in leaves a trace (one row per address and device), to compare a later referee's sign-up with. */
export async function recordSignIn(db: Executor, input: { userId: string; client: SignInClient }) {
  if (!input.client.ip && !input.client.deviceId) return;
  await db
    .insertInto('sign_in_traces')
    .values({ user_id: input.userId, client_ip: input.client.ip, device_id: input.client.deviceId })
    .onConflict((conflict) =>
      conflict.columns(['user_id', 'client_ip', 'device_id']).doUpdateSet({ last_seen_at: new Date() }),
    )
    .execute();
}

/** Whether the referrer has signed in with this device or from this address. */
const referrerSeenWith = (
  trx: Executor,
  referrerId: string,
  column: 'device_id' | 'client_ip',
  value: string,
) =>
  trx
    .selectFrom('sign_in_traces')
    .select('user_id')
    .where('user_id', '=', referrerId)
    .where(column, '=', value)
    .executeTakeFirst();

/** Why a sign-up looks like the referrer (or one of their referees) on a second account, or null. */
async function selfReferralSign(trx: Executor, referrerId: string, client: SignInClient) {
  if (client.deviceId) {
    if (await referrerSeenWith(trx, referrerId, 'device_id', client.deviceId))
      return 'Signed up on a device the referrer signs in with';
    const sibling = await trx
      .selectFrom('referrals')
      .select('referee_id')
      .where('referrer_id', '=', referrerId)
      .where('signup_device', '=', client.deviceId)
      .executeTakeFirst();
    if (sibling) return 'Signed up on the same device as another account the referrer invited';
  }
  if (client.ip) {
    if (await referrerSeenWith(trx, referrerId, 'client_ip', client.ip))
      return 'Signed up from an address the referrer signs in from';
  }
  return null;
}

/**
 * Attributes a brand-new user to the owner of the code they signed up with, once: the referee is the
 * primary key of the attribution, and nobody refers themselves. Nothing is paid at sign-up: the referrer earns
 * when the referee completes a gateway payment (rewards.ts). A sign-up from the referrer's own device or address
 * is attributed but flagged, and pays nothing until an admin approves it.
 */
export async function attributeSignUp(
  db: Database,
  input: { refereeId: string; refereeName: string; code: string; client?: SignInClient },
) {
  const client = input.client ?? { ip: '', deviceId: '' };
  return db.transaction().execute(async (trx) => {
    // The code's row locked: the flag is read from the referrer's other referrals, so two sign-ups with one
    // referrer's code (two accounts made at once on one device) are attributed one after the other (decision 049).
    const owner = await trx
      .selectFrom('referral_codes')
      .select('user_id')
      .where('code', '=', input.code.toUpperCase())
      .forNoKeyUpdate()
      .executeTakeFirst();
    if (!owner) return { attributed: false as const, reason: 'unknown code' };
    if (owner.user_id === input.refereeId) return { attributed: false as const, reason: 'self-referral' };
    const flag = await selfReferralSign(trx, owner.user_id, client);
    const inserted = await trx
      .insertInto('referrals')
      .values({
        referee_id: input.refereeId,
        referrer_id: owner.user_id,
        code: input.code.toUpperCase(),
        signup_ip: client.ip,
        signup_device: client.deviceId,
        ...(flag ? { status: 'flagged' as const, flag_reason: flag } : {}),
      })
      .onConflict((conflict) => conflict.column('referee_id').doNothing())
      .returning('referrer_id')
      .executeTakeFirst();
    if (!inserted) return { attributed: false as const, reason: 'already attributed' };
    await recordActivity(trx, {
      userId: owner.user_id,
      kind: 'referral_joined',
      title: flag
        ? say('{name} joined with your invite; the referral is under review', { name: input.refereeName })
        : say(
            '{name} joined with your invite: you earn {credits, plural, one {# credit} other {# credits}} when they make their first payment',
            {
              name: input.refereeName,
              credits: REFERRAL_SIGNUP_BONUS,
            },
          ),
    });
    return { attributed: true as const, referrerId: owner.user_id, flagged: flag };
  });
}
