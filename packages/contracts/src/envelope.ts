import { z } from 'zod';
import { decimalNumber } from './decimal-number.js';

/** Every failure answers one of these codes; the HTTP status follows from the code alone. */
export const ERROR_STATUS = {
  VALIDATION_ERROR: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  REQUEST_TIMEOUT: 408,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  HEADERS_TOO_LARGE: 431,
  BUSINESS_RULE: 422,
  RATE_LIMITED: 429,
  INTERNAL: 500,
  SERVICE_UNAVAILABLE: 503,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;
export const ZErrorCode = z.enum(Object.keys(ERROR_STATUS) as [ErrorCode, ...ErrorCode[]]);
export type TErrorCode = z.infer<typeof ZErrorCode>;

export const ZErrorDetail = z.object({
  path: z.string(),
  message: z.string(),
});
export type TErrorDetail = z.infer<typeof ZErrorDetail>;

/**
 * Every refusal of a suspended account carries this (decision 048): since when, the reason the admin recorded
 * (shown to the person by policy), and the address to appeal to (the deployment's SUPPORT_EMAIL; null when unset).
 */
export const ZAccountSuspension = z
  .object({
    since: z.string(),
    reason: z.string().nullable(),
    appealTo: z.string().nullable(),
  })
  .meta({ id: 'AccountSuspension' });
export type TAccountSuspension = z.infer<typeof ZAccountSuspension>;

/** `message` and `error` carry the same sentence: older clients read one, newer the other (docs/product.md §8). */
export const ZErrorEnvelope = z
  .object({
    success: z.literal(false),
    code: ZErrorCode,
    message: z.string(),
    error: z.string(),
    details: z.array(ZErrorDetail).optional(),
    suspension: ZAccountSuspension.optional(),
  })
  .meta({ id: 'ErrorEnvelope' });
export type TErrorEnvelope = z.infer<typeof ZErrorEnvelope>;

export const successEnvelope = <T extends z.ZodType>(data: T) =>
  z.object({ success: z.literal(true), data, message: z.string().optional() });

export type TSuccessEnvelope<T> = { success: true; data: T; message?: string };
export type TEnvelope<T> = TSuccessEnvelope<T> | TErrorEnvelope;

export const MAX_PAGE_LIMIT = 100;
export const DEFAULT_PAGE_LIMIT = 10;

export const ZPageQuery = z.object({
  page: decimalNumber(z.number().int().min(1)).default(1),
  limit: decimalNumber(z.number().int().min(1).max(MAX_PAGE_LIMIT)).default(DEFAULT_PAGE_LIMIT),
});
export type TPageQuery = z.infer<typeof ZPageQuery>;

export const paginated = <T extends z.ZodType>(item: T) =>
  z.object({
    items: z.array(item),
    page: z.number().int(),
    limit: z.number().int(),
    total: z.number().int(),
    totalPages: z.number().int(),
  });

export type TPaginated<T> = { items: T[]; page: number; limit: number; total: number; totalPages: number };
