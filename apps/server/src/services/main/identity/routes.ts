import {
  ZAuthConfigResponse,
  ZGoogleSignInRequest,
  ZLogoutResponse,
  ZRefreshResponse,
  ZSignInResponse,
  ZUser,
  ZVerifyResponse,
} from '@engagex/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../../platform/auth/auth.js';
import type { IdTokenVerifier } from '../../../platform/auth/id-token-verifier.js';
import { clearSessionCookies, setSessionCookies } from '../../../platform/auth/session-cookie.js';
import { ok, responses } from '../../../platform/envelope.js';
import { recordSignIn, signInClient } from '../referrals/referrals.js';
import { bearerToken, renewSession } from './sessions.js';
import { getUserProfile, toUserProfile, upsertUserFromIdentity, welcomeNewUser } from './users.js';

export const identityRoutes: FastifyPluginAsyncZod<{ verifyIdToken: IdTokenVerifier }> = async (
  app,
  { verifyIdToken },
) => {
  const { db, config, appTokens } = app;
  const signInLimit = { max: config.authRateLimitPerMinute, timeWindow: '1 minute' };

  app.get(
    '/auth/config',
    { config: { auth: 'public' }, schema: { tags: ['auth'], response: responses(ZAuthConfigResponse) } },
    async () => ok({ googleClientId: config.googleClientId, devIdentityProvider: config.devIdp }),
  );

  app.post(
    '/auth/google',
    {
      config: { auth: 'public', rateLimit: signInLimit },
      schema: {
        tags: ['auth'],
        summary: 'Exchange an OpenID Connect ID token for an EngageX session token',
        body: ZGoogleSignInRequest,
        response: responses(ZSignInResponse),
      },
    },
    async (request, reply) => {
      let identity: Awaited<ReturnType<IdTokenVerifier>>;
      try {
        identity = await verifyIdToken(request.body.credential);
      } catch (error) {
        request.log.warn({ reason: (error as { reason?: string }).reason }, 'ID token rejected');
        throw error;
      }
      const { user, isNewUser } = await upsertUserFromIdentity(db, identity);
      // Where the sign-in came from, to spot a referrer signing up their own second account (decision 015).
      const client = signInClient(request.ip, request.body.deviceId);
      if (isNewUser)
        await welcomeNewUser(db, { user, referralCode: request.body.referralCode, client, log: request.log });
      await recordSignIn(db, { userId: user.id, client });
      const { token } = await appTokens.issue(user.id);
      setSessionCookies(reply, config, token);
      return ok({ token, user: await toUserProfile(db, config, user), isNewUser });
    },
  );

  app.get(
    '/auth/verify',
    { config: { auth: 'user' }, schema: { tags: ['auth'], response: responses(ZVerifyResponse) } },
    async (request) => ok({ user: await getUserProfile(db, config, currentUser(request).id) }),
  );

  app.post(
    '/auth/refresh',
    {
      // The route checks the token itself: an expired one is still renewable within the idle limit.
      config: { auth: 'public' },
      schema: {
        tags: ['auth'],
        summary:
          'Trade the session token for a fresh one, once: the old one is revoked. An expired token is accepted ' +
          'while the session has been idle no longer than APP_SESSION_IDLE_SECONDS',
        response: responses(ZRefreshResponse),
      },
    },
    async (request, reply) => {
      const fresh = await renewSession(appTokens, bearerToken(request.headers.authorization));
      setSessionCookies(reply, config, fresh.token);
      return ok({ token: fresh.token, expiresAt: fresh.expiresAt.toISOString() });
    },
  );

  app.post(
    '/auth/logout',
    {
      config: { auth: 'user' },
      schema: { tags: ['auth'], summary: 'Revoke the session token', response: responses(ZLogoutResponse) },
    },
    async (request, reply) => {
      const user = currentUser(request);
      await appTokens.revoke({ userId: user.id, jti: user.tokenId, expiresAt: user.tokenExpiresAt });
      clearSessionCookies(reply, config);
      return ok({ loggedOut: true as const }, 'Signed out');
    },
  );

  app.get(
    '/users/me',
    { config: { auth: 'user' }, schema: { tags: ['users'], response: responses(ZUser) } },
    async (request) => ok(await getUserProfile(db, config, currentUser(request).id)),
  );
};
