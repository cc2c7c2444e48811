/**
 * Checking an organiser's API key (decision 090): a bearer token that begins `ekx_` is looked up by its SHA-256,
 * and acts as its owner with only what a key may carry: the organiser role, none of the owner's others. Its last
 * use is stamped at most once a minute per key and process. Changes when a key carries something new.
 */
import { createHash, randomBytes } from 'node:crypto';
import { API_KEY_PREFIX, type TApiKeyScope, type TRole } from '@engagex/contracts';
import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import type { Config } from '../../config.js';
import type { Database } from '../db/database.js';
import { type AppError, forbidden, unauthenticated } from '../errors.js';
import { msg } from '../i18n/say.js';
import { rolesFor } from './roles.js';

/** What a request made with a key carries besides its owner: which key, and what it may do. */
export type ApiKeyGrant = { id: string; scopes: readonly TApiKeyScope[] };

/** A key sent to a route that names no scope: admin, money, account and the keys themselves among them. */
export const API_KEY_NOT_ACCEPTED = msg('API keys cannot be used here: sign in to EngageX instead');
export const API_KEY_SCOPE_MISSING = msg('This API key may not do this: make a key with the scope it needs');
export const API_KEY_INVALID = msg('This API key is not valid or has been revoked');
export const API_KEY_OWNER_NOT_ORGANISER = msg('API keys work only while their owner is an organiser');

/** Stamped at most this often per key and process: a busy key writes once a minute, not once a request. */
const LAST_USE_EVERY_MS = 60_000;
/** A key has no expiry of its own: it ends when revoked, or its owner is suspended or stops organising. */
const NEVER = new Date(8_640_000_000_000_000);

export const isApiKey = (token: string) => token.startsWith(API_KEY_PREFIX);

/**
 * SHA-256, not bcrypt: the secret is 256 random bits, so there is nothing to guess that slow hashing would
 * protect, and a key is checked on every request it makes (decision 090).
 */
export const apiKeyHash = (key: string) => createHash('sha256').update(key).digest('hex');

/** A new key: 32 random bytes after `ekx_`, its hash to keep, and the first characters lists show. */
export function newApiKey() {
  const key = `${API_KEY_PREFIX}${randomBytes(32).toString('base64url')}`;
  return { key, hash: apiKeyHash(key), prefix: key.slice(0, API_KEY_PREFIX.length + 8) };
}

/** The roles a key acts with: its owner's organiser role and nothing else, so never an admin's reach. */
const keyRoles = (owner: TRole[]): TRole[] =>
  owner.includes('organiser') ? ['user', 'organiser'] : ['user'];

export function createApiKeyAuth(db: Database, config: Config, log: FastifyBaseLogger) {
  const stamped = new Map<string, number>();

  async function load(key: string) {
    const row = await db
      .selectFrom('api_keys as k')
      .innerJoin('users as u', 'u.id', 'k.user_id')
      .select([
        'k.id as keyId',
        'k.scopes',
        'k.revoked_at',
        'u.id',
        'u.email',
        'u.email_verified',
        'u.granted_roles',
        'u.suspended_at',
        'u.locale',
      ])
      .where('k.key_hash', '=', apiKeyHash(key))
      .executeTakeFirst();
    if (!row || row.revoked_at) throw unauthenticated(API_KEY_INVALID);
    // A suspended owner's key says no more than that the key is refused: it is not the owner at the keyboard.
    if (row.suspended_at) throw unauthenticated(API_KEY_INVALID);
    const roles = keyRoles(rolesFor(row, config));
    if (!roles.includes('organiser')) throw forbidden(API_KEY_OWNER_NOT_ORGANISER);
    return {
      id: row.id,
      email: row.email,
      roles,
      awaitingSecondFactor: [],
      tokenId: row.keyId,
      tokenExpiresAt: NEVER,
      sessionId: null,
      locale: row.locale,
      apiKey: { id: row.keyId, scopes: row.scopes as TApiKeyScope[] },
    };
  }

  /** Stamps the key's last use unless this process did within the minute; a failure is logged, never answered. */
  function used(keyId: string) {
    const now = Date.now();
    if (now - (stamped.get(keyId) ?? 0) < LAST_USE_EVERY_MS) return;
    stamped.set(keyId, now);
    if (stamped.size > 10_000) stamped.clear();
    db.updateTable('api_keys')
      .set({ last_used_at: sql<Date>`now()` })
      .where('id', '=', keyId)
      .where((eb) =>
        eb.or([
          eb('last_used_at', 'is', null),
          eb('last_used_at', '<', sql<Date>`now() - interval '1 minute'`),
        ]),
      )
      .execute()
      .catch((error: unknown) => log.warn({ err: error, keyId }, 'could not stamp an API key’s last use'));
  }

  return { load, used };
}

/**
 * Why a request with a key is refused, or null: a route naming no scope refuses every key before it is looked up,
 * and a known key lacking the route's scope is refused after. Logged as every refusal is (decision 060).
 */
export function keyRefused(
  request: FastifyRequest,
  user: { id: string; apiKey?: ApiKeyGrant | undefined } | null,
): AppError | null {
  const { config: route, url } = request.routeOptions;
  const scope = route.apiKeyScope;
  if (scope && (!user?.apiKey || user.apiKey.scopes.includes(scope))) return null;
  request.log.warn(
    { code: 'FORBIDDEN', userId: user?.id, apiKeyId: user?.apiKey?.id, required: scope ?? null, route: url },
    'access denied: API key',
  );
  return forbidden(scope ? API_KEY_SCOPE_MISSING : API_KEY_NOT_ACCEPTED);
}
