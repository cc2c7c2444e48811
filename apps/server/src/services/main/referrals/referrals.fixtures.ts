import type { Executor } from '../../../platform/db/transaction.js';
import { type Injector, signInResponse } from '../../../test/harness.js';

/** Someone signed up in a referral suite: their user, whether the sign-in made them, and their bearer header. */
export type ReferralPerson = { user: { id: string }; isNewUser: boolean; headers: { authorization: string } };

/**
 * Signs `email` up (or in) the way the referral journey does: with the code they followed, from their device and
 * address, which the self-referral checks compare.
 */
export async function signUpAt(
  app: Injector,
  email: string,
  referralCode?: string,
  client: { ip?: string; deviceId?: string } = {},
): Promise<ReferralPerson> {
  const response = await signInResponse(app, email, {
    name: email.split('@')[0],
    referralCode,
    deviceId: client.deviceId,
    remoteAddress: client.ip,
  });
  const data = response.json().data;
  return { ...data, headers: { authorization: `Bearer ${data.token}` } };
}

/** A plain credit purchase recorded as completed, for suites that call the reward hook directly. */
export async function completedPurchase(db: Executor, userId: string, credits: number) {
  const row = await db
    .insertInto('credit_purchases')
    .values({
      user_id: userId,
      amount_minor: credits * 1000,
      currency: 'INR',
      credits,
      gateway: 'sandbox',
      expires_at: new Date(Date.now() + 900_000),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}
