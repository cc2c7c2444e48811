import type { TRole } from '@engagex/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { sql } from 'kysely';
import { LiveCache } from '../changes/live-cache.js';
import { forbidden, unauthenticated } from '../errors.js';
import { type AppTokens, createAppTokens } from './app-token.js';
import { rolesFor } from './roles.js';
import { csrfSatisfied, sessionCookieToken } from './session-cookie.js';

/** Who may call a route. Every route declares it in `config.auth`; a route that forgets is `user`. */
export type RouteAccess = 'public' | 'user' | 'employee' | 'organiser' | 'admin' | 'payout';

/** Admins run every event, so a route for organisers admits them too; every other access names its role. */
export function mayCall(roles: readonly TRole[], access: Exclude<RouteAccess, 'public' | 'user'>) {
  return roles.includes(access) || (access === 'organiser' && roles.includes('admin'));
}

export type AuthenticatedUser = {
  id: string;
  email: string;
  roles: TRole[];
  tokenId: string;
  tokenExpiresAt: Date;
};

declare module 'fastify' {
  interface FastifyContextConfig {
    auth?: RouteAccess;
    /** The route also accepts the session cookie (with a CSRF check on unsafe methods). */
    cookieAuth?: boolean;
  }
  interface FastifyRequest {
    user: AuthenticatedUser | null;
  }
  interface FastifyInstance {
    appTokens: AppTokens;
  }
}

const SESSIONS_REMEMBERED = 20_000;

function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (header?.startsWith('Bearer ')) return header.slice(7).trim() || null;
  return null;
}

export default fp(
  async function authPlugin(app: FastifyInstance) {
    const { config, db } = app;
    const tokens = await createAppTokens(db, {
      secret: config.jwtSecret,
      ttlSeconds: config.appTokenTtlSeconds,
      idleSeconds: config.sessionIdleSeconds,
    });
    // Signed-in users by token, so a request needs neither a signature check nor a database read. Sign-outs
    // and role changes reach every process through the change feed; this process forgets its own at once.
    const sessions = new LiveCache<AuthenticatedUser>(app.changes, {
      maxEntries: SESSIONS_REMEMBERED,
      onChange: (change, cache) => {
        if (change.topic === 'session') cache.forgetWhere((user) => user.tokenId === change.id);
        if (change.topic === 'user') cache.forgetWhere((user) => user.id === change.id);
      },
    });
    app.decorate('appTokens', {
      ...tokens,
      revoke: async (principal) => {
        const revoked = await tokens.revoke(principal);
        sessions.forgetWhere((user) => user.tokenId === principal.jti);
        return revoked;
      },
    } satisfies AppTokens);
    app.decorateRequest('user', null);

    async function authenticate(token: string): Promise<AuthenticatedUser> {
      const user = await sessions.get(token, () => loadUser(token));
      if (user.tokenExpiresAt.getTime() <= Date.now()) {
        sessions.forget(token);
        throw unauthenticated('Session expired, please sign in again');
      }
      return user;
    }

    async function loadUser(token: string): Promise<AuthenticatedUser> {
      const principal = await app.appTokens.verifySignature(token);
      const row = await db
        .selectFrom('users')
        .select([
          'id',
          'email',
          'email_verified',
          'granted_roles',
          sql<boolean>`exists (select 1 from revoked_tokens where jti = ${principal.jti})`.as('revoked'),
        ])
        .where('id', '=', principal.userId)
        .executeTakeFirst();
      if (!row) throw unauthenticated('Invalid session token');
      if (row.revoked) throw unauthenticated('Session has been signed out');
      return {
        id: row.id,
        email: row.email,
        roles: rolesFor(row, config),
        tokenId: principal.jti,
        tokenExpiresAt: principal.expiresAt,
      };
    }

    // A signed-in user's answers are theirs alone: no browser, proxy or CDN may keep them (decision 036).
    // Public answers to a signed-in caller too, unless the route chose its own caching (the web app's assets).
    app.addHook('onSend', async (request, reply) => {
      if (request.is404) return;
      const access = request.routeOptions.config.auth ?? 'user';
      const chosen = reply.hasHeader('cache-control') || reply.raw.hasHeader('cache-control');
      if (access !== 'public' || (request.user && !chosen)) reply.header('cache-control', 'no-store');
    });

    app.addHook('onRequest', async (request) => {
      if (request.is404) return;
      const access = request.routeOptions.config.auth ?? 'user';
      let token = bearerToken(request);
      if (!token && request.routeOptions.config.cookieAuth) {
        token = sessionCookieToken(request, config);
        if (token && access !== 'public' && !csrfSatisfied(request, config)) {
          request.log.warn(
            { code: 'FORBIDDEN', route: request.routeOptions.url, reason: 'csrf' },
            'access denied: CSRF token missing or invalid',
          );
          throw forbidden('CSRF token missing or invalid');
        }
      }
      if (access === 'public') {
        if (token) request.user = await authenticate(token).catch(() => null);
        return;
      }
      if (!token) throw unauthenticated();
      request.user = await authenticate(token);
      if (access !== 'user' && !mayCall(request.user.roles, access)) {
        request.log.warn(
          { code: 'FORBIDDEN', userId: request.user.id, required: access, route: request.routeOptions.url },
          'access denied',
        );
        throw forbidden();
      }
    });
  },
  { name: 'auth', dependencies: ['database', 'changes'] },
);

/** The signed-in user of a route that is not public; the onRequest hook guarantees it. */
export function currentUser(request: FastifyRequest): AuthenticatedUser {
  if (!request.user) throw unauthenticated();
  return request.user;
}

/** The caller as domain functions take them: their id, and whether they may reach everyone's rows. */
export function currentViewer(request: FastifyRequest) {
  const me = currentUser(request);
  return { userId: me.id, admin: me.roles.includes('admin') };
}
