import {
  ZFlaggedReferral,
  ZRefereeIdParams,
  ZReferralClickRequest,
  ZReferralClickResponse,
  ZReferralLink,
  ZReferralStats,
  ZReferralStatsQuery,
  ZReviewReferralRequest,
  ZShareRecord,
  ZShareRequest,
} from '@engagex/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../../platform/auth/auth.js';
import { createdResponses, ok, responses } from '../../../platform/envelope.js';
import { recentShares, recordClick, referralLink, referralStats, shareReferral } from './referrals.js';
import { flaggedReferrals, reviewReferral } from './review.js';

export const referralRoutes: FastifyPluginAsyncZod = async (app) => {
  const route = { config: { auth: 'user' as const } };
  const tags = ['referrals'];
  const { webAppUrl } = app.config;

  app.get(
    '/referral/link',
    { ...route, schema: { tags, response: responses(ZReferralLink) } },
    async (request) => ok(await referralLink(app.db, currentUser(request).id, webAppUrl)),
  );
  app.post(
    '/referral/share',
    { ...route, schema: { tags, body: ZShareRequest, response: createdResponses(ZShareRecord) } },
    async (request, reply) =>
      reply.code(201).send(
        ok(
          await shareReferral(app.db, {
            userId: currentUser(request).id,
            platform: request.body.platform,
            webAppUrl,
          }),
        ),
      ),
  );
  app.get(
    '/referral/shares',
    { ...route, schema: { tags, response: responses(z.array(ZShareRecord)) } },
    async (request) => ok(await recentShares(app.db, currentUser(request).id, webAppUrl)),
  );
  app.get(
    '/referral/stats',
    { ...route, schema: { tags, querystring: ZReferralStatsQuery, response: responses(ZReferralStats) } },
    async (request) =>
      ok(await referralStats(app.db, { userId: currentUser(request).id, period: request.query.period })),
  );
  app.post(
    '/referral/clicks',
    {
      config: { auth: 'public', rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: { tags, body: ZReferralClickRequest, response: responses(ZReferralClickResponse) },
    },
    async (request) => ok(await recordClick(app.db, request.body)),
  );

  // Referrals from the referrer's own device or address wait here for an admin (decision 015).
  const admin = { config: { auth: 'admin' as const } };
  app.get(
    '/referral/admin/flagged',
    { ...admin, schema: { tags, response: responses(z.array(ZFlaggedReferral)) } },
    async () => ok(await flaggedReferrals(app.db)),
  );
  app.post(
    '/referral/admin/:refereeId/review',
    {
      ...admin,
      schema: {
        tags,
        params: ZRefereeIdParams,
        body: ZReviewReferralRequest,
        response: responses(ZFlaggedReferral),
      },
    },
    async (request) =>
      ok(
        await reviewReferral(app.db, {
          refereeId: request.params.refereeId,
          decision: request.body.decision,
          reviewerId: currentUser(request).id,
        }),
      ),
  );
};
