import type { TActivityKind } from '@engagex/contracts';
import { dashboardApi } from '@engagex/contracts/api/dashboard';
import { favoritesApi } from '@engagex/contracts/api/favorites';
import { modulesApi } from '@engagex/contracts/api/modules';
import { describe, expect, it } from 'vitest';
import { recordActivity } from '../../../platform/activity.js';
import { addCreditsAsAdmin, inject } from '../../../test/api.js';
import { DATABASE_KINDS, signIn } from '../../../test/harness.js';
import { useAdminCast } from '../../../test/suite.js';
import { dashboardStats } from './dashboard.js';

describe.each(DATABASE_KINDS)('dashboard on %s', (kind) => {
  const suite = useAdminCast(kind);

  describe('stats and activity', () => {
    it("counts each of the user's own rows and nobody else's", async () => {
      const [user, other] = [
        await signIn(suite.app, `counts-${kind}@example.com`),
        await signIn(suite.app, `noise-${kind}@example.com`),
      ];
      const record = (userId: string, kind: TActivityKind, moduleId: string | null) =>
        recordActivity(suite.db.db, { userId, kind, title: kind, moduleId });
      for (const [activity, moduleId] of [
        ['video_generated', 'ai-video-generator'],
        ['video_generated', 'ai-video-generator'],
        ['event_checked_in', 'events'],
        ['job_applied', 'blog-writer'],
        ['job_applied', 'blog-writer'],
        ['job_applied', null],
      ] as const)
        await record(user.user.id, activity, moduleId);
      for (const activity of ['video_generated', 'event_checked_in', 'job_applied'] as const)
        await record(other.user.id, activity, 'ai-art');
      await suite.db.db
        .insertInto('referrals')
        .values({ referrer_id: user.user.id, referee_id: other.user.id, code: `count${kind}` })
        .execute();
      await addCreditsAsAdmin(suite.app, suite.admin, user.user.id, 25, `counts-grant-${kind}`);

      expect(await dashboardStats(suite.db.db, user.user.id)).toMatchObject({
        totalCredits: 25,
        videosGenerated: 2,
        eventsAttended: 1,
        jobApplications: 3,
        modulesUsed: 3,
        totalReferrals: 1,
        referralCreditsEarned: 0,
        monthlyReferralCredits: 0,
      });
      expect(await dashboardStats(suite.db.db, other.user.id)).toMatchObject({
        totalCredits: 0,
        videosGenerated: 1,
        eventsAttended: 1,
        jobApplications: 1,
        modulesUsed: 1,
        totalReferrals: 0,
      });
      await expect(dashboardStats(suite.db.db, '00000000-0000-4000-8000-000000000000')).rejects.toMatchObject(
        {
          code: 'NOT_FOUND',
        },
      );
    });

    it('computes the stats from real rows and keeps the latest 10 activities', async () => {
      const user = await signIn(suite.app, `stats-${kind}@example.com`);
      await addCreditsAsAdmin(suite.app, suite.admin, user.user.id, 40, `stats-grant-${kind}`);
      // Reading the page of a module not launched yet (ai-art) is not using it.
      for (const moduleId of ['events', 'ai-art', 'events'])
        await inject(suite.app, modulesApi.open, { session: user, params: { id: moduleId } });
      const stats = (await inject(suite.app, dashboardApi.stats, { session: user })).json().data;
      expect(stats).toMatchObject({
        totalCredits: 40,
        videosGenerated: 0,
        eventsAttended: 0,
        totalReferrals: 0,
        referralCreditsEarned: 0,
        jobApplications: 0,
        modulesUsed: 1,
      });
      expect(Date.parse(stats.memberSince)).toBeLessThanOrEqual(Date.now());
      for (const moduleId of [
        'events',
        'ai-art',
        'blog-writer',
        'voiceover',
        'ad-copy',
        'audio-translator',
        'ai-video-generator',
        'e-commerce',
        'ai-avatar',
      ]) {
        await inject(suite.app, favoritesApi.add, { session: user, body: { moduleId } });
      }
      const activity = (await inject(suite.app, dashboardApi.activity, { session: user })).json().data as {
        kind: string;
        title: string;
      }[];
      expect(activity).toHaveLength(10);
      expect(activity[0]).toMatchObject({
        kind: 'favorite_added',
        title: 'Added AI Avatar Studio to favorites',
      });
      expect(activity.map((a) => a.kind)).not.toContain('signed_up');
      // Stars and launch alerts show interest, not use: "modules used" stays at the one live module opened.
      await inject(suite.app, modulesApi.alertOn, { session: user, params: { id: 'voiceover' } });
      expect((await inject(suite.app, dashboardApi.stats, { session: user })).json().data.modulesUsed).toBe(
        1,
      );
    });
  });
});
