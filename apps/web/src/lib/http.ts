import type { ServiceName } from '@engagex/contracts';
import { intlLocale } from '@/i18n/language';
import { ApiError, fetchErrorMessage, parsingErrorMessage, timeoutErrorMessage } from './api-error';
import { COOKIE_SESSION_SERVICES, CSRF_HEADER, csrfToken, SAFE_METHODS } from './cookie-session';
import { readEnvelope } from './envelope';
import { buildUrl, type QueryValue } from './service-url';
import { getAuthToken } from './storage';
import { tokenTimes } from './token-times';

/**
 * The language the portal speaks to this reader (decision 075), so the server's sentences (refusals, field
 * details, files) come back in it even before the person's choice is saved on their account.
 */
const speaking = (): Record<string, string> => ({ 'Accept-Language': intlLocale() });

/**
 * The one way the web app talks to a server (docs/product.md §5, §8). It returns data or throws an ApiError;
 * it never toasts, redirects or clears the session — the screen that asked decides what an error means.
 */

export const DEFAULT_TIMEOUT_MS = 15_000;

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  query?: Record<string, QueryValue>;
  signal?: AbortSignal;
  timeoutMs?: number;
  /** False for the renewal itself: a 401 there is final. */
  renewOnExpiry?: boolean;
  /** Sent as the Idempotency-Key header: the same key on every retry of one attempt (lib/idempotency-key). */
  idempotencyKey?: string;
}

/**
 * Trades the token a request was refused with for the one to retry with, or null when the session cannot go on.
 * It may take until the user's next action: only a user's action renews a session, and a request that meets an
 * expired token in a tab nobody used since waits for it (session-renewal.ts registers it, decisions 037 and 048).
 */
export type TokenRenewer = (refused: string) => Promise<string | null>;

let renewToken: TokenRenewer | null = null;
/** The last token the server refused: a request still holding it renews first instead of meeting the same 401. */
let refusedToken: string | null = null;

export function setTokenRenewer(renewer: TokenRenewer | null): void {
  renewToken = renewer;
  refusedToken = null;
}

/** The renewer's answer, or the caller's cancellation if that comes first (a request waiting for the user). */
function renewedUnlessCancelled(renewer: TokenRenewer, token: string, signal: AbortSignal | undefined) {
  const renewing = renewer(token);
  if (!signal) return renewing;
  if (signal.aborted) return Promise.reject(signal.reason);
  return new Promise<string | null>((resolve, reject) => {
    const cancel = () => reject(signal.reason);
    signal.addEventListener('abort', cancel, { once: true });
    renewing.then(resolve, reject).finally(() => signal.removeEventListener('abort', cancel));
  });
}

type SendInit = {
  method: string;
  headers: Record<string, string>;
  body?: string | undefined;
  credentials?: RequestCredentials;
};
type SendLimits = { signal: AbortSignal | undefined; timeoutMs: number };
/** How a body is read: as text (our envelope, a bare record), or a file answer's bytes when it succeeded. */
type BodyReader<B> = (response: Response) => Promise<B>;
const asText: BodyReader<string> = (response) => response.text();

/**
 * One fetch with the caller's signal (TanStack Query cancels with it) joined to our own timeout; the timeout covers
 * reading the body too. Returns the response and its body; a transport failure, a timeout or a cancellation is
 * thrown as request() reports it.
 */
async function send<B = string>(
  url: string,
  init: SendInit,
  { signal, timeoutMs }: SendLimits,
  read: BodyReader<B> = asText as BodyReader<B>,
): Promise<{ response: Response; raw: B }> {
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, timeoutMs);
  const forwardAbort = () => controller.abort(signal?.reason);
  if (signal?.aborted) forwardAbort();
  else signal?.addEventListener('abort', forwardAbort, { once: true });

  try {
    const response = await fetch(url, { ...init, signal: controller.signal });
    return { response, raw: await read(response) };
  } catch (cause) {
    if (timedOut) throw new ApiError('TIMEOUT_ERROR', timeoutErrorMessage(), { cause });
    // The caller cancelled: hand its reason back untouched so that it is not mistaken for a failure.
    if (signal?.aborted) throw signal.reason ?? cause;
    throw new ApiError('FETCH_ERROR', fetchErrorMessage(), { cause });
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', forwardAbort);
  }
}

export async function request<T>(
  service: ServiceName,
  path: string,
  options: RequestOptions = {},
): Promise<T> {
  const {
    method = 'GET',
    body,
    query,
    signal,
    timeoutMs = DEFAULT_TIMEOUT_MS,
    renewOnExpiry = true,
  } = options;

  const headers: Record<string, string> = { Accept: 'application/json', ...speaking() };
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  if (options.idempotencyKey) headers['Idempotency-Key'] = options.idempotencyKey;
  const cookieSession = COOKIE_SESSION_SERVICES.has(service);
  if (cookieSession && !SAFE_METHODS.has(method)) {
    // The cookie session is established before the write, never by a refusal of it: a token past its expiry is
    // renewed first (a write is the user's own action), and the CSRF token is asked under the token that results.
    if (renewOnExpiry) await renewExpired();
    const csrf = await csrfToken(service, signal, request);
    if (csrf) headers[CSRF_HEADER] = csrf;
  }
  // Read after the CSRF step, which may have renewed it: the write goes under the token its cookies belong to.
  const token = getAuthToken();
  if (token) headers.Authorization = `Bearer ${token}`;

  const url = buildUrl(service, path, query);
  const init = {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
    ...(cookieSession ? { credentials: 'include' as const } : {}),
  };
  const limits = { signal, timeoutMs };
  const { response, raw } = renewOnExpiry
    ? await sendRenewing(url, init, token, limits, asText)
    : await send(url, init, limits);
  return readEnvelope<T>(response, raw);
}

/** A suspended account's refusal is final: no renewal can help, and it says why at once (decision 048). */
function refusesSuspended(raw: unknown): boolean {
  if (typeof raw !== 'string' || !raw.includes('"suspension"')) return false;
  try {
    return typeof (JSON.parse(raw) as { suspension?: unknown }).suspension === 'object';
  } catch {
    return false;
  }
}

/**
 * Renews the stored token when its own expiry has passed by this clock, before anything is sent under it. A clock
 * that disagrees with the server's is no harm: a token the server still refuses is renewed on its 401 as before.
 */
async function renewExpired(): Promise<void> {
  const token = getAuthToken();
  const times = token ? tokenTimes(token) : null;
  if (!token || !times || !renewToken || times.expiresAt > Date.now()) return;
  await renewToken(token).catch(() => {
    // Unreachable now: the request itself meets the expired token and reports it.
  });
}

/**
 * Sends under `token`. A token refused (expired, or replaced by another tab's renewal) is renewed once, shared by
 * every request that met it, and the request goes again once: the server refused it before doing anything. A
 * request under a token already refused renews before it is sent, so a page left open polling meets one 401, not
 * one per poll, and its polls wait for the user's return instead of failing (decision 048).
 */
async function sendRenewing<B>(
  url: string,
  init: SendInit,
  token: string | null,
  limits: SendLimits,
  read: BodyReader<B>,
): Promise<{ response: Response; raw: B }> {
  const withToken = (renewed: string) =>
    send(url, { ...init, headers: { ...init.headers, Authorization: `Bearer ${renewed}` } }, limits, read);
  if (token && token === refusedToken && renewToken) {
    const renewed = await renewedUnlessCancelled(renewToken, token, limits.signal);
    // The session cannot go on: the server's refusal is the answer, without asking for a renewal again.
    return renewed && renewed !== token ? withToken(renewed) : send(url, init, limits, read);
  }
  const sent = await send(url, init, limits, read);
  if (sent.response.status !== 401 || !token || !renewToken || refusesSuspended(sent.raw)) return sent;
  refusedToken = token;
  const renewed = await renewedUnlessCancelled(renewToken, token, limits.signal);
  if (!renewed || renewed === token) return sent;
  return withToken(renewed);
}

/**
 * A file answer (decision 040: a CSV export, a calendar file) reached as request() reaches its endpoint: bearer
 * token, cookies for a cookie-session service, one renewal. Its bytes and the name the server gives them; a refusal
 * is the error envelope, thrown as request() throws it. File answers are reads (GET), so no CSRF token is needed.
 */
export async function requestFile(
  service: ServiceName,
  path: string,
  options: { accept: string; query?: Record<string, QueryValue>; signal?: AbortSignal; timeoutMs: number },
): Promise<{ blob: Blob; disposition: string | null }> {
  const token = getAuthToken();
  const headers: Record<string, string> = { Accept: `${options.accept}, application/json`, ...speaking() };
  if (token) headers.Authorization = `Bearer ${token}`;
  const init = {
    method: 'GET',
    headers,
    ...(COOKIE_SESSION_SERVICES.has(service) ? { credentials: 'include' as const } : {}),
  };
  const { response, raw } = await sendRenewing(
    buildUrl(service, path, options.query),
    init,
    token,
    { signal: options.signal, timeoutMs: options.timeoutMs },
    (answer): Promise<Blob | string> => (answer.ok ? answer.blob() : answer.text()),
  );
  if (!response.ok || typeof raw === 'string') return readEnvelope(response, String(raw));
  return { blob: raw, disposition: response.headers.get('content-disposition') };
}

/** What a raw GET answered: its status and its JSON body as sent (undefined when the body was empty). */
export interface RawResponse {
  ok: boolean;
  status: number;
  body: unknown;
}

/**
 * A GET of any URL whose answer is not our envelope (the IP location service answers a bare record). No token
 * is sent: the URL may be a third party's. The caller judges the status and the body; transport failures,
 * timeouts and unreadable bodies are thrown as ApiError like request() does.
 */
export async function requestRaw(
  url: string,
  { signal, timeoutMs = DEFAULT_TIMEOUT_MS }: { signal?: AbortSignal; timeoutMs?: number } = {},
): Promise<RawResponse> {
  const { response, raw } = await send(
    url,
    { method: 'GET', headers: { Accept: 'application/json' } },
    { signal, timeoutMs },
  );
  let body: unknown;
  if (raw.trim() !== '') {
    try {
      body = JSON.parse(raw);
    } catch (cause) {
      // A refusal's error page says no more than its status does.
      if (!response.ok) return { ok: false, status: response.status, body: undefined };
      throw new ApiError('PARSING_ERROR', parsingErrorMessage(), { status: response.status, cause });
    }
  }
  return { ok: response.ok, status: response.status, body };
}
