import { modulesApi } from '@engagex/contracts/api/modules';
import { describe, expect, it } from 'vitest';
import { inject } from '../../../test/api.js';
import { DATABASE_KINDS, signIn, useTestDatabase } from '../../../test/harness.js';
import { availabilityIn } from './catalogue.js';

describe('availabilityIn', () => {
  it('treats * as everywhere and otherwise needs the country in the list', () => {
    expect(availabilityIn(['*'], 'IN')).toEqual({
      isAvailableInUserCountry: true,
      unavailabilityReason: null,
    });
    expect(availabilityIn(['US', 'CA', 'GB', 'AU'], 'GB').isAvailableInUserCountry).toBe(true);
    const india = availabilityIn(['US', 'CA', 'GB', 'AU'], 'IN');
    expect(india.isAvailableInUserCountry).toBe(false);
    expect(india.unavailabilityReason).toBe('Not available in India yet. Available in US, CA, GB, AU.');
    // Any country by its name, not only the seven of the manual picker.
    expect(availabilityIn(['US'], 'FR').unavailabilityReason).toBe(
      'Not available in France yet. Available in US.',
    );
  });
});

describe.each(DATABASE_KINDS)('module catalogue on %s', (kind) => {
  const database = useTestDatabase(kind);

  it('lists the nine modules of the spec with their statuses and a summary for the user country', async () => {
    const app = await (await database()).build();
    const session = await signIn(app, 'catalogue@example.com');
    const response = await inject(app, modulesApi.list, { session });
    expect(response.statusCode).toBe(200);
    const { modules, summary, country } = response.data();
    expect(country).toBe('IN');
    expect(modules.map((module) => module.path)).toEqual([
      '/events',
      '/ai-video-generator',
      '/blog-writer',
      '/ai-art',
      '/voiceover',
      '/ad-copy',
      '/ai-avatar',
      '/audio-translator',
      '/e-commerce',
    ]);
    expect(summary).toEqual({
      totalModules: 9,
      liveModules: 1,
      upcomingModules: 8,
      availableInUserCountry: 8,
      restrictedInUserCountry: 1,
    });
    const ecommerce = modules.find((module) => module.id === 'e-commerce');
    expect(ecommerce).toMatchObject({
      availableCountries: ['US', 'CA', 'GB', 'AU'],
      isAvailableInUserCountry: false,
    });
  });

  it('names and describes every module in Hindi too, beside the unchanged English (decision 075)', async () => {
    const app = await (await database()).build();
    const session = await signIn(app, 'hindi-names@example.com');
    const { modules } = (await inject(app, modulesApi.list, { session })).data();
    expect(modules).toHaveLength(9);
    for (const module of modules) {
      expect(module.titleHi, module.id).toMatch(/[\u0900-\u097F]/);
      expect(module.descriptionHi, module.id).toMatch(/[\u0900-\u097F]/);
    }
    expect(modules.find((module) => module.id === 'ai-video-generator')).toMatchObject({
      title: 'AI Video Generator',
      titleHi: 'AI वीडियो जनरेटर',
    });
    const events = await inject(app, modulesApi.get, { session, params: { id: 'events' } });
    expect(events.data()).toMatchObject({ title: 'Events', titleHi: 'इवेंट' });
  });

  it('filters by status and follows the user country', async () => {
    const db = await database();
    const app = await db.build();
    const session = await signIn(app, 'usa@example.com');
    await db.db.updateTable('users').set({ country: 'US' }).where('id', '=', session.user.id).execute();
    const live = await inject(app, modulesApi.list, { session, query: { status: 'live' } });
    expect(live.data().modules.map((module) => module.id)).toEqual(['events']);
    const shop = await inject(app, modulesApi.get, { session, params: { id: 'e-commerce' } });
    expect(shop.data()).toMatchObject({ isAvailableInUserCountry: true, unavailabilityReason: null });
    const missing = await inject(app, modulesApi.get, { session, params: { id: 'teleport' } });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ success: false, code: 'NOT_FOUND', message: 'Module not found' });
  });

  it('shows a catalogue change made behind its back: the remembered modules are forgotten', async () => {
    const db = await database();
    const app = await db.build();
    const session = await signIn(app, 'catalogue-change@example.com');
    const titleOf = async (id: string) => {
      const response = await inject(app, modulesApi.list, { session });
      return response.data().modules.find((module) => module.id === id)?.title;
    };
    expect(await titleOf('ai-art')).toBe('AI Art Maker');
    await db.db.updateTable('modules').set({ title: 'AI Art Studio' }).where('id', '=', 'ai-art').execute();
    await expect.poll(() => titleOf('ai-art'), { timeout: 5_000 }).toBe('AI Art Studio');
    await db.db.updateTable('modules').set({ is_active: false }).where('id', '=', 'ai-art').execute();
    await expect.poll(() => titleOf('ai-art'), { timeout: 5_000 }).toBeUndefined();
  });
});
