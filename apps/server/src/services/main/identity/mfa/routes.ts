/**
 * Two-factor sign-in's routes (decision 089): thin handlers over the endpoint table. Changes when an MFA endpoint
 * is added.
 */
import { mfaApi } from '@engagex/contracts/api/mfa';
import { mfaSchemas } from '@engagex/contracts/api/mfa.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../../../platform/auth/auth.js';
import { registerEndpoints } from '../../../../platform/endpoints.js';
import { ok } from '../../../../platform/envelope.js';
import { openSession, signedInProfile } from '../routes.js';
import { redeemChallenge } from './challenges.js';
import { confirmTotp, disableMfa, mfaStatus, setUpTotp } from './factors.js';

export const mfaRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, config } = app;
  // As tight as sign-in itself: each try here is a guess at a code.
  const guesses = { rateLimit: { max: config.authRateLimitPerMinute, timeWindow: '1 minute' } };

  registerEndpoints(
    app,
    mfaApi,
    mfaSchemas,
    {
      status: async (request) => ok(await mfaStatus(db, currentUser(request).id)),
      totpSetup: {
        summary: 'Start setting up an authenticator app: its secret and the otpauth URI for a QR code',
        handler: async (request) => {
          const { id, email } = currentUser(request);
          return ok(await setUpTotp(db, { id, email }));
        },
      },
      totpConfirm: {
        summary:
          'Prove the app with its first code: two-factor sign-in is on; answers ten recovery codes, once',
        config: guesses,
        handler: async (request) => {
          const user = currentUser(request);
          const recoveryCodes = await confirmTotp(db, {
            userId: user.id,
            sessionId: user.sessionId,
            code: request.body.code,
          });
          // This session has now used the factor: the roles it waited for are its own from the next request here
          // (the other processes hear of it on the session's notice).
          if (user.sessionId) app.signedIn.forgetSession(user.sessionId);
          return ok({ recoveryCodes }, 'Two-factor sign-in is on');
        },
      },
      disable: {
        summary: 'Turn two-factor sign-in off, with a current code or a recovery code',
        config: guesses,
        handler: async (request) => {
          const userId = currentUser(request).id;
          const status = await disableMfa(db, userId, request.body);
          app.signedIn.forgetUser(userId);
          return ok(status, 'Two-factor sign-in is off');
        },
      },
      verify: {
        summary: "The sign-in's second step: the mfaToken and a code (or a recovery code) for a session",
        config: guesses,
        handler: async (request, reply) => {
          const { userId, factor } = await redeemChallenge(db, request.body);
          const token = await openSession(app, request, reply, { userId, factors: ['id_token', factor] });
          return ok({ token, user: await signedInProfile(app, request, userId), isNewUser: false });
        },
      },
    },
    { tags: ['auth'] },
  );
};
