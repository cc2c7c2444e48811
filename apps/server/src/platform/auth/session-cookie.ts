/**
 * The jobs service's cookie session and its CSRF cookie (decisions 025 and 054). Changes when the cookies' names or
 * attributes do.
 */
import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../../config.js';

/**
 * The cookie session of the jobs service (docs/product.md: "sent with cookies"). Over HTTPS the session cookie
 * is `__Host-` prefixed and Secure (browsers refuse that prefix without Secure, so plain-HTTP development
 * uses an unprefixed name). The CSRF cookie is readable by the page, which echoes it in `x-csrf-token`
 * on unsafe requests: the double-submit pattern.
 */
export const CSRF_HEADER = 'x-csrf-token';

export function cookieNames(config: Pick<Config, 'publicUrl'>) {
  const secure = config.publicUrl.startsWith('https://');
  return {
    secure,
    session: secure ? '__Host-engagex-session' : 'engagex-session',
    csrf: secure ? '__Host-engagex-csrf' : 'engagex-csrf',
  };
}

export function setSessionCookies(
  reply: FastifyReply,
  config: Pick<Config, 'publicUrl' | 'appTokenTtlSeconds'>,
  token: string,
) {
  const names = cookieNames(config);
  const common = {
    path: '/',
    sameSite: 'lax' as const,
    secure: names.secure,
    maxAge: config.appTokenTtlSeconds,
  };
  const csrf = randomBytes(24).toString('base64url');
  reply.setCookie(names.session, token, { ...common, httpOnly: true });
  reply.setCookie(names.csrf, csrf, { ...common, httpOnly: false });
  return csrf;
}

export function clearSessionCookies(reply: FastifyReply, config: Pick<Config, 'publicUrl'>) {
  const names = cookieNames(config);
  reply.clearCookie(names.session, { path: '/', secure: names.secure });
  reply.clearCookie(names.csrf, { path: '/', secure: names.secure });
}

export function sessionCookieToken(request: FastifyRequest, config: Pick<Config, 'publicUrl'>) {
  return request.cookies[cookieNames(config).session] ?? null;
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export function csrfSatisfied(request: FastifyRequest, config: Pick<Config, 'publicUrl'>) {
  if (SAFE_METHODS.has(request.method)) return true;
  const cookie = request.cookies[cookieNames(config).csrf];
  const header = request.headers[CSRF_HEADER];
  if (!cookie || typeof header !== 'string' || header.length !== cookie.length) return false;
  return timingSafeEqual(Buffer.from(header), Buffer.from(cookie));
}
