import { createHmac, generateKeyPairSync } from 'node:crypto';
import { identityApi } from '@engagex/contracts/api/identity';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject, offContract } from '../../../test/api.js';
import { type FakeIssuer, startFakeIssuer } from '../../../test/fake-oidc-issuer.js';
import { DATABASE_KINDS, signIn, useTestDatabase } from '../../../test/harness.js';

const b64 = (value: object | string) =>
  Buffer.from(typeof value === 'string' ? value : JSON.stringify(value)).toString('base64url');

describe.each(DATABASE_KINDS)('identity on %s', (kind) => {
  const database = useTestDatabase(kind);
  let app: FastifyInstance;
  let issuer: FakeIssuer;

  beforeAll(async () => {
    issuer = await startFakeIssuer();
    app = await (await database()).build({}, { trustedIssuers: [issuer.trustedIssuer] });
  });
  afterAll(() => issuer.close());

  const exchange = (credential: string) => inject(app, identityApi.signIn, { body: { credential } });

  async function expectRejected(credential: string) {
    const response = await exchange(credential);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({
      success: false,
      code: 'UNAUTHENTICATED',
      message: 'Authentication failed',
      error: 'Authentication failed',
    });
  }

  it('signs a new identity in, then recognises it by issuer and subject', async () => {
    const first = await exchange(await issuer.signIdToken({ subject: 'sub-new', email: 'new@example.com' }));
    expect(first.statusCode).toBe(200);
    const body = first.json();
    expect(body.success).toBe(true);
    expect(body.data.isNewUser).toBe(true);
    expect(body.data.user).toMatchObject({ email: 'new@example.com', roles: ['user'], creditBalance: 0 });
    expect(typeof body.data.token).toBe('string');

    const again = await exchange(
      await issuer.signIdToken({ subject: 'sub-new', email: 'renamed@example.com', name: 'Renamed' }),
    );
    expect(again.json().data.isNewUser).toBe(false);
    expect(again.json().data.user.id).toBe(body.data.user.id);
    expect(again.json().data.user.email).toBe('renamed@example.com');
  });

  it('keeps two subjects with one email apart', async () => {
    const a = await exchange(await issuer.signIdToken({ subject: 'sub-a', email: 'shared@example.com' }));
    const b = await exchange(await issuer.signIdToken({ subject: 'sub-b', email: 'shared@example.com' }));
    expect(a.json().data.user.id).not.toBe(b.json().data.user.id);
  });

  it('rejects a token signed by a key the issuer never published', async () => {
    const impostor = await issuer.newKey(issuer.currentKey.kid);
    await expectRejected(await issuer.signIdToken({ key: impostor }));
  });

  it('rejects alg none', async () => {
    const payload = {
      iss: issuer.issuer,
      aud: issuer.audience,
      sub: 'sub-none',
      email: 'none@example.com',
      iat: Math.floor(Date.now() / 1000),
      exp: Math.floor(Date.now() / 1000) + 300,
    };
    await expectRejected(`${b64({ alg: 'none', typ: 'JWT' })}.${b64(payload)}.`);
  });

  it('rejects HS256 signed with the public key as the secret', async () => {
    const { publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
    const pem = publicKey.export({ type: 'spki', format: 'pem' });
    const header = b64({ alg: 'HS256', typ: 'JWT', kid: issuer.currentKey.kid });
    const payload = b64({
      iss: issuer.issuer,
      aud: issuer.audience,
      sub: 'sub-hs',
      email: 'hs@example.com',
      iat: Math.floor(Date.now() / 1000),
      exp: Math.floor(Date.now() / 1000) + 300,
    });
    const signature = createHmac('sha256', pem).update(`${header}.${payload}`).digest('base64url');
    await expectRejected(`${header}.${payload}.${signature}`);
  });

  it('rejects the wrong audience', async () => {
    await expectRejected(await issuer.signIdToken({ audience: 'someone-else' }));
  });

  it('rejects an issuer it does not trust, even with a valid signature', async () => {
    await expectRejected(await issuer.signIdToken({ issuer: 'https://evil.example' }));
  });

  it('rejects an expired token', async () => {
    await expectRejected(await issuer.signIdToken({ expiresIn: Math.floor(Date.now() / 1000) - 60 }));
  });

  it('rejects a token that is not valid yet', async () => {
    await expectRejected(await issuer.signIdToken({ notBefore: Math.floor(Date.now() / 1000) + 600 }));
  });

  it('rejects an unknown kid, and accepts it once the issuer publishes the rotated key', async () => {
    const rotated = await issuer.newKey('key-2');
    await expectRejected(await issuer.signIdToken({ key: rotated }));
    const before = issuer.jwksRequests;
    issuer.publish([rotated, issuer.currentKey]);
    const response = await exchange(await issuer.signIdToken({ key: rotated, subject: 'sub-rotated' }));
    expect(response.statusCode).toBe(200);
    expect(issuer.jwksRequests).toBeGreaterThan(before);
  });

  it('rejects garbage and an empty credential with the envelope', async () => {
    await expectRejected('not-a-jwt-at-all-but-long-enough');
    const empty = await exchange(offContract(''));
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({ success: false, code: 'VALIDATION_ERROR' });
  });

  it('verifies a session, serves /users/me, and revokes the token on logout', async () => {
    const session = await signIn(app, 'demo@engagex.dev');
    const verify = await inject(app, identityApi.verify, { session });
    expect(verify.statusCode).toBe(200);
    expect(verify.json().data.user.email).toBe('demo@engagex.dev');
    const me = await inject(app, identityApi.me, { session });
    expect(me.json().data.id).toBe(session.user.id);

    const logout = await inject(app, identityApi.logout, { session });
    expect(logout.statusCode).toBe(200);
    const after = await inject(app, identityApi.me, { session });
    expect(after.statusCode).toBe(401);
    expect(after.json()).toMatchObject({ success: false, code: 'UNAUTHENTICATED' });
  });

  it('refresh issues a new token and revokes the old one', async () => {
    const session = await signIn(app, 'refresh@example.com');
    const refreshed = await inject(app, identityApi.refresh, { session });
    expect(refreshed.statusCode).toBe(200);
    const fresh = refreshed.json().data.token as string;
    expect(fresh).not.toBe(session.token);
    const old = await inject(app, identityApi.me, { session });
    expect(old.statusCode).toBe(401);
    const now = await inject(app, identityApi.me, { headers: { authorization: `Bearer ${fresh}` } });
    expect(now.statusCode).toBe(200);
  });

  it('refuses missing, tampered and foreign session tokens', async () => {
    const missing = await inject(app, identityApi.me);
    expect(missing.statusCode).toBe(401);
    const session = await signIn(app, 'tamper@example.com');
    const [header, payload, signature] = session.token.split('.');
    const forgedPayload = b64({
      ...JSON.parse(Buffer.from(payload ?? '', 'base64url').toString()),
      sub: 'someone',
    });
    const tampered = await inject(app, identityApi.me, {
      headers: { authorization: `Bearer ${header}.${forgedPayload}.${signature}` },
    });
    expect(tampered.statusCode).toBe(401);
    const idTokenAsSession = await inject(app, identityApi.me, {
      headers: { authorization: `Bearer ${await issuer.signIdToken()}` },
    });
    expect(idTokenAsSession.statusCode).toBe(401);
  });

  it('derives roles from verified email and grants', async () => {
    expect((await signIn(app, 'employee@engagex.dev')).user.roles).toEqual(['user', 'employee']);
    expect((await signIn(app, 'admin@engagex.dev')).user.roles).toEqual([
      'user',
      'employee',
      'admin',
      'payout',
    ]);
    expect((await signIn(app, 'someone@gmail.com')).user.roles).toEqual(['user']);
    const unverified = await exchange(
      await issuer.signIdToken({
        subject: 'sub-unverified',
        email: 'admin@engagex.dev',
        emailVerified: false,
      }),
    );
    expect(unverified.json().data.user.roles).toEqual(['user']);
  });

  it('recognises the seeded demo user as an existing account', async () => {
    expect((await signIn(app, 'demo@engagex.dev')).isNewUser).toBe(false);
  });
});

describe('sessions across two API instances on one PostgreSQL', () => {
  const database = useTestDatabase('postgres');

  it('a token from one instance works on the other, and logout on one is seen by both', async () => {
    const db = await database();
    const a = await db.build();
    const b = await db.build();
    const session = await signIn(a, 'twins@example.com');
    const onB = await inject(b, identityApi.me, { session });
    expect(onB.statusCode).toBe(200);
    await inject(b, identityApi.logout, { session });
    const onA = await inject(a, identityApi.me, { session });
    expect(onA.statusCode).toBe(401);
  });
});
