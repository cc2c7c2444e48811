/**
 * Rolling an endpoint's signing secret (decision 111): a new secret, sealed as creation seals one (decision 102) and
 * answered this once; the secret it replaces keeps signing beside it for WEBHOOK_PREVIOUS_SECRET_HOURS, so the
 * receiver can switch without losing a delivery; audited. Changes when a roll's grace or what it records does.
 */
import { type TRolledWebhookSecret, WEBHOOK_PREVIOUS_SECRET_HOURS } from '@engagex/contracts';
import { sql } from 'kysely';
import type { SealingKey } from '../../../config.js';
import type { Database } from '../../../platform/db/database.js';
import { notFound } from '../../../platform/errors.js';
import { recordAudit } from '../admin/audit-log.js';
import { sealWebhookSecret } from './secrets.js';
import { newWebhookSecret } from './signature.js';

/**
 * One UPDATE moves the current secret to `previous_secret` and writes the new one. Two rolls racing queue on the row's
 * lock, and PostgreSQL evaluates the second's `secret` after the first committed, so the second keeps the first's
 * secret as previous: one current secret at the end, and each caller's either the current one or the one it
 * superseded, still signing for a day. A second roll within the day thus replaces the previous secret (the one
 * before the first roll stops signing at once) and starts the day again.
 */
export async function rollWebhookSecret(
  db: Database,
  input: { userId: string; endpointId: string; requestId: string },
  keys: readonly SealingKey[],
): Promise<TRolledWebhookSecret> {
  const secret = newWebhookSecret();
  const sealed = sealWebhookSecret(keys, input.endpointId, secret);
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .updateTable('webhook_endpoints')
      .set({
        previous_secret: sql<string>`secret`,
        previous_secret_until: sql<Date>`now() + ${WEBHOOK_PREVIOUS_SECRET_HOURS} * interval '1 hour'`,
        secret: sealed,
      })
      .where('id', '=', input.endpointId)
      .where('user_id', '=', input.userId)
      .returning(['id', 'url', 'previous_secret_until'])
      .executeTakeFirst();
    if (!row) throw notFound('Webhook');
    // Never a secret in the log, sealed or not: which endpoint, and until when the previous one signs.
    await recordAudit(trx, {
      action: 'webhook.secret_roll',
      actorId: input.userId,
      targetId: input.userId,
      before: null,
      after: {
        id: row.id,
        url: row.url,
        previousSignsUntil: row.previous_secret_until?.toISOString() ?? null,
      },
      reason: null,
      requestId: input.requestId,
    });
    return { secret };
  });
}
