/**
 * The portal's own session tokens (decisions 006, 037 and 047): signing, verifying and renewing them, and the
 * revocation list. Changes when what a token carries or how long it lives does.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { type JWTPayload, errors as joseErrors, jwtVerify, SignJWT } from 'jose';
import type { Database } from '../db/database.js';
import { unauthenticated } from '../errors.js';
import { loadOrCreateKeyMaterial } from './signing-keys.js';

const ISSUER = 'engagex';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const AUDIENCE = 'engagex-api';

/**
 * Whom a token speaks for. `sessionId` names the session row (decision 047); it is null only in tokens issued
 * before migration 0024, which are judged by `issuedAt` instead.
 */
export type AppPrincipal = {
  userId: string;
  jti: string;
  sessionId: string | null;
  issuedAt: Date;
  expiresAt: Date;
};

/** However active, a session signs in again after this long (decision 037). */
export const SESSION_MAX_AGE_SECONDS = 30 * 24 * 3600;

/**
 * The portal's own session token: a short-lived HS256 JWT whose `jti` can be revoked. The secret is
 * JWT_SECRET, or one generated once and kept in the database so every instance shares it.
 */
export async function createAppTokens(
  db: Database,
  options: { secret: string | null; ttlSeconds: number; idleSeconds: number; maxAgeSeconds?: number },
) {
  const maxAgeSeconds = options.maxAgeSeconds ?? SESSION_MAX_AGE_SECONDS;
  const secretText =
    options.secret ??
    (
      await loadOrCreateKeyMaterial(db, 'app-jwt-secret', async () => ({
        secret: randomBytes(48).toString('base64url'),
      }))
    ).secret;
  // A WebCrypto key imported once: jose works on WebCrypto, and given raw bytes or a KeyObject it imports the
  // key again on every call (about 40% of a verification).
  const key = await crypto.subtle.importKey(
    'raw',
    Buffer.from(String(secretText), 'utf8'),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign', 'verify'],
  );

  /**
   * `auth_time` is when the user signed in: a renewed token carries it on, so the session's age is known
   * without reading its row (decision 037). `sid` is the session the token belongs to (decision 047).
   */
  async function issue(
    userId: string,
    { sessionId, signedInAt = new Date() }: { sessionId: string; signedInAt?: Date },
  ): Promise<{ token: string; expiresAt: Date }> {
    const expiresAt = new Date(Date.now() + options.ttlSeconds * 1000);
    const token = await new SignJWT({ auth_time: Math.floor(signedInAt.getTime() / 1000), sid: sessionId })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(userId)
      .setIssuer(ISSUER)
      .setAudience(AUDIENCE)
      .setJti(randomUUID())
      .setIssuedAt()
      .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
      .sign(key);
    return { token, expiresAt };
  }

  /** Signature, issuer, audience and expiry only; revocation is checked with the user lookup (auth.ts). */
  async function verifySignature(token: string): Promise<AppPrincipal> {
    let payload: Awaited<ReturnType<typeof jwtVerify>>['payload'];
    try {
      ({ payload } = await jwtVerify(token, key, {
        issuer: ISSUER,
        audience: AUDIENCE,
        algorithms: ['HS256'],
      }));
    } catch (error) {
      throw unauthenticated(
        error instanceof joseErrors.JWTExpired
          ? 'Session expired, please sign in again'
          : 'Invalid session token',
      );
    }
    return principalOf(payload);
  }

  /**
   * An expired token can still be renewed within the idle limit, so its revocation is kept that much longer.
   * True when this call revoked it, false when it already was.
   */
  async function revoke(principal: Pick<AppPrincipal, 'userId' | 'jti' | 'expiresAt'>): Promise<boolean> {
    const row = await db
      .insertInto('revoked_tokens')
      .values({
        jti: principal.jti,
        user_id: principal.userId,
        expires_at: new Date(principal.expiresAt.getTime() + options.idleSeconds * 1000),
      })
      .onConflict((conflict) => conflict.column('jti').doNothing())
      .returning('jti')
      .executeTakeFirst();
    return row !== undefined;
  }

  /**
   * The token a renewal may replace: signed by us, even if expired, but issued (signed in or last renewed)
   * no longer than the idle limit ago, and from a session younger than the maximum age. Revocation is
   * checked by the caller, which revokes it in the same step.
   */
  async function verifyForRenewal(token: string): Promise<AppPrincipal & { signedInAt: Date }> {
    let payload: Awaited<ReturnType<typeof jwtVerify>>['payload'];
    try {
      ({ payload } = await jwtVerify(token, key, {
        issuer: ISSUER,
        audience: AUDIENCE,
        algorithms: ['HS256'],
        clockTolerance: options.idleSeconds,
      }));
    } catch {
      throw unauthenticated('Invalid session token');
    }
    const principal = principalOf(payload);
    const iat = principal.issuedAt.getTime() / 1000;
    const nowSeconds = Date.now() / 1000;
    const signedInAt = typeof payload.auth_time === 'number' ? payload.auth_time : iat;
    if (nowSeconds - iat > options.idleSeconds) {
      throw unauthenticated('Session ended after a long time without use, please sign in again');
    }
    if (nowSeconds - signedInAt > maxAgeSeconds)
      throw unauthenticated('Session expired, please sign in again');
    return { ...principal, signedInAt: new Date(signedInAt * 1000) };
  }

  /** Revocations only matter until the token would have expired anyway. */
  async function pruneExpiredRevocations() {
    await db.deleteFrom('revoked_tokens').where('expires_at', '<', new Date()).execute();
  }

  return { issue, verifySignature, verifyForRenewal, revoke, pruneExpiredRevocations };
}

export type AppTokens = Awaited<ReturnType<typeof createAppTokens>>;

/** The claims every token of ours has; `sid` is absent only from tokens issued before migration 0024. */
function principalOf(payload: JWTPayload): AppPrincipal {
  const { sub, jti, exp, iat, sid } = payload;
  if (!sub || !jti || !exp || !iat || !UUID.test(sub) || !UUID.test(jti)) {
    throw unauthenticated('Invalid session token');
  }
  if (sid !== undefined && (typeof sid !== 'string' || !UUID.test(sid))) {
    throw unauthenticated('Invalid session token');
  }
  return {
    userId: sub,
    jti,
    sessionId: sid ?? null,
    issuedAt: new Date(iat * 1000),
    expiresAt: new Date(exp * 1000),
  };
}
