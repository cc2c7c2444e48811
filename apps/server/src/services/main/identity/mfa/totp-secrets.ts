/**
 * Authenticator-app secrets at rest (decisions 100, 102): sealed by platform/crypto/sealed-secrets.ts, bound to the
 * person's row (`mfa_totp:<user id>`) so a sealed secret copied to another person's row does not open. At start-up
 * every row not sealed under the first key (a plain secret from before, or one under an older key) is sealed again.
 * Changes when what a secret is bound to, or which rows start-up reads, does.
 */
import type { SealingKey } from '../../../../config.js';
import {
  openSecret,
  sealAgain,
  sealedByWriterPattern,
  sealSecret,
} from '../../../../platform/crypto/sealed-secrets.js';
import type { Executor } from '../../../../platform/db/transaction.js';

/** What the tag also covers: the row's person, so a sealed secret opens only in its own row. */
const boundTo = (userId: string) => `mfa_totp:${userId}`;

/** Seals a base32 secret for `userId`'s row under the first key: the key that writes. */
export const sealTotpSecret = (keys: readonly SealingKey[], userId: string, secret: string) =>
  sealSecret(keys, boundTo(userId), secret);

/** The base32 secret of `userId`'s row; a plain one as it is. Throws SealedSecretRefused for any other row's. */
export const openTotpSecret = (keys: readonly SealingKey[], userId: string, stored: string) =>
  openSecret(keys, boundTo(userId), stored);

/**
 * Seals again every secret not sealed under the first key; a row is replaced only if it still holds what was read,
 * so processes starting together do not undo each other. Refuses to start when a row is sealed under a key the list
 * lacks: its person could never sign in.
 */
export async function sealEveryTotpSecret(
  executor: Executor,
  keys: readonly SealingKey[],
): Promise<{ sealed: number; resealed: number }> {
  const rows = await executor
    .selectFrom('mfa_totp')
    .select(['user_id', 'secret'])
    .where('secret', 'not like', sealedByWriterPattern(keys))
    .execute();
  return sealAgain(
    keys,
    'authenticator secrets',
    rows.map((row) => ({ userId: row.user_id, boundTo: boundTo(row.user_id), stored: row.secret })),
    async (row, sealed) => {
      const written = await executor
        .updateTable('mfa_totp')
        .set({ secret: sealed })
        .where('user_id', '=', row.userId)
        .where('secret', '=', row.stored)
        .executeTakeFirst();
      return Number(written.numUpdatedRows) > 0;
    },
  );
}
