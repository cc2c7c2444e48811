import { modulesApi } from '@engagex/contracts/api/modules';
import { describe, expect, it } from 'vitest';
import { inject } from '../../../test/api.js';
import { DATABASE_KINDS, type Injector, type Session, signIn } from '../../../test/harness.js';
import { useSuite } from '../../../test/suite.js';
import { launchModule } from './launch.js';

describe.each(DATABASE_KINDS)('launching a module on %s', (kind) => {
  const suite = useSuite(kind, { cast: async (app) => ({ admin: await signIn(app, 'admin@engagex.dev') }) });

  /** People who asked to hear about the module (POST /modules/:id/notify). */
  async function askers(moduleId: string, count: number) {
    const people: Session[] = [];
    for (let index = 0; index < count; index++) {
      const person = await signIn(suite.app, `asker-${moduleId}-${index}-${kind}@example.com`);
      expect(
        (await inject(suite.app, modulesApi.alertOn, { session: person, params: { id: moduleId } }))
          .statusCode,
      ).toBe(200);
      people.push(person);
    }
    return people;
  }

  const noticesOf = (moduleId: string) =>
    suite.db.db
      .selectFrom('notifications')
      .leftJoin('notification_emails', 'notification_emails.notification_id', 'notifications.id')
      .select([
        'notifications.user_id',
        'notifications.kind',
        'notifications.title',
        'notifications.link',
        'notification_emails.id as email_id',
      ])
      .where('notifications.once_key', '=', `module-launched:${moduleId}`)
      .orderBy('notifications.id')
      .execute();

  it('makes the module live on its date and tells each person who asked once, by email unless they turned it off', async () => {
    const people = await askers('ai-art', 3);
    const quiet = people[2] as Session;
    await suite.db.db
      .insertInto('notification_preferences')
      .values({ user_id: quiet.user.id, kind: 'module-launched', email: false })
      .execute();
    const bystander = await signIn(suite.app, `bystander-${kind}@example.com`);

    const launched = await inject(suite.app, modulesApi.launch, {
      session: suite.admin,
      params: { id: 'ai-art' },
      body: {},
    });
    expect(launched.statusCode).toBe(200);
    const today = new Date().toISOString().slice(0, 10);
    expect(launched.json().data).toEqual({
      moduleId: 'ai-art',
      status: 'live',
      launchDate: today,
      notified: 3,
    });

    const notices = await noticesOf('ai-art');
    expect(notices.map((notice) => notice.user_id).sort()).toEqual(people.map((p) => p.user.id).sort());
    expect(notices.every((notice) => notice.kind === 'module-launched' && notice.link === '/ai-art')).toBe(
      true,
    );
    expect(notices[0]?.title).toBe('AI Art Maker has launched');
    // The in-app notice for everyone; the email only for those who still want it.
    expect(
      notices
        .filter((notice) => notice.email_id !== null)
        .map((notice) => notice.user_id)
        .sort(),
    ).toEqual(
      people
        .slice(0, 2)
        .map((p) => p.user.id)
        .sort(),
    );
    const bystanderNotices = await suite.db.db
      .selectFrom('notifications')
      .select('id')
      .where('user_id', '=', bystander.user.id)
      .execute();
    expect(bystanderNotices).toEqual([]);

    const module = (
      await inject(suite.app, modulesApi.get, { session: suite.admin, params: { id: 'ai-art' } })
    ).json().data;
    expect(module).toMatchObject({
      status: 'live',
      expectedLaunchDate: today,
      developmentProgress: 100,
    });
    expect(module.launchQuarter).toMatch(/^Q[1-4] \d{4}$/);
  });

  it('refuses a second launch in a sentence and writes nothing', async () => {
    await askers('voiceover', 2);
    expect(
      (
        await inject(suite.app, modulesApi.launch, {
          session: suite.admin,
          params: { id: 'voiceover' },
          body: {},
        })
      ).statusCode,
    ).toBe(200);
    const before = await noticesOf('voiceover');
    const again = await inject(suite.app, modulesApi.launch, {
      session: suite.admin,
      params: { id: 'voiceover' },
      body: { launchDate: '2026-01-01' },
    });
    expect(again.statusCode).toBe(422);
    expect(again.json()).toMatchObject({
      code: 'BUSINESS_RULE',
      message: 'Voiceover Studio is already live',
    });
    expect(await noticesOf('voiceover')).toEqual(before);
    const module = (
      await inject(suite.app, modulesApi.get, { session: suite.admin, params: { id: 'voiceover' } })
    ).json().data;
    expect(module.expectedLaunchDate).not.toBe('2026-01-01');
    // A live module was always live: events, launched with the catalogue.
    expect(
      (
        await inject(suite.app, modulesApi.launch, {
          session: suite.admin,
          params: { id: 'events' },
          body: {},
        })
      ).statusCode,
    ).toBe(422);
  });

  it('answers 404 for an unknown module and 403 to anyone but an suite.admin', async () => {
    const unknown = await inject(suite.app, modulesApi.launch, {
      session: suite.admin,
      params: { id: 'no-such-module' },
      body: {},
    });
    expect(unknown.statusCode).toBe(404);
    const user = await signIn(suite.app, `not-admin-${kind}@example.com`);
    const employee = await signIn(suite.app, `not-admin-${kind}@engagex.dev`);
    for (const session of [user, employee]) {
      expect(
        (
          await inject(suite.app, modulesApi.launch, {
            session: session,
            params: { id: 'ad-copy' },
            body: {},
          })
        ).statusCode,
      ).toBe(403);
    }
    expect(
      (await inject(suite.app, modulesApi.get, { session: suite.admin, params: { id: 'ad-copy' } })).json()
        .data.status,
    ).toBe('upcoming');
  });

  it('takes a date in the past but not one in the future', async () => {
    const future = await inject(suite.app, modulesApi.launch, {
      session: suite.admin,
      params: { id: 'ai-avatar' },
      body: { launchDate: '2099-01-01' },
    });
    expect(future.statusCode).toBe(422);
    expect(future.json().message).toBe('A launch date cannot be in the future: launch the module on the day');
    expect(
      (await inject(suite.app, modulesApi.get, { session: suite.admin, params: { id: 'ai-avatar' } })).json()
        .data.status,
    ).toBe('upcoming');

    const late = await inject(suite.app, modulesApi.launch, {
      session: suite.admin,
      params: { id: 'ai-avatar' },
      body: { launchDate: '2026-10-05' },
    });
    expect(late.json().data).toMatchObject({ launchDate: '2026-10-05', notified: 0 });
    expect(
      (await inject(suite.app, modulesApi.get, { session: suite.admin, params: { id: 'ai-avatar' } })).json()
        .data,
    ).toMatchObject({
      status: 'live',
      expectedLaunchDate: '2026-10-05',
      launchQuarter: 'Q4 2026',
    });
  });

  it('counts "today" from the first time zone to reach it, so an suite.admin east of UTC launches on their date', async () => {
    await expect(
      launchModule(suite.db.db, {
        moduleId: 'blog-writer',
        launchDate: '2026-11-27',
        now: new Date('2026-11-26T20:30:00Z'),
      }),
    ).resolves.toMatchObject({ launchDate: '2026-11-27' });
  });

  it('shows the module live in the lists of every instance, which keep the catalogue in memory', async () => {
    const other = await suite.db.build({}, {}, { ownPool: true });
    const statusIn = async (app: Injector) =>
      (await inject(app, modulesApi.list, { session: suite.admin, query: { status: 'all' } }))
        .data()
        .modules.find((module) => module.id === 'audio-translator')?.status;
    // Both lists are read first, so each instance holds the catalogue from before the launch.
    expect(await statusIn(suite.app)).toBe('upcoming');
    expect(await statusIn(other)).toBe('upcoming');

    expect(
      (
        await inject(suite.app, modulesApi.launch, {
          session: suite.admin,
          params: { id: 'audio-translator' },
          body: {},
        })
      ).statusCode,
    ).toBe(200);
    expect(await statusIn(suite.app)).toBe('live');
    await expect.poll(() => statusIn(other), { timeout: 5_000 }).toBe('live');
    const upcoming = (
      await inject(other, modulesApi.list, { session: suite.admin, query: { status: 'upcoming' } })
    ).data().modules;
    expect(upcoming.map((module) => module.id)).not.toContain('audio-translator');
  });

  it('lets only one of two launches at once through, and tells each person once', async () => {
    const people = await askers('ai-video-generator', 4);
    const other = await suite.db.build({}, {}, { ownPool: true });
    const answers = await Promise.all(
      [suite.app, other].map((app) =>
        inject(app, modulesApi.launch, {
          session: suite.admin,
          params: { id: 'ai-video-generator' },
          body: {},
        }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 422]);
    const winner = answers.find((answer) => answer.statusCode === 200);
    expect(winner?.json().data.notified).toBe(4);
    const notices = await noticesOf('ai-video-generator');
    expect(notices.map((notice) => notice.user_id).sort()).toEqual(people.map((p) => p.user.id).sort());
  });
});
