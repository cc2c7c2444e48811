import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createRemoteJWKSet, exportJWK, generateKeyPair, type JWK, SignJWT } from 'jose';
import type { TrustedIssuer } from '../platform/auth/id-token-verifier.js';

type KeyPair = Awaited<ReturnType<typeof generateKeyPair>>;
type SigningKey = KeyPair & { kid: string };

/**
 * A real OpenID Connect issuer on loopback: it publishes a JWKS over HTTP and signs RS256 ID tokens,
 * so the verifier is exercised exactly as it is against Google, key rotation included.
 */
export async function startFakeIssuer(options: { issuer?: string; audience?: string } = {}) {
  const issuer = options.issuer ?? 'https://issuer.test';
  const audience = options.audience ?? 'engagex-test-client';
  let published: SigningKey[] = [await newKey('key-1')];
  let jwksRequests = 0;

  async function newKey(kid: string): Promise<SigningKey> {
    return { ...(await generateKeyPair('RS256', { extractable: true })), kid };
  }

  const server: Server = createServer(async (request, response) => {
    if (request.url !== '/jwks') {
      response.writeHead(404).end();
      return;
    }
    jwksRequests += 1;
    const keys: JWK[] = await Promise.all(
      published.map(async (key) => ({
        ...(await exportJWK(key.publicKey)),
        kid: key.kid,
        alg: 'RS256',
        use: 'sig',
      })),
    );
    response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ keys }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const jwksUrl = new URL(`http://127.0.0.1:${(server.address() as AddressInfo).port}/jwks`);

  const trustedIssuer: TrustedIssuer = {
    issuers: [issuer],
    audience,
    keys: createRemoteJWKSet(jwksUrl, { cooldownDuration: 0 }),
    algorithms: ['RS256'],
  };

  type TokenOptions = {
    subject?: string;
    email?: string;
    emailVerified?: boolean;
    name?: string;
    issuer?: string;
    audience?: string;
    expiresIn?: string | number;
    notBefore?: string | number;
    key?: SigningKey;
    kid?: string;
  };

  async function signIdToken(claims: TokenOptions = {}) {
    const key = claims.key ?? (published[0] as SigningKey);
    let jwt = new SignJWT({
      email: claims.email ?? 'ada@example.com',
      email_verified: claims.emailVerified ?? true,
      name: claims.name ?? 'Ada',
    })
      .setProtectedHeader({ alg: 'RS256', kid: claims.kid ?? key.kid })
      .setIssuer(claims.issuer ?? issuer)
      .setAudience(claims.audience ?? audience)
      .setSubject(claims.subject ?? 'subject-ada')
      .setIssuedAt()
      .setExpirationTime(claims.expiresIn ?? '5m');
    if (claims.notBefore !== undefined) jwt = jwt.setNotBefore(claims.notBefore);
    return jwt.sign(key.privateKey);
  }

  return {
    issuer,
    audience,
    trustedIssuer,
    signIdToken,
    newKey,
    publish(keys: SigningKey[]) {
      published = keys;
    },
    get currentKey() {
      return published[0] as SigningKey;
    },
    get jwksRequests() {
      return jwksRequests;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type FakeIssuer = Awaited<ReturnType<typeof startFakeIssuer>>;
