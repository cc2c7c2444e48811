import { favoritesApi } from '@engagex/contracts/api/favorites';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { inject, offContract } from '../../../test/api.js';
import {
  DATABASE_KINDS,
  type Session,
  signIn,
  type TestDatabase,
  useTestDatabase,
} from '../../../test/harness.js';

describe.each(DATABASE_KINDS)('favorites on %s', (kind) => {
  const database = useTestDatabase(kind);
  let db: TestDatabase;
  let app: FastifyInstance;

  beforeAll(async () => {
    db = await database();
    app = await db.build();
  });

  const add = (session: Session, moduleId: string) =>
    inject(app, favoritesApi.add, { session, body: { moduleId } });
  const reorder = (session: Session, moduleIds: string[]) =>
    inject(app, favoritesApi.reorder, { session, body: { moduleIds } });
  const remove = (session: Session, id: string) =>
    inject(app, favoritesApi.remove, { session, params: { id } });

  it('adds, reorders, removes and keeps settings per user', async () => {
    const user = await signIn(app, `fav-${kind}@example.com`);
    for (const moduleId of ['events', 'ai-art', 'blog-writer']) {
      expect((await add(user, moduleId)).statusCode).toBe(200);
    }
    const again = (await add(user, 'events')).json().data;
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

    const reordered = await reorder(user, ['blog-writer', 'events', 'ai-art']);
    expect(
      reordered.json().data.favorites.map((f: { moduleId: string; order: number }) => [f.moduleId, f.order]),
    ).toEqual([
      ['blog-writer', 0],
      ['events', 1],
      ['ai-art', 2],
    ]);
    const stale = await reorder(user, ['events', 'ai-art']);
    expect(stale.statusCode).toBe(409);
    const removed = await remove(user, 'events');
    expect(
      removed.json().data.favorites.map((f: { moduleId: string; order: number }) => [f.moduleId, f.order]),
    ).toEqual([
      ['blog-writer', 0],
      ['ai-art', 1],
    ]);
    expect((await remove(user, 'events')).statusCode).toBe(404);
    expect((await add(user, 'teleport')).statusCode).toBe(404);

    const settings = await inject(app, favoritesApi.updateSettings, {
      session: user,
      body: { hideNonFavorites: true },
    });
    expect(settings.json().data.settings).toEqual({
      showFavoritesAtTop: true,
      enableQuickLaunch: true,
      hideNonFavorites: true,
    });
    const empty = await inject(app, favoritesApi.updateSettings, { session: user, body: offContract({}) });
    expect(empty.statusCode).toBe(400);
    const other = await signIn(app, `fav-other-${kind}@example.com`);
    expect((await inject(app, favoritesApi.list, { session: other })).json().data).toEqual({
      favorites: [],
      settings: { showFavoritesAtTop: true, enableQuickLaunch: true, hideNonFavorites: false },
    });
  });

  it('leaves a consistent order after concurrent reorders', async () => {
    const user = await signIn(app, `fav-race-${kind}@example.com`);
    const ids = ['events', 'ai-art', 'blog-writer', 'voiceover', 'ad-copy'];
    for (const moduleId of ids) await add(user, moduleId);
    const orders = Array.from({ length: 12 }, (_, index) => [
      ...ids.slice(index % 5),
      ...ids.slice(0, index % 5),
    ]);
    const responses = await Promise.all(orders.map((moduleIds) => reorder(user, moduleIds)));
    expect(responses.every((response) => response.statusCode === 200)).toBe(true);
    const final = (await inject(app, favoritesApi.list, { session: user })).json().data.favorites as {
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
