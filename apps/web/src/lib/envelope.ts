import type { TAccountSuspension, TErrorDetail } from '@engagex/contracts';
import { ApiError, parsingErrorMessage } from './api-error';
import { t } from './messages';

/**
 * What an answer in our envelope means (decision 005): its `data` on success, otherwise an ApiError carrying the
 * server's message and field details, or the status alone when the body says nothing readable; unreadable JSON on
 * a success is a parsing error.
 */

type EnvelopeLike = {
  success?: unknown;
  data?: unknown;
  message?: unknown;
  error?: unknown;
  details?: unknown;
  suspension?: unknown;
};

const asEnvelope = (value: unknown): EnvelopeLike | null =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as EnvelopeLike) : null;

const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() !== '' ? value : undefined;

const detailsOf = (envelope: EnvelopeLike | null): TErrorDetail[] | undefined =>
  Array.isArray(envelope?.details) ? (envelope.details as TErrorDetail[]) : undefined;

const suspensionOf = (envelope: EnvelopeLike | null): TAccountSuspension | undefined => {
  const value = asEnvelope(envelope?.suspension) as Partial<TAccountSuspension> | null;
  if (typeof value?.since !== 'string') return undefined;
  return {
    since: value.since,
    reason: text(value.reason) ?? null,
    appealTo: text(value.appealTo) ?? null,
  };
};

/**
 * A Retry-After header in milliseconds: delay-seconds or an HTTP date (RFC 9110 §10.2.3); undefined when absent or
 * unreadable. Pollers (the waiting room) wait at least this long after a 429 or a 503.
 */
export function retryAfterOf(header: string | null, now = Date.now()): number | undefined {
  const value = header?.trim();
  if (!value) return undefined;
  if (/^\d+$/.test(value)) return Number(value) * 1000;
  const at = Date.parse(value);
  return Number.isNaN(at) ? undefined : Math.max(0, at - now);
}

export function readEnvelope<T>(response: Response, raw: string): T {
  let parsed: unknown;
  if (raw.trim() !== '') {
    try {
      parsed = JSON.parse(raw);
    } catch (cause) {
      if (!response.ok) {
        throw new ApiError(response.status, t('error.status', { status: response.status }), {
          status: response.status,
          cause,
        });
      }
      throw new ApiError('PARSING_ERROR', parsingErrorMessage(), { status: response.status, cause });
    }
  }

  const envelope = asEnvelope(parsed);
  if (!response.ok) {
    const message =
      text(envelope?.message) ??
      text(envelope?.error) ??
      (parsed === undefined ? t('error.noResponse') : t('error.status', { status: response.status }));
    throw new ApiError(response.status, message, {
      status: response.status,
      details: detailsOf(envelope),
      suspension: suspensionOf(envelope),
      retryAfterMs: retryAfterOf(response.headers.get('retry-after')),
    });
  }
  if (parsed === undefined || parsed === null) {
    throw new ApiError('API_ERROR', t('error.noResponse'), { status: response.status });
  }
  if (envelope?.success !== true) {
    throw new ApiError(
      'API_ERROR',
      text(envelope?.message) ?? text(envelope?.error) ?? t('error.apiFailed'),
      {
        status: response.status,
        details: detailsOf(envelope),
      },
    );
  }
  return envelope.data as T;
}
