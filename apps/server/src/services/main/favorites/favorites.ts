/**
 * A user's favourite modules and their order: the one writer of `favorites` and `favorite_settings`. Changes when
 * favourites gain a rule.
 */

import type { TFavorite, TFavoritesResponse, TFavoritesSettings } from '@engagex/contracts';
import { recordActivity } from '../../../platform/activity.js';
import type { Database } from '../../../platform/db/database.js';
import type { Executor } from '../../../platform/db/transaction.js';
import { AppError, notFound } from '../../../platform/errors.js';
import { say } from '../../../platform/i18n/say.js';

const DEFAULT_SETTINGS: TFavoritesSettings = {
  showFavoritesAtTop: true,
  enableQuickLaunch: true,
  hideNonFavorites: false,
};

async function listFavorites(executor: Executor, userId: string): Promise<TFavorite[]> {
  const rows = await executor
    .selectFrom('favorites as f')
    .innerJoin('modules as m', 'm.id', 'f.module_id')
    .select([
      'm.id',
      'm.name',
      'm.title',
      'm.title_hi',
      'm.icon',
      'm.color',
      'm.is_active',
      'm.status',
      'f.position',
      'f.added_at',
    ])
    .where('f.user_id', '=', userId)
    .orderBy('f.position')
    .execute();
  return rows.map((row, index) => ({
    moduleId: row.id,
    moduleName: row.name,
    moduleTitle: row.title,
    ...(row.title_hi ? { moduleTitleHi: row.title_hi } : {}),
    moduleIcon: row.icon,
    moduleColor: row.color,
    order: index,
    addedAt: row.added_at.toISOString(),
    isActive: row.is_active,
    status: row.status,
  }));
}

async function readSettings(executor: Executor, userId: string): Promise<TFavoritesSettings> {
  const row = await executor
    .selectFrom('favorite_settings')
    .selectAll()
    .where('user_id', '=', userId)
    .executeTakeFirst();
  if (!row) return DEFAULT_SETTINGS;
  return {
    showFavoritesAtTop: row.show_favorites_at_top,
    enableQuickLaunch: row.enable_quick_launch,
    hideNonFavorites: row.hide_non_favorites,
  };
}

export async function getFavorites(db: Database, userId: string): Promise<TFavoritesResponse> {
  const [favorites, settings] = await Promise.all([listFavorites(db, userId), readSettings(db, userId)]);
  return { favorites, settings };
}

/**
 * Every change to a user's favorites first locks their settings row (created on demand), so
 * concurrent adds, removes and reorders apply one after another and positions stay a clean 0..n-1.
 */
async function lockFavorites(executor: Executor, userId: string) {
  await executor
    .insertInto('favorite_settings')
    .values({ user_id: userId })
    .onConflict((conflict) => conflict.column('user_id').doNothing())
    .execute();
  await executor
    .selectFrom('favorite_settings')
    .select('user_id')
    .where('user_id', '=', userId)
    .forNoKeyUpdate()
    .execute();
}

export async function addFavorite(
  db: Database,
  userId: string,
  moduleId: string,
): Promise<TFavoritesResponse> {
  await db.transaction().execute(async (trx) => {
    const module = await trx
      .selectFrom('modules')
      .select(['id', 'title'])
      .where('id', '=', moduleId)
      .executeTakeFirst();
    if (!module) throw notFound('Module');
    await lockFavorites(trx, userId);
    const count = (await listFavorites(trx, userId)).length;
    const added = await trx
      .insertInto('favorites')
      .values({ user_id: userId, module_id: moduleId, position: count })
      .onConflict((conflict) => conflict.columns(['user_id', 'module_id']).doNothing())
      .returning('module_id')
      .executeTakeFirst();
    if (added) {
      await recordActivity(trx, {
        userId,
        kind: 'favorite_added',
        title: say('Added {module} to favorites', { module: module.title }),
        moduleId,
      });
    }
  });
  return getFavorites(db, userId);
}

export async function removeFavorite(
  db: Database,
  userId: string,
  moduleId: string,
): Promise<TFavoritesResponse> {
  await db.transaction().execute(async (trx) => {
    await lockFavorites(trx, userId);
    const removed = await trx
      .deleteFrom('favorites')
      .where('user_id', '=', userId)
      .where('module_id', '=', moduleId)
      .returning('module_id')
      .executeTakeFirst();
    if (!removed) throw notFound('Favorite');
    await renumber(
      trx,
      userId,
      (await listFavorites(trx, userId)).map((favorite) => favorite.moduleId),
    );
    const module = await trx
      .selectFrom('modules')
      .select('title')
      .where('id', '=', moduleId)
      .executeTakeFirst();
    await recordActivity(trx, {
      userId,
      kind: 'favorite_removed',
      title: say('Removed {module} from favorites', { module: module?.title ?? moduleId }),
      moduleId,
    });
  });
  return getFavorites(db, userId);
}

async function renumber(executor: Executor, userId: string, moduleIds: string[]) {
  for (const [position, moduleId] of moduleIds.entries()) {
    await executor
      .updateTable('favorites')
      .set({ position })
      .where('user_id', '=', userId)
      .where('module_id', '=', moduleId)
      .execute();
  }
}

/** A reorder must name exactly the current favorites; anything else is stale and refused. */
export async function reorderFavorites(
  db: Database,
  userId: string,
  moduleIds: string[],
): Promise<TFavoritesResponse> {
  await db.transaction().execute(async (trx) => {
    await lockFavorites(trx, userId);
    const current = (await listFavorites(trx, userId)).map((favorite) => favorite.moduleId);
    const same = current.length === moduleIds.length && current.every((id) => moduleIds.includes(id));
    if (!same) {
      throw new AppError('CONFLICT', 'The favorites changed since this order was made; reload and try again');
    }
    await renumber(trx, userId, moduleIds);
  });
  return getFavorites(db, userId);
}

export async function updateFavoriteSettings(
  db: Database,
  userId: string,
  changes: Partial<TFavoritesSettings>,
): Promise<TFavoritesResponse> {
  await db.transaction().execute(async (trx) => {
    await lockFavorites(trx, userId);
    await trx
      .updateTable('favorite_settings')
      .set({
        ...(changes.showFavoritesAtTop === undefined
          ? {}
          : { show_favorites_at_top: changes.showFavoritesAtTop }),
        ...(changes.enableQuickLaunch === undefined
          ? {}
          : { enable_quick_launch: changes.enableQuickLaunch }),
        ...(changes.hideNonFavorites === undefined ? {} : { hide_non_favorites: changes.hideNonFavorites }),
        updated_at: new Date(),
      })
      .where('user_id', '=', userId)
      .execute();
  });
  return getFavorites(db, userId);
}
