/**
 * Verifying OpenID Connect ID tokens from the trusted issuers (Google, the development provider), decision 006.
 * Changes when an issuer is added or the checks of a token do.
 */
import {
  createRemoteJWKSet,
  decodeJwt,
  type JWTPayload,
  type JWTVerifyGetKey,
  errors as joseErrors,
  jwtVerify,
} from 'jose';
import { AppError } from '../errors.js';

/** An OpenID Connect issuer whose ID tokens we accept, and where its signing keys come from. */
export type TrustedIssuer = {
  issuers: string[];
  audience: string;
  keys: JWTVerifyGetKey;
  /** Only asymmetric algorithms: an HS256 token "signed" with a public key must never pass. */
  algorithms: string[];
};

export type VerifiedIdentity = {
  issuer: string;
  subject: string;
  email: string;
  emailVerified: boolean;
  name: string;
  picture: string | null;
};

export const GOOGLE_ISSUERS = ['https://accounts.google.com', 'accounts.google.com'];
const GOOGLE_JWKS_URL = 'https://www.googleapis.com/oauth2/v3/certs';

/** Google's keys are fetched once, cached, and refetched when a token names an unknown `kid`. */
export function googleIssuer(clientId: string): TrustedIssuer {
  return {
    issuers: GOOGLE_ISSUERS,
    audience: clientId,
    keys: createRemoteJWKSet(new URL(GOOGLE_JWKS_URL), { cooldownDuration: 30_000, cacheMaxAge: 3_600_000 }),
    algorithms: ['RS256'],
  };
}

const rejected = (reason: string, cause?: unknown) =>
  Object.assign(new AppError('UNAUTHENTICATED', 'Authentication failed'), { reason, cause });

/**
 * Verifies an ID token against the issuer it names, if that issuer is trusted: signature (JWKS),
 * `iss`, `aud`, `exp`, `nbf`, allowed algorithms. Any failure is the same 401 to the client; the
 * reason is kept on the error for the log.
 */
export function createIdTokenVerifier(trusted: TrustedIssuer[]) {
  return async function verifyIdToken(token: string): Promise<VerifiedIdentity> {
    let claimedIssuer: string | undefined;
    try {
      claimedIssuer = decodeJwt(token).iss;
    } catch (error) {
      throw rejected('malformed token', error);
    }
    const issuer = trusted.find((candidate) => claimedIssuer && candidate.issuers.includes(claimedIssuer));
    if (!issuer) throw rejected(`untrusted issuer ${String(claimedIssuer)}`);

    let payload: JWTPayload;
    try {
      ({ payload } = await jwtVerify(token, issuer.keys, {
        issuer: issuer.issuers,
        audience: issuer.audience,
        algorithms: issuer.algorithms,
        requiredClaims: ['sub', 'exp', 'iat'],
        clockTolerance: 5,
      }));
    } catch (error) {
      const reason = error instanceof joseErrors.JOSEError ? error.code : 'verification failed';
      throw rejected(reason, error);
    }
    const email = typeof payload.email === 'string' ? payload.email.toLowerCase() : null;
    if (!email || !payload.sub) throw rejected('token has no email or subject');
    return {
      issuer: issuer.issuers[0] as string,
      subject: payload.sub,
      email,
      emailVerified: payload.email_verified === true,
      name:
        typeof payload.name === 'string' && payload.name.trim()
          ? payload.name.trim()
          : (email.split('@')[0] ?? email),
      picture: typeof payload.picture === 'string' ? payload.picture : null,
    };
  };
}

export type IdTokenVerifier = ReturnType<typeof createIdTokenVerifier>;
