/**
 * Who may call a route (decision 009): the access every route declares, the bearer token check, and what this
 * process remembers of signed-in users. Changes when a role or an access level is added.
 */
import type { IncomingHttpHeaders } from 'node:http';
import type { TApiKeyScope, TRole, TUiLanguage } from '@engagex/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { sql } from 'kysely';
import { LiveCache } from '../changes/live-cache.js';
import type { SessionEndReason } from '../db/schema.js';
import { forbidden, unauthenticated } from '../errors.js';
import { type ApiKeyGrant, createApiKeyAuth, isApiKey, keyRefused } from './api-key-auth.js';
import { type AppTokens, createAppTokens } from './app-token.js';
import { rolesFor } from './roles.js';
import { csrfSatisfied, sessionCookieToken } from './session-cookie.js';
import { accountSuspended, SESSION_ENDED, SESSION_ENDED_BY_ADMIN } from './session-refusals.js';

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
  /** The session row the token belongs to; null for a token issued before migration 0024 (decision 047). */
  sessionId: string | null;
  /** The language they chose (decision 077), null if none; a change announces `u:<id>`, so this never goes stale. */
  locale: TUiLanguage | null;
  /**
   * Roles they have but this session may not use: REQUIRE_MFA_FOR names them and the sign-in used no second factor
   * (decision 089). They are left out of `roles`, so every check of a role (route access, an admin's reach inside a
   * route) refuses alike.
   */
  awaitingSecondFactor: TRole[];
  /** Set when the request came with an organiser's API key instead of a session (decision 090). */
  apiKey?: ApiKeyGrant;
};

/** What a session's sign-in proved beyond the identity provider's token (migrations 0040, 0044). */
const SECOND_FACTORS = new Set(['totp', 'recovery_code', 'passkey']);

/** The 403 for a role withheld until the session uses a second factor (decision 089). */
export const SECOND_FACTOR_NEEDED =
  'This needs two-factor sign-in: turn it on in your account (Two-factor sign-in), then sign in again with it';

/**
 * What this process remembers about signed-in users. A route that ended a session or suspended a user forgets
 * here once its transaction has committed, so its own next request is refused; other processes forget on the
 * database's notice, milliseconds later. `forgetSession` also takes a revoked API key's id (decision 090).
 */
export type SignedInCache = {
  forgetSession(id: string): void;
  forgetUser(userId: string): void;
  /**
   * The user a bearer token names when this process remembers it and `identify` would admit it to a `user` route
   * without a promise: unexpired, not an API key. Undefined when anything needs the full check (the pre-routing
   * answers of decision 108 then leave the request to Fastify).
   */
  remembered(token: string): AuthenticatedUser | undefined;
};

declare module 'fastify' {
  interface FastifyContextConfig {
    auth?: RouteAccess;
    /** The route also accepts the session cookie (with a CSRF check on unsafe methods). */
    cookieAuth?: boolean;
    /** The scope an API key needs here (decision 090), from the endpoint table; a route without one refuses keys. */
    apiKeyScope?: TApiKeyScope;
  }
  interface FastifyRequest {
    user: AuthenticatedUser | null;
  }
  interface FastifyInstance {
    appTokens: AppTokens;
    signedIn: SignedInCache;
  }
}

const SESSIONS_REMEMBERED = 20_000;

type SessionState = 'active' | SessionEndReason | null;

export function bearerToken(request: { headers: IncomingHttpHeaders }): string | null {
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
        // A session notice names a revoked token (0010) or an ended session (0024).
        if (change.topic === 'session')
          cache.forgetWhere((user) => user.tokenId === change.id || user.sessionId === change.id);
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
    app.decorate('signedIn', {
      forgetSession: (id) => sessions.forgetWhere((user) => user.sessionId === id || user.tokenId === id),
      forgetUser: (userId) => sessions.forgetWhere((user) => user.id === userId),
      remembered: (token) => {
        if (isApiKey(token)) return undefined;
        const known = sessions.peek(token);
        // Expired: identify forgets it and says so; an API key's grant is judged there too.
        return known && !expired(known) && !known.apiKey ? known : undefined;
      },
    } satisfies SignedInCache);
    app.decorateRequest('user', null);
    const keys = createApiKeyAuth(db, config, app.log);

    /** The remembered user of a token still within its expiry, or an expired one forgotten and refused. */
    function unexpired(token: string, user: AuthenticatedUser): AuthenticatedUser {
      if (expired(user)) {
        sessions.forget(token);
        throw unauthenticated('Session expired, please sign in again');
      }
      return user;
    }

    async function authenticate(token: string): Promise<AuthenticatedUser> {
      return unexpired(
        token,
        await sessions.get(token, () => (isApiKey(token) ? keys.load(token) : loadUser(token))),
      );
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
          'suspended_at',
          'suspended_reason',
          'sessions_ended_at',
          'locale',
          sql<boolean>`exists (select 1 from revoked_tokens where jti = ${principal.jti})`.as('revoked'),
          sql<SessionState>`(select coalesce(ended_reason, 'active') from sessions
            where id = ${principal.sessionId} and user_id = users.id)`.as('session'),
          sql<string[] | null>`(select factors from sessions
            where id = ${principal.sessionId} and user_id = users.id)`.as('factors'),
        ])
        .where('id', '=', principal.userId)
        .executeTakeFirst();
      if (!row) throw unauthenticated('Invalid session token');
      if (row.suspended_at)
        throw accountSuspended('UNAUTHENTICATED', { ...row, suspended_at: row.suspended_at });
      if (row.revoked) throw unauthenticated('Session has been signed out');
      if (principal.sessionId === null) {
        // Issued before sessions had rows: good until it expires, unless an admin ended all the user's
        // sessions (or suspended them) after it was issued (decision 047).
        if (row.sessions_ended_at && row.sessions_ended_at >= principal.issuedAt)
          throw unauthenticated(SESSION_ENDED_BY_ADMIN);
      } else if (row.session !== 'active') {
        throw unauthenticated(row.session ? SESSION_ENDED[row.session] : 'Invalid session token');
      }
      const roles = rolesFor(row, config);
      const secondFactor = (row.factors ?? []).some((factor) => SECOND_FACTORS.has(factor));
      const withheld = secondFactor ? [] : roles.filter((role) => config.requireMfaFor.includes(role));
      return {
        id: row.id,
        email: row.email,
        roles: roles.filter((role) => !withheld.includes(role)),
        awaitingSecondFactor: withheld,
        tokenId: principal.jti,
        tokenExpiresAt: principal.expiresAt,
        sessionId: principal.sessionId,
        locale: row.locale,
      };
    }

    // A signed-in user's answers are theirs alone: no browser, proxy or CDN may keep them (decision 036).
    // Public answers to a signed-in caller too, unless the route chose its own caching (the web app's assets).
    // Hooks with a callback, not async: every request runs them, and a promise per hook is most of their cost.
    app.addHook('onSend', (request, reply, payload, done) => {
      if (!request.is404) {
        const access = request.routeOptions.config.auth ?? 'user';
        if (access !== 'public' || (request.user && !hasCacheControl(reply)))
          reply.header('cache-control', 'no-store');
      }
      done(null, payload);
    });

    /** Who calls: the user a remembered token names (no promise), else the token checked and the database read. */
    function identify(request: FastifyRequest, done: (error?: Error) => void) {
      if (request.is404) return done();
      const { config: route, url } = request.routeOptions;
      const access = route.auth ?? 'user';
      let token = bearerToken(request);
      if (!token && route.cookieAuth) {
        token = sessionCookieToken(request, config);
        if (token && access !== 'public' && !csrfSatisfied(request, config)) {
          request.log.warn(
            { code: 'FORBIDDEN', route: url, reason: 'csrf' },
            'access denied: CSRF token missing or invalid',
          );
          return done(forbidden('CSRF token missing or invalid'));
        }
      }
      if (access === 'public' && !token) return done();
      if (!token) return done(unauthenticated());
      // Keys are refused by default: only a route whose endpoint names a scope takes one (decision 090).
      if (isApiKey(token) && !route.apiKeyScope) return done(keyRefused(request, null) ?? undefined);
      const admit = (user: AuthenticatedUser) => {
        request.user = user;
        if (user.apiKey) {
          const refused = keyRefused(request, user);
          if (refused) return done(refused);
          keys.used(user.apiKey.id);
        }
        if (access !== 'public' && access !== 'user' && !mayCall(user.roles, access)) {
          // A role this session may not use until it signs in with a second factor (decision 089) says so.
          const withheld = mayCall([...user.roles, ...user.awaitingSecondFactor], access);
          request.log.warn(
            { code: 'FORBIDDEN', userId: user.id, required: access, route: url, withheld },
            'access denied',
          );
          return done(withheld ? forbidden(SECOND_FACTOR_NEEDED) : forbidden());
        }
        done();
      };
      // A token ends when its session does: anything that ends one forgets it here first (see SignedInCache).
      const known = sessions.peek(token);
      if (known) {
        let user: AuthenticatedUser;
        try {
          user = unexpired(token, known);
        } catch (error) {
          return access === 'public' ? done() : done(error as Error);
        }
        return admit(user);
      }
      authenticate(token).then(admit, (error: Error) => (access === 'public' ? done() : done(error)));
    }
    app.addHook('onRequest', (request, _reply, done) => identify(request, done));
  },
  { name: 'auth', dependencies: ['database', 'changes'] },
);

/** A token is refused from the moment it expires. */
const expired = (user: AuthenticatedUser) => user.tokenExpiresAt.getTime() <= Date.now();

/** Whether the route chose its own caching, through Fastify's reply or Node's response (a static file). */
function hasCacheControl(reply: FastifyReply) {
  return reply.hasHeader('cache-control') || reply.raw.hasHeader('cache-control');
}

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
