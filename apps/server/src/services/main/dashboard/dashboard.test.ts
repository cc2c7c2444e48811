import type { TActivityKind } from '@engagex/contracts';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { recordActivity } from '../../../platform/activity.js';
import { DATABASE_KINDS, signIn, type TestDatabase, useTestDatabase } from '../../../test/harness.js';
import { dashboardStats } from './dashboard.js';

type Session = Awaited<ReturnType<typeof signIn>>;

describe.each(DATABASE_KINDS)('dashboard features on %s', (kind) => {
  const database = useTestDatabase(kind);
  let db: TestDatabase;
  let app: FastifyInstance;
  let admin: Session;

  beforeAll(async () => {
    db = await database();
    // The location cases call from public addresses, which a server with the dev conveniences on refuses.
    app = await db.build({ ALLOW_DEV_CONVENIENCES_ON_NETWORK: 'true' });
    admin = await signIn(app, 'admin@engagex.dev');
  });

  const call = (session: Session, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    app.inject({ method, url: `/api/main${url}`, headers: session.headers, ...(payload ? { payload } : {}) });
  const grant = (session: Session, amount: number, key: string) =>
    call(admin, 'POST', '/credit-transaction/add-credits', {
      userId: session.user.id,
      amount,
      reason: 'Test grant',
      idempotencyKey: key,
    });

  describe('location', () => {
    it.each([
      ['49.36.0.1', { country_code: 'IN', country_name: 'India', currency: 'INR', timezone: 'Asia/Kolkata' }],
      ['81.2.69.160', { country_code: 'GB', country_name: 'United Kingdom', currency: 'GBP' }],
      ['8.8.8.8', { country_code: 'US', currency: 'USD' }],
      ['127.0.0.1', { country_code: 'IN', latitude: 20.5937, longitude: 78.9629, currency: 'INR', city: '' }],
      ['192.168.1.20', { country_code: 'IN', latitude: 20.5937, longitude: 78.9629 }],
      ['::1', { country_code: 'IN', timezone: 'Asia/Kolkata' }],
    ])('locates %s offline', async (ip, expected) => {
      const response = await app.inject({ method: 'GET', url: '/api/main/geo/ip', remoteAddress: ip });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject(expected);
    });

    it('updates the user location, which decides module availability', async () => {
      const user = await signIn(app, `traveller-${kind}@example.com`);
      const before = (await call(user, 'GET', '/modules')).json().data;
      expect(before.summary.restrictedInUserCountry).toBe(1);
      const moved = await call(user, 'PUT', '/users/location', {
        countryCode: 'us',
        state: 'California',
        city: 'San Jose',
        latlng: '37.33,-121.89',
        locality: 'California',
      });
      expect(moved.statusCode).toBe(200);
      expect(moved.json().message).toBe('Location updated');
      expect(moved.json().data).toMatchObject({
        country: 'US',
        countryName: 'United States',
        region: 'California',
        city: 'San Jose',
        coordinates: { lat: 37.33, lng: -121.89 },
        currency: 'USD',
      });
      const after = (await call(user, 'GET', '/modules')).json().data;
      expect(after.summary).toMatchObject({ availableInUserCountry: 9, restrictedInUserCountry: 0 });
      expect(after.location.country).toBe('US');
      for (const bad of [{ countryCode: 'USA' }, { countryCode: 'US', latlng: '200,10' }, {}]) {
        const response = await call(user, 'PUT', '/users/location', bad);
        expect(response.statusCode).toBe(400);
      }
      expect((await call(user, 'GET', '/users/location')).json().data.country).toBe('US');
      await call(user, 'PUT', '/users/location', {
        countryCode: 'US',
        state: 'California',
        city: 'San Jose',
        latlng: '37.33,-121.89',
      });
      const moves = (await call(user, 'GET', '/activity'))
        .json()
        .data.filter((a: { kind: string }) => a.kind === 'location_updated');
      expect(moves).toHaveLength(1);
    });
  });

  describe('favorites', () => {
    it('adds, reorders, removes and keeps settings per user', async () => {
      const user = await signIn(app, `fav-${kind}@example.com`);
      for (const moduleId of ['events', 'ai-art', 'blog-writer']) {
        expect((await call(user, 'POST', '/favorites', { moduleId })).statusCode).toBe(200);
      }
      const again = (await call(user, 'POST', '/favorites', { moduleId: 'events' })).json().data;
      expect(again.favorites.map((f: { moduleId: string }) => f.moduleId)).toEqual([
        'events',
        'ai-art',
        'blog-writer',
      ]);
      expect(again.favorites[1]).toMatchObject({
        moduleTitle: 'AI Art Maker',
        moduleIcon: 'palette',
        order: 1,
        status: 'upcoming',
      });

      const reordered = await call(user, 'PUT', '/favorites/order', {
        moduleIds: ['blog-writer', 'events', 'ai-art'],
      });
      expect(
        reordered
          .json()
          .data.favorites.map((f: { moduleId: string; order: number }) => [f.moduleId, f.order]),
      ).toEqual([
        ['blog-writer', 0],
        ['events', 1],
        ['ai-art', 2],
      ]);
      const stale = await call(user, 'PUT', '/favorites/order', { moduleIds: ['events', 'ai-art'] });
      expect(stale.statusCode).toBe(409);
      const removed = await call(user, 'DELETE', '/favorites/events');
      expect(
        removed.json().data.favorites.map((f: { moduleId: string; order: number }) => [f.moduleId, f.order]),
      ).toEqual([
        ['blog-writer', 0],
        ['ai-art', 1],
      ]);
      expect((await call(user, 'DELETE', '/favorites/events')).statusCode).toBe(404);
      expect((await call(user, 'POST', '/favorites', { moduleId: 'teleport' })).statusCode).toBe(404);

      const settings = await call(user, 'PUT', '/favorites/settings', { hideNonFavorites: true });
      expect(settings.json().data.settings).toEqual({
        showFavoritesAtTop: true,
        enableQuickLaunch: true,
        hideNonFavorites: true,
      });
      expect((await call(user, 'PUT', '/favorites/settings', {})).statusCode).toBe(400);
      const other = await signIn(app, `fav-other-${kind}@example.com`);
      expect((await call(other, 'GET', '/favorites')).json().data).toEqual({
        favorites: [],
        settings: { showFavoritesAtTop: true, enableQuickLaunch: true, hideNonFavorites: false },
      });
    });

    it('leaves a consistent order after concurrent reorders', async () => {
      const user = await signIn(app, `fav-race-${kind}@example.com`);
      const ids = ['events', 'ai-art', 'blog-writer', 'voiceover', 'ad-copy'];
      for (const moduleId of ids) await call(user, 'POST', '/favorites', { moduleId });
      const orders = Array.from({ length: 12 }, (_, index) => [
        ...ids.slice(index % 5),
        ...ids.slice(0, index % 5),
      ]);
      const responses = await Promise.all(
        orders.map((moduleIds) => call(user, 'PUT', '/favorites/order', { moduleIds })),
      );
      expect(responses.every((response) => response.statusCode === 200)).toBe(true);
      const final = (await call(user, 'GET', '/favorites')).json().data.favorites as {
        moduleId: string;
        order: number;
      }[];
      expect(final.map((f) => f.order)).toEqual([0, 1, 2, 3, 4]);
      expect([...final.map((f) => f.moduleId)].sort()).toEqual([...ids].sort());
      expect(orders.map((order) => order.join())).toContain(final.map((f) => f.moduleId).join());
      const positions = await db.db
        .selectFrom('favorites')
        .select('position')
        .where('user_id', '=', user.user.id)
        .execute();
      expect(new Set(positions.map((p) => p.position)).size).toBe(5);
    });
  });

  describe('upcoming modules', () => {
    it('takes backing in credits above the minimum, and launch alerts', async () => {
      const user = await signIn(app, `backer-${kind}@example.com`);
      await grant(user, 100, `backer-grant-${kind}`);
      const tooLittle = await call(user, 'POST', '/modules/ai-art/back', {
        credits: 10,
        idempotencyKey: 'back-small-1',
      });
      expect(tooLittle.statusCode).toBe(422);
      expect(tooLittle.json().message).toBe('Back AI Art Maker with at least 25 credits');
      const live = await call(user, 'POST', '/modules/events/back', {
        credits: 30,
        idempotencyKey: 'back-live-1',
      });
      expect(live.statusCode).toBe(422);
      const backed = await call(user, 'POST', '/modules/ai-art/back', {
        credits: 30,
        idempotencyKey: 'back-ok-1',
      });
      expect(backed.json().data).toMatchObject({ backedCredits: 30, totalBacked: 30, backers: 1 });
      const replay = await call(user, 'POST', '/modules/ai-art/back', {
        credits: 30,
        idempotencyKey: 'back-ok-1',
      });
      expect(replay.json().data.backedCredits).toBe(30);
      const broke = await call(user, 'POST', '/modules/ai-art/back', {
        credits: 80,
        idempotencyKey: 'back-big-1',
      });
      expect(broke.json()).toMatchObject({ code: 'BUSINESS_RULE', message: 'Insufficient credits' });
      expect((await call(user, 'GET', '/cps/credit-transaction/balance')).json().data.balance).toBe(70);

      expect((await call(user, 'POST', '/modules/voiceover/notify')).json().data.notifyAtLaunch).toBe(true);
      expect((await call(user, 'DELETE', '/modules/voiceover/notify')).json().data.notifyAtLaunch).toBe(
        false,
      );
      expect((await call(user, 'POST', '/modules/events/notify')).statusCode).toBe(422);
    });
  });

  describe('stats and activity', () => {
    it("counts each of the user's own rows and nobody else's", async () => {
      const [user, other] = [
        await signIn(app, `counts-${kind}@example.com`),
        await signIn(app, `noise-${kind}@example.com`),
      ];
      const record = (userId: string, kind: TActivityKind, moduleId: string | null) =>
        recordActivity(db.db, { userId, kind, title: kind, moduleId });
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
      await db.db
        .insertInto('referrals')
        .values({ referrer_id: user.user.id, referee_id: other.user.id, code: `count${kind}` })
        .execute();
      await grant(user, 25, `counts-grant-${kind}`);

      expect(await dashboardStats(db.db, user.user.id)).toMatchObject({
        totalCredits: 25,
        videosGenerated: 2,
        eventsAttended: 1,
        jobApplications: 3,
        modulesUsed: 3,
        totalReferrals: 1,
        referralCreditsEarned: 0,
        monthlyReferralCredits: 0,
      });
      expect(await dashboardStats(db.db, other.user.id)).toMatchObject({
        totalCredits: 0,
        videosGenerated: 1,
        eventsAttended: 1,
        jobApplications: 1,
        modulesUsed: 1,
        totalReferrals: 0,
      });
      await expect(dashboardStats(db.db, '00000000-0000-4000-8000-000000000000')).rejects.toMatchObject({
        code: 'NOT_FOUND',
      });
    });

    it('computes the stats from real rows and keeps the latest 10 activities', async () => {
      const user = await signIn(app, `stats-${kind}@example.com`);
      await grant(user, 40, `stats-grant-${kind}`);
      // Reading the page of a module not launched yet (ai-art) is not using it (issue #14).
      for (const moduleId of ['events', 'ai-art', 'events'])
        await call(user, 'POST', `/modules/${moduleId}/open`);
      const stats = (await call(user, 'GET', '/dashboard/stats')).json().data;
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
        await call(user, 'POST', '/favorites', { moduleId });
      }
      const activity = (await call(user, 'GET', '/activity')).json().data as {
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
      await call(user, 'POST', '/modules/voiceover/notify');
      expect((await call(user, 'GET', '/dashboard/stats')).json().data.modulesUsed).toBe(1);
    });
  });
});
