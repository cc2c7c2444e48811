/**
 * Authenticator-app secrets at rest (decision 100): sealed with AES-256-GCM under the first of MFA_ENCRYPTION_KEY's
 * keys, opened with whichever key's id the row names, bound to the person's row so a sealed secret copied to another
 * person's row does not open. At start-up every row not sealed under the first key (a plain secret from before, or
 * one under an older key) is sealed again. Changes when the sealing or the keys' handling does.
 */
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import type { MfaKey } from '../../../../config.js';
import type { Executor } from '../../../../platform/db/transaction.js';

/** `aes256gcm:<key id>:<iv>:<ciphertext>:<tag>`, base64url; a base32 secret (A-Z, 2-7) never holds a colon. */
const PREFIX = 'aes256gcm';
const IV_BYTES = 12;
const TAG_BYTES = 16;

/** What the tag also covers: the row's person, so a sealed secret opens only in its own row. */
const associatedData = (userId: string) => Buffer.from(`mfa_totp:${userId}`, 'utf8');

export class SealedSecretRefused extends Error {}

const isSealed = (stored: string) => stored.startsWith(`${PREFIX}:`);

/** The id of the key a stored secret is sealed under; null for a plain one (stored before decision 100). */
export function keyIdOf(stored: string): string | null {
  return isSealed(stored) ? (stored.split(':')[1] ?? '') : null;
}

/** Seals a base32 secret for `userId`'s row under the first key: the key that writes. */
export function sealTotpSecret(keys: readonly MfaKey[], userId: string, secret: string): string {
  const [key] = keys;
  if (!key) throw new Error('MFA_ENCRYPTION_KEY: no key to seal with');
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', key.key, iv, { authTagLength: TAG_BYTES });
  cipher.setAAD(associatedData(userId));
  const sealed = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
  const parts = [iv, sealed, cipher.getAuthTag()].map((part) => part.toString('base64url'));
  return [PREFIX, key.id, ...parts].join(':');
}

/**
 * The base32 secret of `userId`'s row. A plain secret (a row written before decision 100 by a process not yet
 * upgraded) is answered as it is; start-up seals it. Throws SealedSecretRefused for a key not in the list, a
 * changed byte, or another person's row.
 */
export function openTotpSecret(keys: readonly MfaKey[], userId: string, stored: string): string {
  if (!isSealed(stored)) return stored;
  const [, keyId, iv, sealed, tag, ...rest] = stored.split(':');
  const key = keys.find((candidate) => candidate.id === keyId);
  if (!key)
    throw new SealedSecretRefused(`sealed under key ${keyId}, which MFA_ENCRYPTION_KEY does not hold`);
  if (iv === undefined || sealed === undefined || tag === undefined || rest.length > 0)
    throw new SealedSecretRefused('not a sealed secret');
  try {
    const decipher = createDecipheriv('aes-256-gcm', key.key, Buffer.from(iv, 'base64url'), {
      authTagLength: TAG_BYTES,
    });
    decipher.setAAD(associatedData(userId));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(sealed, 'base64url')), decipher.final()]).toString(
      'utf8',
    );
  } catch {
    throw new SealedSecretRefused('the sealed secret does not open: changed, or not this row');
  }
}

/**
 * Seals again every secret not sealed under the first key: plain ones (before decision 100) and ones under an older
 * key (after a rotation), so an old key can leave the list once every process has started with the new one first.
 * Each row is replaced only if it is still what was read, so processes starting together do not undo each other.
 * Refuses to start when a row is sealed under a key the list lacks: its person could never sign in.
 */
export async function sealEveryTotpSecret(
  executor: Executor,
  keys: readonly MfaKey[],
): Promise<{ sealed: number; resealed: number }> {
  const writer = keys[0];
  if (!writer) throw new Error('MFA_ENCRYPTION_KEY: no key to seal with');
  const rows = await executor
    .selectFrom('mfa_totp')
    .select(['user_id', 'secret'])
    .where('secret', 'not like', `${PREFIX}:${writer.id}:%`)
    .execute();
  const unknown = [
    ...new Set(
      rows
        .map((row) => keyIdOf(row.secret))
        .filter((id) => id !== null && !keys.some((key) => key.id === id)),
    ),
  ];
  if (unknown.length > 0)
    throw new Error(
      `MFA_ENCRYPTION_KEY: authenticator secrets are sealed under key ${unknown.join(', ')}, which the list does not hold; add the old key after the new one`,
    );
  let sealed = 0;
  let resealed = 0;
  for (const row of rows) {
    const secret = openTotpSecret(keys, row.user_id, row.secret);
    const written = await executor
      .updateTable('mfa_totp')
      .set({ secret: sealTotpSecret(keys, row.user_id, secret) })
      .where('user_id', '=', row.user_id)
      .where('secret', '=', row.secret)
      .executeTakeFirst();
    if (Number(written.numUpdatedRows) === 0) continue;
    if (keyIdOf(row.secret) === null) sealed += 1;
    else resealed += 1;
  }
  return { sealed, resealed };
}
