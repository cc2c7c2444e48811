import type { AppTokens } from '../../../platform/auth/app-token.js';
import { unauthenticated } from '../../../platform/errors.js';

export function bearerToken(header: string | undefined): string | null {
  return header?.startsWith('Bearer ') ? header.slice(7).trim() || null : null;
}

/**
 * Decision 037: a session is renewed by trading its token for a fresh one, once. Revoking the old token is
 * the claim: of two renewals racing with one token, only the one whose revocation wrote the row gets a new
 * token, so a stolen token cannot fork the session. The new token keeps the session's sign-in time, which
 * bounds its total age.
 */
export async function renewSession(appTokens: AppTokens, token: string | null) {
  if (!token) throw unauthenticated();
  const session = await appTokens.verifyForRenewal(token);
  if (!(await appTokens.revoke(session))) throw unauthenticated('Session has been signed out');
  return appTokens.issue(session.userId, { signedInAt: session.signedInAt });
}
