import { eventsApi } from '@engagex/contracts/api/events';
import { describe, expect, it } from 'vitest';
import { inject } from '../test/api.js';
import { signIn, useTestDatabase } from '../test/harness.js';
import { DEMO_ORGANISED_EVENTS, DEMO_ORGANISER } from './organiser.js';
import { seedDemoDataOnce } from './seed.js';

/** The demo organiser runs some demo events, and only those (decision 046). */
describe('the demo organiser', () => {
  const database = useTestDatabase('pglite');

  it('runs the demo events named for them, and another demo event is a 404 to them', async () => {
    const db = await database();
    const app = await db.build({ SEED_DEMO_DATA: 'true' });
    const organiser = await signIn(app, DEMO_ORGANISER.email);
    expect(organiser.user.roles).toContain('organiser');
    expect(organiser.user.roles).not.toContain('admin');
    const titles: string[] = [];
    for (const realm of ['events', 'cultural-events'] as const) {
      const mine = await inject(app, eventsApi.list, {
        realm,
        session: organiser,
        query: { mine: 'true', limit: 100 },
      });
      titles.push(...mine.data().items.map((event) => event.title));
    }
    expect(titles.sort()).toEqual([...DEMO_ORGANISED_EVENTS].sort());

    const others = await inject(app, eventsApi.list, {
      realm: 'events',
      session: organiser,
      query: { limit: 100 },
    });
    const sunburn = others.data().items.find((event) => event.title.startsWith('Sunburn'));
    const edit = await inject(app, eventsApi.update, {
      realm: 'events',
      session: organiser,
      params: { id: sunburn?.id ?? '' },
      body: { title: 'Not theirs to rename' },
    });
    expect(edit.statusCode).toBe(404);
    // A second start seeds nothing again.
    expect(await seedDemoDataOnce(db.db)).toEqual([]);
    // It seeds the whole demo data set first: about 40 s on a busy 2-core machine, past the suite's 30 s.
  }, 90_000);

  it('is granted the role on a database where the account already signed in without it', async () => {
    const db = await database();
    const app = await db.build({ SEED_DEMO_DATA: 'false' });
    // The first test's seeding is this database's too: forget the organiser part, and the account's grant.
    await db.db.deleteFrom('app_meta').where('key', '=', 'demo_organiser_seeded_at').execute();
    await db.db
      .updateTable('users')
      .set({ granted_roles: [] })
      .where('email', '=', DEMO_ORGANISER.email)
      .execute();
    expect((await signIn(app, DEMO_ORGANISER.email)).user.roles).not.toContain('organiser');
    expect(await seedDemoDataOnce(db.db)).toEqual(['demo_organiser_seeded_at']);
    expect((await signIn(app, DEMO_ORGANISER.email)).user.roles).toContain('organiser');
  });
});
