import {
  MESSAGES,
  SERVICE_PREFIXES,
  type ServiceName,
  type TCsrfResponse,
  type TErrorDetail,
} from '@engagex/contracts';
import { getAuthToken } from './storage';

/**
 * The one way the web app talks to a server (docs/product.md §5, §8). It returns data or throws an ApiError;
 * it never toasts, redirects or clears the session — the screen that asked decides what an error means.
 */

/** A transport failure, a timeout, an unreadable body, a rejected envelope, or the HTTP status of a refusal. */
export type ApiErrorCode = 'FETCH_ERROR' | 'TIMEOUT_ERROR' | 'PARSING_ERROR' | 'API_ERROR' | number;

export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly code: ApiErrorCode;
  /** HTTP status when the server answered, else null. */
  readonly status: number | null;
  readonly details: TErrorDetail[] | undefined;

  constructor(
    code: ApiErrorCode,
    message: string,
    options: { status?: number | null; details?: TErrorDetail[] | undefined; cause?: unknown } = {},
  ) {
    super(message, { cause: options.cause });
    this.code = code;
    this.status = options.status ?? null;
    this.details = options.details;
  }

  /** True when the server itself refused the request (it answered with a non-2xx status). */
  get isHttpError(): boolean {
    return typeof this.code === 'number';
  }
}

export const isApiError = (error: unknown): error is ApiError => error instanceof ApiError;

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

export const DEFAULT_TIMEOUT_MS = 15_000;

export const FETCH_ERROR_MESSAGE = 'Could not reach the server. Check your connection and try again.';
export const TIMEOUT_ERROR_MESSAGE = 'The server took too long to answer. Please try again.';
export const PARSING_ERROR_MESSAGE = 'The server sent a response that could not be read.';

/** Referenced one by one so that Vite inlines each value at build time. */
const BASE_OVERRIDES: Record<ServiceName, string | undefined> = {
  main: import.meta.env.VITE_API_BASE_MAIN,
  events: import.meta.env.VITE_API_BASE_EVENTS,
  culturalEvents: import.meta.env.VITE_API_BASE_CULTURAL_EVENTS,
  jobs: import.meta.env.VITE_API_BASE_JOBS,
  employee: import.meta.env.VITE_API_BASE_EMPLOYEE,
  module: import.meta.env.VITE_API_BASE_MODULE,
  payments: import.meta.env.VITE_API_BASE_PAYMENTS,
  devIdp: import.meta.env.VITE_API_BASE_DEV_IDP,
};

export function serviceBaseUrl(
  service: ServiceName,
  overrides: Partial<Record<ServiceName, string | undefined>> = BASE_OVERRIDES,
): string {
  const override = overrides[service]?.trim();
  return (override || SERVICE_PREFIXES[service]).replace(/\/+$/, '');
}

export type QueryValue = string | number | boolean | null | undefined;

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
 * Trades the token a request was refused with for the one to retry with, or null when the session cannot go
 * on, or 'wait-for-user' when nobody used this tab since the token was issued: only a user's action renews a
 * session (session-renewal.ts registers it, decision 037).
 */
export type TokenRenewer = (refused: string) => Promise<string | null | 'wait-for-user'>;

/** The cause of a 401 that waits for the user: the session is not over, this tab is just not in use. */
const WAITING_FOR_USER = Symbol('waiting-for-user');
export const SESSION_WAITING_MESSAGE = 'Your session is paused until you use the page again.';

/** A request refused only because the expired token is renewed on the user's next action, not by itself. */
export const isWaitingForUser = (error: unknown): boolean =>
  isApiError(error) && error.cause === WAITING_FOR_USER;
let renewToken: TokenRenewer | null = null;

export function setTokenRenewer(renewer: TokenRenewer | null): void {
  renewToken = renewer;
}

export function buildUrl(service: ServiceName, path: string, query?: Record<string, QueryValue>): string {
  const url = `${serviceBaseUrl(service)}${path.startsWith('/') ? path : `/${path}`}`;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null) params.append(key, String(value));
  }
  const search = params.toString();
  return search ? `${url}?${search}` : url;
}

type EnvelopeLike = {
  success?: unknown;
  data?: unknown;
  message?: unknown;
  error?: unknown;
  details?: unknown;
};

const asEnvelope = (value: unknown): EnvelopeLike | null =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as EnvelopeLike) : null;

const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() !== '' ? value : undefined;

const detailsOf = (envelope: EnvelopeLike | null): TErrorDetail[] | undefined =>
  Array.isArray(envelope?.details) ? (envelope.details as TErrorDetail[]) : undefined;

/**
 * One fetch with the caller's signal (TanStack Query cancels with it) joined to our own timeout. Returns the
 * response and its body text; a transport failure, a timeout or a cancellation is thrown as request() reports it.
 */
async function send(
  url: string,
  init: {
    method: string;
    headers: Record<string, string>;
    body?: string | undefined;
    credentials?: RequestCredentials;
  },
  { signal, timeoutMs }: { signal: AbortSignal | undefined; timeoutMs: number },
): Promise<{ response: Response; raw: string }> {
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
    return { response, raw: await response.text() };
  } catch (cause) {
    if (timedOut) throw new ApiError('TIMEOUT_ERROR', TIMEOUT_ERROR_MESSAGE, { cause });
    // The caller cancelled: hand its reason back untouched so that it is not mistaken for a failure.
    if (signal?.aborted) throw signal.reason ?? cause;
    throw new ApiError('FETCH_ERROR', FETCH_ERROR_MESSAGE, { cause });
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', forwardAbort);
  }
}

/**
 * Services that also know the caller by a session cookie (docs/product.md §7: jobs internal is "sent with cookies").
 * Their requests carry the cookies, and unsafe ones echo the readable CSRF cookie in `x-csrf-token` (the
 * server's double-submit check). The bearer token is sent as well: the server accepts either.
 */
const COOKIE_SESSION_SERVICES: ReadonlySet<ServiceName> = new Set(['jobs']);
const CSRF_HEADER = 'x-csrf-token';
/** `__Host-` over HTTPS, plain on http://localhost (browsers refuse the prefix without Secure). */
const CSRF_COOKIES = ['__Host-engagex-csrf', 'engagex-csrf'];
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

function readCsrfCookie(): string | null {
  const jar = typeof document === 'undefined' ? '' : document.cookie;
  for (const name of CSRF_COOKIES) {
    const value = new RegExp(`(?:^|;\\s*)${name}=([^;]*)`).exec(jar)?.[1];
    if (value) return decodeURIComponent(value);
  }
  return null;
}

/**
 * The CSRF token when the page cannot read the cookie (the service on another origin): the service echoes
 * its own cookie. Without a cookie session it answers 401; the request still goes out under the bearer token.
 */
async function csrfToken(service: ServiceName, signal: AbortSignal | undefined): Promise<string | null> {
  const readable = readCsrfCookie();
  if (readable) return readable;
  try {
    // jobsApi.csrf in the endpoint table; named by its path here because lib/api builds on this module.
    return (await request<TCsrfResponse>(service, '/session/csrf', { signal })).csrfToken;
  } catch (error) {
    if (error instanceof ApiError) return null;
    throw error;
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

  const headers: Record<string, string> = { Accept: 'application/json' };
  const token = getAuthToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  if (options.idempotencyKey) headers['Idempotency-Key'] = options.idempotencyKey;
  const cookieSession = COOKIE_SESSION_SERVICES.has(service);
  if (cookieSession && !SAFE_METHODS.has(method)) {
    const csrf = await csrfToken(service, signal);
    if (csrf) headers[CSRF_HEADER] = csrf;
  }

  const url = buildUrl(service, path, query);
  const init = {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
    ...(cookieSession ? { credentials: 'include' as const } : {}),
  };
  let { response, raw } = await send(url, init, { signal, timeoutMs });
  // A token refused (expired, or replaced by another tab's renewal) is renewed once, shared by every request
  // that met it, and the request goes again once: the server refused it before doing anything.
  if (response.status === 401 && token && renewOnExpiry && renewToken) {
    const renewed = await renewToken(token);
    if (renewed === 'wait-for-user') {
      throw new ApiError(401, SESSION_WAITING_MESSAGE, { status: 401, cause: WAITING_FOR_USER });
    }
    if (renewed && renewed !== token) {
      ({ response, raw } = await send(
        url,
        { ...init, headers: { ...headers, Authorization: `Bearer ${renewed}` } },
        { signal, timeoutMs },
      ));
    }
  }

  let parsed: unknown;
  if (raw.trim() !== '') {
    try {
      parsed = JSON.parse(raw);
    } catch (cause) {
      if (!response.ok) {
        throw new ApiError(response.status, `Request failed with status ${response.status}`, {
          status: response.status,
          cause,
        });
      }
      throw new ApiError('PARSING_ERROR', PARSING_ERROR_MESSAGE, { status: response.status, cause });
    }
  }

  const envelope = asEnvelope(parsed);
  if (!response.ok) {
    const message =
      text(envelope?.message) ??
      text(envelope?.error) ??
      (parsed === undefined ? MESSAGES.noResponse : `Request failed with status ${response.status}`);
    throw new ApiError(response.status, message, { status: response.status, details: detailsOf(envelope) });
  }
  if (parsed === undefined || parsed === null) {
    throw new ApiError('API_ERROR', MESSAGES.noResponse, { status: response.status });
  }
  if (envelope?.success !== true) {
    throw new ApiError('API_ERROR', text(envelope?.message) ?? text(envelope?.error) ?? MESSAGES.apiFailed, {
      status: response.status,
      details: detailsOf(envelope),
    });
  }
  return envelope.data as T;
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
      throw new ApiError('PARSING_ERROR', PARSING_ERROR_MESSAGE, { status: response.status, cause });
    }
  }
  return { ok: response.ok, status: response.status, body };
}
