/**
 * Organisers' webhook signing secrets at rest (decision 102): sealed by platform/crypto/sealed-secrets.ts when an
 * endpoint is made, bound to its row (`webhook_endpoints:<endpoint id>`) so a sealed secret copied into another
 * endpoint's row does not open, and opened only to sign a delivery. The secret a roll replaced (decision 111) is
 * bound the same way: it is the same endpoint's. At start-up every secret not sealed under the first key (a plain
 * one from before decision 102, or one under an older key), current or previous, is sealed again. Changes when what
 * a secret is bound to, or which rows start-up reads, does.
 */
import type { SealingKey } from '../../../config.js';
import {
  openSecret,
  sealAgain,
  sealedByWriterPattern,
  sealSecret,
} from '../../../platform/crypto/sealed-secrets.js';
import type { Executor } from '../../../platform/db/transaction.js';

/** What the tag also covers: the endpoint, so a secret signs only its own endpoint's deliveries. */
const boundTo = (endpointId: string) => `webhook_endpoints:${endpointId}`;

export const sealWebhookSecret = (keys: readonly SealingKey[], endpointId: string, secret: string) =>
  sealSecret(keys, boundTo(endpointId), secret);

/** The `whsec_` secret of an endpoint's row; a plain one as it is. Throws SealedSecretRefused for another row's. */
export const openWebhookSecret = (keys: readonly SealingKey[], endpointId: string, stored: string) =>
  openSecret(keys, boundTo(endpointId), stored);

/**
 * Seals again every signing secret not sealed under the first key, the current one and the one a roll left signing
 * for a day (decision 111); a column is replaced only if it still holds what was read, so processes starting together
 * do not undo each other, nor a sweep a roll that came between. Refuses to start when a row is sealed under a key the
 * list lacks: that endpoint's deliveries could never be signed again.
 */
export async function sealEveryWebhookSecret(
  executor: Executor,
  keys: readonly SealingKey[],
): Promise<{ sealed: number; resealed: number }> {
  const pattern = sealedByWriterPattern(keys);
  const current = await executor
    .selectFrom('webhook_endpoints')
    .select(['id', 'secret as stored'])
    .where('secret', 'not like', pattern)
    .execute();
  const previous = await executor
    .selectFrom('webhook_endpoints')
    .select(['id', 'previous_secret as stored'])
    .where('previous_secret', 'is not', null)
    .where('previous_secret', 'not like', pattern)
    .execute();
  const rows = [
    ...current.map((row) => ({ column: 'secret' as const, id: row.id, stored: row.stored })),
    ...previous.map((row) => ({
      column: 'previous_secret' as const,
      id: row.id,
      stored: row.stored as string,
    })),
  ];
  return sealAgain(
    keys,
    'webhook signing secrets',
    rows.map((row) => ({ ...row, boundTo: boundTo(row.id) })),
    async (row, sealed) => {
      const written = await executor
        .updateTable('webhook_endpoints')
        .set({ [row.column]: sealed })
        .where('id', '=', row.id)
        .where(row.column, '=', row.stored)
        .executeTakeFirst();
      return Number(written.numUpdatedRows) > 0;
    },
  );
}
