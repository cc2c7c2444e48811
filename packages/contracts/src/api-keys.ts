import { z } from 'zod';

/**
 * Organisers' API keys (decision 090): a secret `ekx_…` sent as `Authorization: Bearer`, acting as its owner on
 * the few routes that name one of its scopes, for the owner's own events only. Changes when a scope is added.
 */

/** What a key may do; an endpoint that accepts keys names one of these in the endpoint table (`apiKeyScope`). */
export const API_KEY_SCOPES = ['events:read', 'bookings:read', 'check-in:write', 'exports:read'] as const;
export const ZApiKeyScope = z.enum(API_KEY_SCOPES);
export type TApiKeyScope = z.infer<typeof ZApiKeyScope>;

/** Every key begins so, which tells the server (and a secret scanner) a key from a session token. */
export const API_KEY_PREFIX = 'ekx_';

/** How many live keys one person may hold: more than any integration needs, few enough to review. */
export const API_KEYS_PER_PERSON = 20;

export const ZApiKeyName = z
  .string()
  .trim()
  .min(1, 'Give the key a name, so you can tell it apart later')
  .max(80, 'Keep the name to 80 characters');

export const ZCreateApiKeyRequest = z.object({
  name: ZApiKeyName,
  scopes: z
    .array(ZApiKeyScope)
    .min(1, 'Choose at least one thing the key may do')
    .max(API_KEY_SCOPES.length)
    .refine((scopes) => new Set(scopes).size === scopes.length, 'Name each scope once'),
});
export type TCreateApiKeyRequest = z.infer<typeof ZCreateApiKeyRequest>;

/** A key as lists show it: never the secret, only its first characters so people can tell keys apart. */
export const ZApiKey = z
  .object({
    id: z.uuid(),
    name: z.string(),
    scopes: z.array(ZApiKeyScope),
    /** `ekx_` and the secret's next eight characters. */
    prefix: z.string(),
    createdAt: z.iso.datetime(),
    /** Updated at most once a minute; null until first used. */
    lastUsedAt: z.iso.datetime().nullable(),
  })
  .meta({ id: 'ApiKey' });
export type TApiKey = z.infer<typeof ZApiKey>;

/** The answer to making a key: the key and, this once, its secret. */
export const ZCreatedApiKey = ZApiKey.extend({ key: z.string() }).meta({ id: 'CreatedApiKey' });
export type TCreatedApiKey = z.infer<typeof ZCreatedApiKey>;

export const ZApiKeys = z.object({ keys: z.array(ZApiKey) });
export type TApiKeys = z.infer<typeof ZApiKeys>;

export const ZApiKeyParams = z.object({ id: z.uuid() });
