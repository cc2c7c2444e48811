/**
 * The development identity provider (decision 007): its fixed issuer, its key kept in the database, the tokens it
 * signs. Changes when what it signs does.
 */
import { createLocalJWKSet, exportJWK, generateKeyPair, importJWK, type JWK, SignJWT } from 'jose';
import type { TrustedIssuer } from '../../platform/auth/id-token-verifier.js';
import { loadOrCreateKeyMaterial } from '../../platform/auth/signing-keys.js';
import type { Database } from '../../platform/db/database.js';

/** A fixed issuer name, so demo users keep their identity whatever port or host serves the portal. */
export const DEV_IDP_ISSUER = 'urn:engagex:dev-idp';
export const DEV_IDP_AUDIENCE = 'engagex-web';
const ALGORITHM = 'ES256';

export const devSubjectFor = (email: string) => `dev|${email.trim().toLowerCase()}`;

type StoredKey = { privateJwk: JWK; publicJwk: JWK };

/**
 * The development identity provider: it signs OpenID Connect ID tokens with an ES256 key kept in the
 * database (shared by every instance) and publishes the public half as a JWKS. Its tokens go through
 * the same verifier as Google's.
 */
export async function createDevIdentityProvider(db: Database) {
  const stored = await loadOrCreateKeyMaterial<StoredKey>(db, 'dev-idp-es256', async () => {
    const { privateKey, publicKey } = await generateKeyPair(ALGORITHM, { extractable: true });
    const kid = `dev-${Date.now().toString(36)}`;
    const common = { kid, alg: ALGORITHM, use: 'sig' };
    return {
      privateJwk: { ...(await exportJWK(privateKey)), ...common },
      publicJwk: { ...(await exportJWK(publicKey)), ...common },
    };
  });
  const privateKey = await importJWK(stored.privateJwk, ALGORITHM);
  const jwks = { keys: [stored.publicJwk] };

  async function mintIdToken(input: { email: string; name?: string | undefined }) {
    const email = input.email.trim().toLowerCase();
    // Like a real provider, the dev one remembers a person's name once it knows them.
    const known = await db
      .selectFrom('users')
      .select('name')
      .where('issuer', '=', DEV_IDP_ISSUER)
      .where('subject', '=', devSubjectFor(email))
      .executeTakeFirst();
    const name = input.name?.trim() || known?.name || (email.split('@')[0] ?? email);
    return new SignJWT({ email, email_verified: true, name })
      .setProtectedHeader({ alg: ALGORITHM, kid: stored.publicJwk.kid as string, typ: 'JWT' })
      .setIssuer(DEV_IDP_ISSUER)
      .setAudience(DEV_IDP_AUDIENCE)
      .setSubject(devSubjectFor(email))
      .setIssuedAt()
      .setExpirationTime('5m')
      .sign(privateKey);
  }

  const trustedIssuer: TrustedIssuer = {
    issuers: [DEV_IDP_ISSUER],
    audience: DEV_IDP_AUDIENCE,
    keys: createLocalJWKSet(jwks),
    algorithms: [ALGORITHM],
  };

  return { jwks, mintIdToken, trustedIssuer };
}

export type DevIdentityProvider = Awaited<ReturnType<typeof createDevIdentityProvider>>;
