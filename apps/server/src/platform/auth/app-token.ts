import { randomBytes, randomUUID } from 'node:crypto';
import { errors as joseErrors, jwtVerify, SignJWT } from 'jose';
import type { Database } from '../db/database.js';
import { unauthenticated } from '../errors.js';
import { loadOrCreateKeyMaterial } from './signing-keys.js';

const ISSUER = 'engagex';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const AUDIENCE = 'engagex-api';

export type AppPrincipal = { userId: string; jti: string; expiresAt: Date };

/**
 * The portal's own session token: a short-lived HS256 JWT whose `jti` can be revoked. The secret is
 * JWT_SECRET, or one generated once and kept in the database so every instance shares it.
 */
export async function createAppTokens(db: Database, options: { secret: string | null; ttlSeconds: number }) {
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

  async function issue(userId: string): Promise<{ token: string; expiresAt: Date }> {
    const expiresAt = new Date(Date.now() + options.ttlSeconds * 1000);
    const token = await new SignJWT({})
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
    if (!payload.sub || !payload.jti || !payload.exp || !UUID.test(payload.sub) || !UUID.test(payload.jti)) {
      throw unauthenticated('Invalid session token');
    }
    return { userId: payload.sub, jti: payload.jti, expiresAt: new Date(payload.exp * 1000) };
  }

  async function revoke(principal: AppPrincipal) {
    await db
      .insertInto('revoked_tokens')
      .values({ jti: principal.jti, user_id: principal.userId, expires_at: principal.expiresAt })
      .onConflict((conflict) => conflict.column('jti').doNothing())
      .execute();
  }

  /** Revocations only matter until the token would have expired anyway. */
  async function pruneExpiredRevocations() {
    await db.deleteFrom('revoked_tokens').where('expires_at', '<', new Date()).execute();
  }

  return { issue, verifySignature, revoke, pruneExpiredRevocations };
}

export type AppTokens = Awaited<ReturnType<typeof createAppTokens>>;
