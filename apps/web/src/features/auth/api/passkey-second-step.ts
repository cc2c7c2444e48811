import { mfaApi } from '@engagex/contracts/api/mfa';
import { call } from '@/lib/api';
import { verifySecondStep } from './verify-second-step';

/**
 * The sign-in's second step with a passkey (decision 092): options tied to the step's token, the browser's
 * ceremony, then the answer as the step's proof. The browser package loads only when a person uses a passkey.
 */
export async function passkeySecondStep(mfaToken: string) {
  const [{ startAuthentication }, optionsJSON] = await Promise.all([
    import('@simplewebauthn/browser'),
    call(mfaApi.passkeySignInOptions, { body: { mfaToken } }),
  ]);
  const passkey = await startAuthentication({ optionsJSON: optionsJSON as never });
  return verifySecondStep({ mfaToken, passkey: passkey as never });
}
