/**
 * A person with an authenticator app set up and proved (decision 089), for the two-factor suites. Changes when
 * setting one up does.
 */
import { mfaApi } from '@engagex/contracts/api/mfa';
import { inject } from '../../../../test/api.js';
import { type Injector, signIn } from '../../../../test/harness.js';
import { codeAt } from './totp.js';

/**
 * A person who has set up and proved an app: their secret, their recovery codes, the session that proved it and the
 * code it was proved with (spent: a test that replays it is refused whichever thirty seconds it runs in).
 */
export async function withTwoFactor(app: Injector, email: string) {
  const session = await signIn(app, email);
  const setup = (await inject(app, mfaApi.totpSetup, { session })).data();
  const confirmedWith = codeAt(setup.secret);
  const confirmed = await inject(app, mfaApi.totpConfirm, { session, body: { code: confirmedWith } });
  return { session, secret: setup.secret, recoveryCodes: confirmed.data().recoveryCodes, confirmedWith };
}
