/**
 * Two-factor sign-in's routes (decisions 089, 092): thin handlers over the endpoint table. Changes when an MFA
 * endpoint is added.
 */
import { mfaApi } from '@engagex/contracts/api/mfa';
import { mfaSchemas } from '@engagex/contracts/api/mfa.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../../../platform/auth/auth.js';
import { registerEndpoints } from '../../../../platform/endpoints.js';
import { ok } from '../../../../platform/envelope.js';
import { openSession, signedInProfile } from '../routes.js';
import { passkeyStepOptions, redeemChallenge } from './challenges.js';
import {
  confirmTotp,
  disableMfa,
  hasSecondFactor,
  mfaStatus,
  requireSecondFactorSession,
  setUpTotp,
} from './factors.js';
import { registerPasskey, removePasskey } from './passkey-factors.js';
import { authenticationOptions, registrationOptions } from './passkeys.js';
import { relyingParty } from './relying-party.js';
import { sealEveryTotpSecret } from './totp-secrets.js';

export const mfaRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, config } = app;
  // As tight as sign-in itself: each try here is a guess at a code.
  const guesses = { rateLimit: { max: config.authRateLimitPerMinute, timeWindow: '1 minute' } };
  const rp = relyingParty(config);
  const keys = config.secretKeys;
  // Before the first request: no authenticator secret stays plain, or under a key that has left the list.
  const swept = await sealEveryTotpSecret(db, keys);
  if (swept.sealed + swept.resealed > 0)
    app.log.info(
      swept,
      'authenticator secrets sealed under the first SECRETS_ENCRYPTION_KEY (decisions 100, 102)',
    );
  // A session's factors changed: its roles follow from its next request here (other processes hear the notice).
  const factorsChanged = (sessionId: string | null) => {
    if (sessionId) app.signedIn.forgetSession(sessionId);
  };

  registerEndpoints(
    app,
    mfaApi,
    mfaSchemas,
    {
      status: async (request) => ok(await mfaStatus(db, currentUser(request).id)),
      totpSetup: {
        summary: 'Start setting up an authenticator app: its secret and the otpauth URI for a QR code',
        handler: async (request) => {
          const { id, email, sessionId } = currentUser(request);
          return ok(await setUpTotp(db, keys, { id, email, sessionId }));
        },
      },
      totpConfirm: {
        summary:
          'Prove the app with its first code: two-factor sign-in is on; answers ten recovery codes, once',
        config: guesses,
        handler: async (request) => {
          const user = currentUser(request);
          const recoveryCodes = await confirmTotp(db, keys, {
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
          const status = await disableMfa(db, rp, keys, userId, request.body);
          app.signedIn.forgetUser(userId);
          return ok(status, 'Two-factor sign-in is off');
        },
      },
      verify: {
        summary: "The sign-in's second step: the mfaToken and a code (or a recovery code) for a session",
        config: guesses,
        handler: async (request, reply) => {
          const { userId, factor } = await redeemChallenge(db, rp, keys, request.body);
          const token = await openSession(app, request, reply, { userId, factors: ['id_token', factor] });
          return ok({ token, user: await signedInProfile(app, request, userId), isNewUser: false });
        },
      },
      passkeyRegisterOptions: {
        summary: 'Start adding a passkey: the options for navigator.credentials.create()',
        handler: async (request) => {
          const { id, email, sessionId } = currentUser(request);
          // Refused here too, before the person is asked to touch their authenticator for nothing.
          if (await hasSecondFactor(db, id)) await requireSecondFactorSession(db, sessionId);
          return ok(await registrationOptions(db, rp, { id, email }));
        },
      },
      passkeyRegister: {
        summary:
          "Add a passkey with the browser's answer and a name; the first second factor answers ten recovery codes",
        config: guesses,
        handler: async (request, reply) => {
          const user = currentUser(request);
          const added = await registerPasskey(db, rp, {
            userId: user.id,
            sessionId: user.sessionId,
            request: request.body,
          });
          factorsChanged(user.sessionId);
          return reply.code(201).send(ok(added, 'Passkey added'));
        },
      },
      passkeyRemove: {
        summary: 'Remove a passkey; the last second factor needs a recovery code or the passkey itself',
        config: guesses,
        handler: async (request) => {
          const userId = currentUser(request).id;
          const status = await removePasskey(db, rp, keys, {
            userId,
            passkeyId: request.params.id,
            proof: request.body,
          });
          app.signedIn.forgetUser(userId);
          return ok(status, 'Passkey removed');
        },
      },
      passkeyProofOptions: {
        summary: 'A passkey challenge to prove it is you while signed in (to remove your last second factor)',
        handler: async (request) =>
          ok(await authenticationOptions(db, rp, { userId: currentUser(request).id, purpose: 'proof' })),
      },
      passkeySignInOptions: {
        summary: "The sign-in's second step with a passkey: the options for navigator.credentials.get()",
        config: guesses,
        handler: async (request) => ok(await passkeyStepOptions(db, rp, request.body.mfaToken)),
      },
    },
    { tags: ['auth'] },
  );
};
