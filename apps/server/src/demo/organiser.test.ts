import { SERVICE_PREFIXES } from '@engagex/contracts';
import { describe, expect, it } from 'vitest';
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
    for (const prefix of [SERVICE_PREFIXES.events, SERVICE_PREFIXES.culturalEvents]) {
      const mine = await app.inject({
        method: 'GET',
        url: `${prefix}/events?mine=true&limit=100`,
        headers: organiser.headers,
      });
      titles.push(...mine.json().data.items.map((event: { title: string }) => event.title));
    }
    expect(titles.sort()).toEqual([...DEMO_ORGANISED_EVENTS].sort());

    const others = await app.inject({
      method: 'GET',
      url: `${SERVICE_PREFIXES.events}/events?limit=100`,
      headers: organiser.headers,
    });
    const sunburn = others
      .json()
      .data.items.find((event: { title: string }) => event.title.startsWith('Sunburn'));
    const edit = await app.inject({
      method: 'PATCH',
      url: `${SERVICE_PREFIXES.events}/events/${sunburn.id}`,
      headers: organiser.headers,
      payload: { title: 'Not theirs to rename' },
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
