/**
 * The referral routes: thin handlers over the endpoint table. Changes when a referrals endpoint is added.
 */
import { referralsApi } from '@engagex/contracts/api/referrals';
import { referralsSchemas } from '@engagex/contracts/api/referrals.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../../platform/auth/auth.js';
import { registerEndpoints } from '../../../platform/endpoints.js';
import { ok, reusableAnswer } from '../../../platform/envelope.js';
import { recentShares, recordClick, referralLink, shareReferral } from './referral-link.js';
import { referralStats } from './referral-stats.js';
import { flaggedReferrals, reviewReferral } from './review.js';
import { startRewardReleaseSweep } from './reward-settlement.js';

export const referralRoutes: FastifyPluginAsyncZod = async (app) => {
  const { webAppUrl } = app.config;
  // Held rewards are released by time, not by a request (decision 051).
  startRewardReleaseSweep(app);

  registerEndpoints(
    app,
    referralsApi,
    referralsSchemas,
    {
      // The dashboard's referral card asks for both on every visit; remembered per person (decision 082).
      link: async (request) => {
        const userId = currentUser(request).id;
        return app.personReads.get(userId, 'referral-link', async () =>
          reusableAnswer(ok(await referralLink(app.db, userId, webAppUrl))),
        );
      },
      share: async (request, reply) =>
        reply.code(201).send(
          ok(
            await shareReferral(app.db, {
              userId: currentUser(request).id,
              platform: request.body.platform,
              webAppUrl,
            }),
          ),
        ),
      shares: async (request) => ok(await recentShares(app.db, currentUser(request).id, webAppUrl)),
      stats: async (request) => {
        const userId = currentUser(request).id;
        const { period } = request.query;
        return app.personReads.get(userId, `referral-stats:${period}`, async () =>
          reusableAnswer(ok(await referralStats(app.db, { userId, period }))),
        );
      },
      click: {
        config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
        handler: async (request) => ok(await recordClick(app.db, request.body)),
      },
      // Referrals from the referrer's own device or address wait here for an admin (decision 015).
      flagged: async () => ok(await flaggedReferrals(app.db)),
      review: async (request) =>
        ok(
          await reviewReferral(app.db, {
            refereeId: request.params.refereeId,
            decision: request.body.decision,
            reviewerId: currentUser(request).id,
          }),
        ),
    },
    { tags: ['referrals'] },
  );
};
