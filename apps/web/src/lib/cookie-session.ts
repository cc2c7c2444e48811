import type { ServiceName, TCsrfResponse } from '@engagex/contracts';
import { ApiError } from './api-error';

/**
 * Services that also know the caller by a session cookie (docs/product.md §7: jobs internal is "sent with cookies").
 * Their requests carry the cookies, and unsafe ones echo the readable CSRF cookie in `x-csrf-token` (the
 * server's double-submit check). The bearer token is sent as well: the server accepts either.
 */
export const COOKIE_SESSION_SERVICES: ReadonlySet<ServiceName> = new Set(['jobs']);
export const CSRF_HEADER = 'x-csrf-token';
/** `__Host-` over HTTPS, plain on http://localhost (browsers refuse the prefix without Secure). */
const CSRF_COOKIES = ['__Host-engagex-csrf', 'engagex-csrf'];
/** The methods that carry no CSRF header. */
export const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** The fetch layer's request(), handed in so that asking for the token goes through it without an import cycle. */
export type CsrfRequester = (
  service: ServiceName,
  path: string,
  options: { signal: AbortSignal | undefined },
) => Promise<TCsrfResponse>;

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
export async function csrfToken(
  service: ServiceName,
  signal: AbortSignal | undefined,
  ask: CsrfRequester,
): Promise<string | null> {
  const readable = readCsrfCookie();
  if (readable) return readable;
  try {
    // jobsApi.csrf in the endpoint table; named by its path here because lib/api builds on the fetch layer.
    return (await ask(service, '/session/csrf', { signal })).csrfToken;
  } catch (error) {
    if (error instanceof ApiError) return null;
    throw error;
  }
}
