import type { TAccountSuspension, TErrorDetail } from '@engagex/contracts';
import { t } from './messages';

/**
 * What the fetch layer throws, and what a screen reads to decide what an error means: the fetch layer never toasts,
 * redirects or clears the session itself (docs/product.md §5, §8).
 */

/** A transport failure, a timeout, an unreadable body, a rejected envelope, or the HTTP status of a refusal. */
export type ApiErrorCode = 'FETCH_ERROR' | 'TIMEOUT_ERROR' | 'PARSING_ERROR' | 'API_ERROR' | number;

export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly code: ApiErrorCode;
  /** HTTP status when the server answered, else null. */
  readonly status: number | null;
  readonly details: TErrorDetail[] | undefined;
  /** Set when the refusal is of a suspended account (decision 048): since when, why, where to appeal. */
  readonly suspension: TAccountSuspension | undefined;
  /** How long the server asked to wait before asking again (its Retry-After, on a 429 or a 503), if it said. */
  readonly retryAfterMs: number | undefined;

  constructor(
    code: ApiErrorCode,
    message: string,
    options: {
      status?: number | null;
      details?: TErrorDetail[] | undefined;
      suspension?: TAccountSuspension | undefined;
      retryAfterMs?: number | undefined;
      cause?: unknown;
    } = {},
  ) {
    super(message, { cause: options.cause });
    this.code = code;
    this.status = options.status ?? null;
    this.details = options.details;
    this.suspension = options.suspension;
    this.retryAfterMs = options.retryAfterMs;
  }

  /** True when the server itself refused the request (it answered with a non-2xx status). */
  get isHttpError(): boolean {
    return typeof this.code === 'number';
  }
}

export const isApiError = (error: unknown): error is ApiError => error instanceof ApiError;

/** The suspension a refusal reports, if the account is suspended (decision 048). */
export const suspensionOf = (error: unknown): TAccountSuspension | null =>
  (isApiError(error) && error.suspension) || null;

/** No answer came (no network, or the server is down or too slow), as opposed to an answer that refused. */
export const isUnreachable = (error: unknown): boolean =>
  isApiError(error) && (error.code === 'FETCH_ERROR' || error.code === 'TIMEOUT_ERROR');

/**
 * A refusal's field details keyed by the request-body path they name (`body.links.1` gives `links.1`), the first
 * message for each; empty for any other error. Forms map these keys onto their own fields.
 */
export function fieldErrorsOf(error: unknown): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const detail of isApiError(error) ? (error.details ?? []) : []) {
    const path = detail.path.replace(/^body\.?/, '');
    if (path) errors[path] ??= detail.message;
  }
  return errors;
}

/** What the fetch layer says when the server is out of reach, slow or unreadable, in the reader's language. */
export const fetchErrorMessage = () => t('error.fetch');
export const timeoutErrorMessage = () => t('error.timeout');
export const parsingErrorMessage = () => t('error.parsing');

/** Said wherever a part of the page waits for this device's network to come back (decision 055). */
export const offlineText = () => t('offline');

/**
 * The browser has no network, and the query failed or waits for want of it: a calm "You're offline", not an
 * error (TanStack Query fetches it again when the network returns). A server that is down while the network is
 * up stays an error with its Retry.
 */
export const isDeviceOffline = (query: {
  error: unknown;
  failureReason: unknown;
  fetchStatus: string;
}): boolean =>
  typeof navigator !== 'undefined' &&
  navigator.onLine === false &&
  (query.fetchStatus === 'paused' || isUnreachable(query.error ?? query.failureReason));
