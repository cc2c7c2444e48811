/**
 * Sign-in, renewal, sign-out, the user's own account and their own sessions (decisions 006, 037, 047 and 087): thin
 * handlers over the endpoint tables. Changes when an identity endpoint is added.
 */
import { identityApi } from '@engagex/contracts/api/identity';
import { identitySchemas } from '@engagex/contracts/api/identity.schemas';
import { sessionsApi } from '@engagex/contracts/api/sessions';
import { sessionsSchemas } from '@engagex/contracts/api/sessions.schemas';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../../platform/auth/auth.js';
import type { IdTokenVerifier } from '../../../platform/auth/id-token-verifier.js';
import { clearSessionCookies, setSessionCookies } from '../../../platform/auth/session-cookie.js';
import type { SessionFactor } from '../../../platform/db/schema.js';
import { registerEndpoints } from '../../../platform/endpoints.js';
import { ok, reusableAnswer } from '../../../platform/envelope.js';
import type { IpLocator } from '../location/ip-lookup.js';
import { recordSignIn, signInClient } from '../referrals/attribution.js';
import { openChallenge } from './mfa/challenges.js';
import { hasSecondFactor } from './mfa/factors.js';
import { endOwnSessions, listOwnSessions } from './own-sessions.js';
import {
  assertNotSuspended,
  bearerToken,
  endOwnSession,
  renewSession,
  type SessionClient,
  startSession,
} from './sessions.js';
import {
  getUserProfile,
  toUserProfile,
  updateUserLocale,
  upsertUserFromIdentity,
  welcomeNewUser,
} from './users.js';

const browser = (request: FastifyRequest) => ({ acceptLanguage: request.headers['accept-language'] });

const sessionClient = (request: FastifyRequest): SessionClient => ({
  ip: request.ip,
  userAgent: request.headers['user-agent'],
});

/** A signed-in session: its row (with what the sign-in proved), its first token, and the cookies that carry it. */
export async function openSession(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  input: { userId: string; factors: SessionFactor[] },
): Promise<string> {
  const sessionId = await startSession(app.db, { ...input, client: sessionClient(request) });
  const { token } = await app.appTokens.issue(input.userId, { sessionId });
  setSessionCookies(reply, app.config, token);
  return token;
}

/** The person as the sign-in answers them, in the browser's language until they choose one. */
export const signedInProfile = (app: FastifyInstance, request: FastifyRequest, userId: string) =>
  getUserProfile(app.db, app.config, userId, browser(request));

export const identityRoutes: FastifyPluginAsyncZod<{
  verifyIdToken: IdTokenVerifier;
  locate: IpLocator;
}> = async (app, { verifyIdToken, locate }) => {
  const { db, config, appTokens } = app;
  const signInLimit = { max: config.authRateLimitPerMinute, timeWindow: '1 minute' };

  registerEndpoints(
    app,
    identityApi,
    identitySchemas,
    {
      config: async () => ok({ googleClientId: config.googleClientId, devIdentityProvider: config.devIdp }),

      signIn: {
        summary: 'Exchange an OpenID Connect ID token for an EngageX session token',
        config: { rateLimit: signInLimit },
        handler: async (request, reply) => {
          let identity: Awaited<ReturnType<IdTokenVerifier>>;
          try {
            identity = await verifyIdToken(request.body.credential);
          } catch (error) {
            request.log.warn({ reason: (error as { reason?: string }).reason }, 'ID token rejected');
            throw error;
          }
          // A suspended account is refused before anything about it is written (decision 047).
          await assertNotSuspended(db, identity);
          const { user, isNewUser } = await upsertUserFromIdentity(db, identity);
          // Where the sign-in came from, to spot a referrer signing up their own second account (decision 015).
          const client = signInClient(request.ip, request.body.deviceId);
          if (isNewUser)
            await welcomeNewUser(db, {
              user,
              referralCode: request.body.referralCode,
              client,
              log: request.log,
            });
          await recordSignIn(db, { userId: user.id, client });
          // With a second factor, the identity alone opens only the second step (decision 089).
          if (await hasSecondFactor(db, user.id)) return ok(await openChallenge(db, user.id));
          const token = await openSession(app, request, reply, { userId: user.id, factors: ['id_token'] });
          const profile = await toUserProfile(db, config, user, browser(request));
          // This session has no second factor: the roles that need one wait (decision 089), as `me` will say.
          const awaitingSecondFactor = profile.roles.filter((role) => config.requireMfaFor.includes(role));
          return ok({
            token,
            user: awaitingSecondFactor.length ? { ...profile, awaitingSecondFactor } : profile,
            isNewUser,
          });
        },
      },

      verify: async (request) =>
        ok({ user: await getUserProfile(db, config, currentUser(request).id, browser(request)) }),

      refresh: {
        summary:
          'Trade the session token for a fresh one, once: the old one is revoked. An expired token is accepted ' +
          'while the session has been idle no longer than APP_SESSION_IDLE_SECONDS',
        handler: async (request, reply) => {
          const fresh = await renewSession(
            db,
            appTokens,
            bearerToken(request.headers.authorization),
            sessionClient(request),
          );
          setSessionCookies(reply, config, fresh.token);
          return ok({ token: fresh.token, expiresAt: fresh.expiresAt.toISOString() });
        },
      },

      logout: {
        summary: 'Sign out: revoke the session token and end its session',
        handler: async (request, reply) => {
          const user = currentUser(request);
          await appTokens.revoke({ userId: user.id, jti: user.tokenId, expiresAt: user.tokenExpiresAt });
          if (user.sessionId) {
            await endOwnSession(db, user.sessionId);
            app.signedIn.forgetSession(user.sessionId);
          }
          clearSessionCookies(reply, config);
          return ok({ loggedOut: true as const }, 'Signed out');
        },
      },

      me: {
        tags: ['users'],
        // Every page asks (decision 082): remembered per person and browser language, forgotten on their writes.
        handler: async (request) => {
          const { id: userId, awaitingSecondFactor } = currentUser(request);
          const { acceptLanguage } = browser(request);
          // What this session lacks is part of the answer (decision 089), so it is part of the answer's name.
          const read = `me:${acceptLanguage ?? ''}:${awaitingSecondFactor.join(',')}`;
          return app.personReads.get(userId, read, async () => {
            const profile = await getUserProfile(db, config, userId, { acceptLanguage });
            return reusableAnswer(
              ok(awaitingSecondFactor.length ? { ...profile, awaitingSecondFactor } : profile),
            );
          });
        },
      },

      locale: {
        tags: ['users'],
        summary: 'Choose the language the portal, its emails and its notices speak to you in',
        handler: async (request) => {
          const userId = currentUser(request).id;
          const user = await updateUserLocale(db, config, { userId, locale: request.body.locale });
          // Other processes forget on the row's notice; this one at once, so the next request reads the choice.
          app.signedIn.forgetUser(userId);
          return ok(user, 'Language updated');
        },
      },
    },
    { tags: ['auth'] },
  );

  /** The caller's open sessions, as every sessions endpoint answers them. */
  const ownSessions = async (request: FastifyRequest) => {
    const user = currentUser(request);
    const sessions = await listOwnSessions(db, locate, {
      userId: user.id,
      currentSessionId: user.sessionId,
      idleSeconds: config.sessionIdleSeconds,
    });
    return ok({ sessions });
  };
  /** Ends them and forgets them here at once; other processes forget on the database's notice (decision 047). */
  const endAndList = async (request: FastifyRequest, sessionId?: string) => {
    const user = currentUser(request);
    const ended = await endOwnSessions(db, {
      userId: user.id,
      currentSessionId: user.sessionId,
      ...(sessionId === undefined ? {} : { sessionId }),
    });
    for (const id of ended) app.signedIn.forgetSession(id);
    return ownSessions(request);
  };

  registerEndpoints(
    app,
    sessionsApi,
    sessionsSchemas,
    {
      list: {
        summary:
          'Your open sessions: browser, system and place of each sign-in, and which one is this device',
        handler: ownSessions,
      },
      end: {
        summary: 'End one of your sessions: that device is signed out at its next request (404 if not yours)',
        handler: async (request) => endAndList(request, request.params.id),
      },
      endOthers: {
        summary: 'End every one of your sessions but the one making this request',
        handler: async (request) => endAndList(request),
      },
    },
    { tags: ['users'] },
  );
};
