import { randomBytes, randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { SignJWT } from 'jose';
import { type Session, signIn } from '../harness.js';

export type { Session };

/** Secrets the security suites set, so they can prove no response or log line ever carries them. */
export const SECRETS = {
  JWT_SECRET: `jwt-secret-${randomBytes(24).toString('hex')}`,
  PAYMENT_SIGNING_SECRET: `payment-secret-${randomBytes(24).toString('hex')}`,
};

/** Who calls: an admin, an employee who is not an admin, and ordinary users on a public mail domain. */
export const PERSONAS = {
  admin: 'admin@engagex.dev',
  employee: 'staff.security@engagex.dev',
  user: 'someone.security@gmail.com',
} as const;

export async function signInAll(app: FastifyInstance) {
  return {
    admin: await signIn(app, PERSONAS.admin),
    employee: await signIn(app, PERSONAS.employee),
    user: await signIn(app, PERSONAS.user),
  };
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** A session whose token was revoked by POST /api/main/auth/logout. */
export async function signedOutSession(app: FastifyInstance, email: string): Promise<Session> {
  const session = await signIn(app, email);
  const logout = await app.inject({ method: 'POST', url: '/api/main/auth/logout', headers: session.headers });
  if (logout.statusCode !== 200) throw new Error(`logout failed: ${logout.body}`);
  return session;
}

const base64url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

/** Our own session token, signed with a given key; the server's issuer and audience unless overridden. */
async function appToken(
  key: Uint8Array,
  claims: { sub: string; exp: number; iss?: string; aud?: string; alg?: 'HS256' | 'HS512' },
) {
  return new SignJWT({})
    .setProtectedHeader({ alg: claims.alg ?? 'HS256', typ: 'JWT' })
    .setSubject(claims.sub)
    .setIssuer(claims.iss ?? 'engagex')
    .setAudience(claims.aud ?? 'engagex-api')
    .setJti(randomUUID())
    .setIssuedAt()
    .setExpirationTime(claims.exp)
    .sign(key);
}

/**
 * Credentials that must never authenticate, each with why. `realUserId` lets the forgeries name an
 * account that exists, so only the flaw under test (key, algorithm, expiry…) can make them fail.
 */
export async function forgedTokens(realUserId: string): Promise<Record<string, string>> {
  const inAnHour = Math.floor(Date.now() / 1000) + 3600;
  const secret = new TextEncoder().encode(SECRETS.JWT_SECRET);
  return {
    'garbage bearer': 'not-a-jwt',
    'signed with another key': await appToken(randomBytes(48), { sub: realUserId, exp: inAnHour }),
    'alg none': `${base64url({ alg: 'none', typ: 'JWT' })}.${base64url({
      sub: realUserId,
      iss: 'engagex',
      aud: 'engagex-api',
      jti: randomUUID(),
      exp: inAnHour,
    })}.`,
    expired: await appToken(secret, { sub: realUserId, exp: Math.floor(Date.now() / 1000) - 60 }),
    'wrong audience': await appToken(secret, { sub: realUserId, exp: inAnHour, aud: 'engagex-web' }),
    'HS512 instead of HS256': await appToken(secret, { sub: realUserId, exp: inAnHour, alg: 'HS512' }),
    'unknown user': await appToken(secret, { sub: randomUUID(), exp: inAnHour }),
  };
}
