import { randomBytes } from 'node:crypto';
import { mfaApi } from '@engagex/contracts/api/mfa';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEVELOPMENT_SEALING_KEY, loadConfig, type SealingKey } from '../../../../config.js';
import { keyIdOf, SealedSecretRefused } from '../../../../platform/crypto/sealed-secrets.js';
import { inject } from '../../../../test/api.js';
import { DATABASE_KINDS, signIn, signInResponse, useTestDatabase } from '../../../../test/harness.js';
import { withTwoFactor } from './mfa.fixtures.js';
import { codeAt, newTotpSecret } from './totp.js';
import { openTotpSecret, sealTotpSecret } from './totp-secrets.js';

/** Decisions 100 and 102: authenticator secrets sealed at rest, under keys that rotate. */

const base64Key = () => randomBytes(32).toString('base64');
const keysOf = (...values: string[]): SealingKey[] =>
  loadConfig({ SECRETS_ENCRYPTION_KEY: values.join(',') }).secretKeys;
const USER = '3f6c1d9e-8a51-4f4e-9a0b-6f1c2d3e4f50';
const OTHER = '9a1b2c3d-4e5f-4a6b-8c7d-0e1f2a3b4c5d';

describe('sealing authenticator secrets', () => {
  const keys = keysOf(base64Key());

  it('opens what it sealed, and the sealed text holds neither the secret nor its bytes in the clear', () => {
    const secret = newTotpSecret();
    const sealed = sealTotpSecret(keys, USER, secret);
    expect(sealed).not.toContain(secret);
    expect(sealed).toMatch(new RegExp(`^aes256gcm:${keys[0]?.id}:`));
    expect(openTotpSecret(keys, USER, sealed)).toBe(secret);
    // A fresh nonce each time: the same secret never seals to the same text.
    expect(sealTotpSecret(keys, USER, secret)).not.toBe(sealed);
  });

  it('refuses a changed byte, another person’s row, and a key it does not hold', () => {
    const secret = newTotpSecret();
    const sealed = sealTotpSecret(keys, USER, secret);
    const parts = sealed.split(':');
    const body = Buffer.from(parts[3] ?? '', 'base64url');
    body[0] = (body[0] ?? 0) ^ 1;
    const tampered = [...parts.slice(0, 3), body.toString('base64url'), parts[4]].join(':');
    expect(() => openTotpSecret(keys, USER, tampered)).toThrow(SealedSecretRefused);
    expect(() => openTotpSecret(keys, OTHER, sealed)).toThrow(SealedSecretRefused);
    expect(() => openTotpSecret(keysOf(base64Key()), USER, sealed)).toThrow(SealedSecretRefused);
    // The same id with another key's bytes (a key id is only a name): the tag refuses it.
    const impostor: SealingKey[] = [{ id: keys[0]?.id ?? '', key: randomBytes(32) }];
    expect(() => openTotpSecret(impostor, USER, sealed)).toThrow(SealedSecretRefused);
  });

  it('rotates: the new key seals, the old one still opens what it sealed', () => {
    const old = base64Key();
    const before = keysOf(old);
    const after = keysOf(base64Key(), old);
    const secret = newTotpSecret();
    const sealedBefore = sealTotpSecret(before, USER, secret);
    expect(openTotpSecret(after, USER, sealedBefore)).toBe(secret);
    const sealedAfter = sealTotpSecret(after, USER, secret);
    expect(keyIdOf(sealedAfter)).toBe(after[0]?.id);
    expect(keyIdOf(sealedAfter)).not.toBe(keyIdOf(sealedBefore));
    expect(() => openTotpSecret(before, USER, sealedAfter)).toThrow(SealedSecretRefused);
  });

  it('opens a row sealed before decision 102 moved the sealing to the platform (the same format)', () => {
    // Sealed by decision 100's totp-secrets.ts under the key of 32 bytes of 9s.
    const before = 'aes256gcm:8c0cc17a:ODCHIucDheXHbyFA:DmFaszr7I3p2V2kGe8c8Rg:ccLJlTYqo6xvtzwKGfhoiQ';
    const nines = keysOf(Buffer.alloc(32, 9).toString('base64'));
    expect(nines[0]?.id).toBe('8c0cc17a');
    expect(openTotpSecret(nines, USER, before)).toBe('JBSWY3DPEHPK3PXP');
  });

  it('takes a plain secret (a row from before) as it is, until start-up seals it', () => {
    const secret = newTotpSecret();
    expect(keyIdOf(secret)).toBeNull();
    expect(openTotpSecret(keys, USER, secret)).toBe(secret);
  });
});

describe.each(DATABASE_KINDS)('authenticator secrets at rest on %s', (kind) => {
  const database = useTestDatabase(kind);
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await (await database()).build();
  });
  const rawSecret = async (email: string) => {
    const { db } = await database();
    const row = await db
      .selectFrom('mfa_totp')
      .innerJoin('users', 'users.id', 'mfa_totp.user_id')
      .select(['mfa_totp.secret', 'mfa_totp.user_id'])
      .where('users.email', '=', email)
      .executeTakeFirstOrThrow();
    return row;
  };

  it('never holds the base32 secret, from set-up to sign-in', async () => {
    const email = `at-rest-${kind}@example.com`;
    const session = await signIn(app, email);
    const setup = (await inject(app, mfaApi.totpSetup, { session })).data();
    const unconfirmed = await rawSecret(email);
    expect(unconfirmed.secret).not.toContain(setup.secret);
    expect(keyIdOf(unconfirmed.secret)).toBe(DEVELOPMENT_SEALING_KEY.id);
    const confirmed = await inject(app, mfaApi.totpConfirm, {
      session,
      body: { code: codeAt(setup.secret) },
    });
    expect(confirmed.statusCode).toBe(200);
    expect((await rawSecret(email)).secret).toBe(unconfirmed.secret);
  });

  it('seals plain secrets and re-seals an old key’s at start-up; refuses to start without a key it needs', async () => {
    const test = await database();
    // Rows sealed under the development key would need it in the list too: this test starts without them.
    await test.db.deleteFrom('mfa_totp').execute();
    const first = base64Key();
    const second = base64Key();
    // The older name of the setting (decision 102) still seals.
    const app = await test.build({ MFA_ENCRYPTION_KEY: first });
    const plain = `plain-${kind}@example.com`;
    const { secret: plainSecret } = await withTwoFactor(app, plain);
    const rotated = `rotated-${kind}@example.com`;
    const { secret: rotatedSecret } = await withTwoFactor(app, rotated);
    const [firstKey] = keysOf(first);
    expect(keyIdOf((await rawSecret(rotated)).secret)).toBe(firstKey?.id);
    // As a row written before decision 100 holds it.
    await test.db
      .updateTable('mfa_totp')
      .set({ secret: plainSecret })
      .where('user_id', '=', (await rawSecret(plain)).user_id)
      .execute();

    // A list without the first key cannot open the rotated row: the process refuses to start.
    await expect(test.build({ SECRETS_ENCRYPTION_KEY: second })).rejects.toThrow(
      /SECRETS_ENCRYPTION_KEY: authenticator secrets are sealed under key/,
    );

    const next = await test.build({ SECRETS_ENCRYPTION_KEY: `${second},${first}` });
    const [secondKey] = keysOf(second);
    const rows = await test.db.selectFrom('mfa_totp').select('secret').execute();
    expect(rows.length).toBeGreaterThanOrEqual(2);
    for (const row of rows) {
      expect(keyIdOf(row.secret)).toBe(secondKey?.id);
      expect(row.secret).not.toMatch(/^[A-Z2-7]+=*$/);
    }
    expect((await rawSecret(plain)).secret).not.toContain(plainSecret);
    // Both still sign in with their app's codes, and the first key can now leave the list.
    const later = Date.now() + 30_000;
    for (const [email, secret] of [
      [plain, plainSecret],
      [rotated, rotatedSecret],
    ] as const) {
      const mfaToken = (await signInResponse(next, email)).json().data.mfaToken as string;
      const verified = await inject(next, mfaApi.verify, { body: { mfaToken, code: codeAt(secret, later) } });
      expect(verified.statusCode).toBe(200);
    }
    await expect(test.build({ SECRETS_ENCRYPTION_KEY: second })).resolves.toBeDefined();
  });
});
