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
