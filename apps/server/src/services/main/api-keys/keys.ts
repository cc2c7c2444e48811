/**
 * An organiser's API keys (decision 090): listing the live ones, making one (its secret answered once, only its
 * SHA-256 kept) and revoking one, each change audited in the transaction that makes it. Changes when a key gains
 * a property or the limit per person changes.
 */
import {
  API_KEYS_PER_PERSON,
  type TApiKey,
  type TApiKeyScope,
  type TCreatedApiKey,
} from '@engagex/contracts';
import { sql } from 'kysely';
import { newApiKey } from '../../../platform/auth/api-key-auth.js';
import type { Database } from '../../../platform/db/database.js';
import { AppError, notFound } from '../../../platform/errors.js';
import { say } from '../../../platform/i18n/say.js';
import { recordAudit } from '../admin/audit-log.js';

type KeyRow = {
  id: string;
  name: string;
  scopes: string[];
  prefix: string;
  created_at: Date;
  last_used_at: Date | null;
};

const toApiKey = (row: KeyRow): TApiKey => ({
  id: row.id,
  name: row.name,
  scopes: row.scopes as TApiKeyScope[],
  prefix: row.prefix,
  createdAt: row.created_at.toISOString(),
  lastUsedAt: row.last_used_at?.toISOString() ?? null,
});

/** The person's keys still in force, the newest first; revoked ones are kept for the record but not listed. */
export async function listApiKeys(db: Database, userId: string): Promise<TApiKey[]> {
  const rows = await db
    .selectFrom('api_keys')
    .select(['id', 'name', 'scopes', 'prefix', 'created_at', 'last_used_at'])
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
  return rows.map(toApiKey);
}

/**
 * Makes a key. The person's row is locked first, so two creates racing on any processes count the live keys one
 * after the other: the limit holds however many arrive at once.
 */
export async function createApiKey(
  db: Database,
  input: { userId: string; name: string; scopes: TApiKeyScope[]; requestId: string },
): Promise<TCreatedApiKey> {
  return db.transaction().execute(async (trx) => {
    await trx
      .selectFrom('users')
      .select('id')
      .where('id', '=', input.userId)
      .forUpdate()
      .executeTakeFirstOrThrow();
    const { live } = await trx
      .selectFrom('api_keys')
      .select(sql<number>`count(*)::int`.as('live'))
      .where('user_id', '=', input.userId)
      .where('revoked_at', 'is', null)
      .executeTakeFirstOrThrow();
    if (live >= API_KEYS_PER_PERSON) {
      throw new AppError(
        'CONFLICT',
        say('You already have {limit} API keys: revoke one you no longer use before making another', {
          limit: API_KEYS_PER_PERSON,
        }),
      );
    }
    const { key, hash, prefix } = newApiKey();
    const row = await trx
      .insertInto('api_keys')
      .values({
        id: crypto.randomUUID(),
        user_id: input.userId,
        name: input.name,
        scopes: input.scopes,
        key_hash: hash,
        prefix,
      })
      .returning(['id', 'name', 'scopes', 'prefix', 'created_at', 'last_used_at'])
      .executeTakeFirstOrThrow();
    await recordAudit(trx, {
      action: 'api_key.create',
      actorId: input.userId,
      targetId: input.userId,
      before: null,
      after: { id: row.id, name: row.name, scopes: row.scopes, prefix: row.prefix },
      reason: null,
      requestId: input.requestId,
    });
    return { ...toApiKey(row), key };
  });
}

/**
 * Revokes one of the person's keys: another person's, or one already revoked, is a 404 and nothing changes. The
 * update announces the key (migration 0042), so every process forgets it once the transaction commits.
 */
export async function revokeApiKey(
  db: Database,
  input: { userId: string; keyId: string; requestId: string },
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const row = await trx
      .updateTable('api_keys')
      .set({ revoked_at: sql<Date>`now()` })
      .where('id', '=', input.keyId)
      .where('user_id', '=', input.userId)
      .where('revoked_at', 'is', null)
      .returning(['id', 'name', 'scopes', 'prefix'])
      .executeTakeFirst();
    if (!row) throw notFound('API key');
    await recordAudit(trx, {
      action: 'api_key.revoke',
      actorId: input.userId,
      targetId: input.userId,
      before: { id: row.id, name: row.name, scopes: row.scopes, prefix: row.prefix },
      after: null,
      reason: null,
      requestId: input.requestId,
    });
  });
}
