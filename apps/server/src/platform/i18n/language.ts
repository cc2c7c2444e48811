/**
 * The language of a request and of a person (decision 077): one function each decides it. Changes when a language
 * is added (its prefix below) or the order of what decides it does.
 */
import { DEFAULT_UI_LANGUAGE, type TUiLanguage, UI_LANGUAGES } from '@engagex/contracts';
import type { FastifyRequest } from 'fastify';

/** A language tag's primary subtag → the portal's language for it: any Hindi (hi, hi-IN, hi-Latn) reads hi-IN. */
const BY_PRIMARY: Record<string, TUiLanguage> = { en: 'en-IN', hi: 'hi-IN' };

export const isUiLanguage = (value: unknown): value is TUiLanguage =>
  typeof value === 'string' && (UI_LANGUAGES as readonly string[]).includes(value);

/**
 * The best of an Accept-Language header's languages the portal is written in, by q-value (ties keep the header's
 * order); null when it names none ("*" names none: the default applies).
 */
export function languageFromAcceptLanguage(header: string | string[] | undefined): TUiLanguage | null {
  const text = Array.isArray(header) ? header.join(',') : header;
  if (!text) return null;
  let best: { language: TUiLanguage; q: number } | null = null;
  for (const part of text.split(',').slice(0, 32)) {
    const [tag = '', ...params] = part.trim().split(';');
    const qParam = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const q = qParam ? Number(qParam.slice(2)) : 1;
    if (!Number.isFinite(q) || q <= 0) continue;
    const language = BY_PRIMARY[tag.trim().toLowerCase().split('-')[0] ?? ''];
    if (language && (!best || q > best.q)) best = { language, q };
  }
  return best?.language ?? null;
}

/**
 * A person's language: the one they chose, else their browser's (when there is a request to ask), else English.
 * Emails and notices, which have no request, pass only the stored choice.
 */
export const personLanguage = (
  stored: string | null | undefined,
  acceptLanguage?: string | string[],
): TUiLanguage =>
  isUiLanguage(stored) ? stored : (languageFromAcceptLanguage(acceptLanguage) ?? DEFAULT_UI_LANGUAGE);

/**
 * The language of a request: the signed-in person's stored choice (remembered with their session, so no read),
 * else Accept-Language, else English.
 */
export const requestLanguage = (request: FastifyRequest): TUiLanguage =>
  personLanguage(request.user?.locale, request.headers['accept-language']);
