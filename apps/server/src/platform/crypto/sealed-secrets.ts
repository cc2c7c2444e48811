/**
 * Secrets the server must read back, sealed at rest (decisions 100, 102): AES-256-GCM under the first of
 * SECRETS_ENCRYPTION_KEY's keys, opened with whichever key's id the stored text names, the tag also covering what the
 * secret is bound to (its row), so a sealed secret copied to another row does not open. Authenticator-app secrets
 * and organisers' webhook signing secrets both go through here; each owner keeps its own table's reads and writes.
 * Changes when the format, the cipher or the re-sealing at start-up does (the keys' parsing is config.ts's).
 */
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import type { SealingKey } from '../../config.js';

/**
 * `aes256gcm:<key id>:<iv>:<ciphertext>:<tag>`, base64url: decision 100's format, unchanged, so rows sealed before
 * decision 102 still open. A plain secret never starts so: base32 and `whsec_` secrets hold no colon.
 */
const PREFIX = 'aes256gcm';
const IV_BYTES = 12;
const TAG_BYTES = 16;
/** The setting named in messages; MFA_ENCRYPTION_KEY is its older name (decision 102). */
const SETTING = 'SECRETS_ENCRYPTION_KEY';

export class SealedSecretRefused extends Error {}

const isSealed = (stored: string) => stored.startsWith(`${PREFIX}:`);

/** The id of the key a stored secret is sealed under; null for a plain one (stored before it was sealed). */
export function keyIdOf(stored: string): string | null {
  return isSealed(stored) ? (stored.split(':')[1] ?? '') : null;
}

/** A SQL `like` pattern matching what the first key sealed: the rows start-up leaves alone. */
export function sealedByWriterPattern(keys: readonly SealingKey[]): string {
  return `${PREFIX}:${writerOf(keys).id}:%`;
}

function writerOf(keys: readonly SealingKey[]): SealingKey {
  const [key] = keys;
  if (!key) throw new Error(`${SETTING}: no key to seal with`);
  return key;
}

/**
 * Seals `secret` under the first key: the key that writes. `boundTo` names its row (`mfa_totp:<user id>`,
 * `webhook_endpoints:<endpoint id>`); opening needs the same words.
 */
export function sealSecret(keys: readonly SealingKey[], boundTo: string, secret: string): string {
  const key = writerOf(keys);
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', key.key, iv, { authTagLength: TAG_BYTES });
  cipher.setAAD(Buffer.from(boundTo, 'utf8'));
  const sealed = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
  const parts = [iv, sealed, cipher.getAuthTag()].map((part) => part.toString('base64url'));
  return [PREFIX, key.id, ...parts].join(':');
}

/**
 * The secret as it was given. A plain one (a row written by a process not yet sealing) is answered as it is; start-up
 * seals it. Throws SealedSecretRefused for a key not in the list, a changed byte, or another row's secret.
 */
export function openSecret(keys: readonly SealingKey[], boundTo: string, stored: string): string {
  if (!isSealed(stored)) return stored;
  const [, keyId, iv, sealed, tag, ...rest] = stored.split(':');
  const key = keys.find((candidate) => candidate.id === keyId);
  if (!key) throw new SealedSecretRefused(`sealed under key ${keyId}, which ${SETTING} does not hold`);
  if (iv === undefined || sealed === undefined || tag === undefined || rest.length > 0)
    throw new SealedSecretRefused('not a sealed secret');
  try {
    const decipher = createDecipheriv('aes-256-gcm', key.key, Buffer.from(iv, 'base64url'), {
      authTagLength: TAG_BYTES,
    });
    decipher.setAAD(Buffer.from(boundTo, 'utf8'));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(sealed, 'base64url')), decipher.final()]).toString(
      'utf8',
    );
  } catch {
    throw new SealedSecretRefused('the sealed secret does not open: changed, or not this row');
  }
}

/** A row start-up found not sealed under the first key: what it holds and what it is bound to. */
export type StoredSecret = { boundTo: string; stored: string };

/**
 * Seals again every row given (plain ones, and ones under an older key after a rotation), so an old key can leave
 * the list once every process has started with the new one first. `replace` writes the new text only where the row
 * still holds `stored` and says whether it did, so processes starting together never write a row twice nor undo
 * each other. Refuses when a row is sealed under a key the list lacks (`what` names those rows): its owner could
 * never use it again, so the operator must add the old key after the new one.
 */
export async function sealAgain<Row extends StoredSecret>(
  keys: readonly SealingKey[],
  what: string,
  rows: readonly Row[],
  replace: (row: Row, sealed: string) => Promise<boolean>,
): Promise<{ sealed: number; resealed: number }> {
  writerOf(keys);
  const unknown = [
    ...new Set(
      rows
        .map((row) => keyIdOf(row.stored))
        .filter((id) => id !== null && !keys.some((key) => key.id === id)),
    ),
  ];
  if (unknown.length > 0)
    throw new Error(
      `${SETTING}: ${what} are sealed under key ${unknown.join(', ')}, which the list does not hold; add the old key after the new one`,
    );
  let sealed = 0;
  let resealed = 0;
  for (const row of rows) {
    const secret = openSecret(keys, row.boundTo, row.stored);
    if (!(await replace(row, sealSecret(keys, row.boundTo, secret)))) continue;
    if (keyIdOf(row.stored) === null) sealed += 1;
    else resealed += 1;
  }
  return { sealed, resealed };
}
