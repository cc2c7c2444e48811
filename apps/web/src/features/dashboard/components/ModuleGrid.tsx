import type { TFavorite } from '@engagex/contracts';
import { Suspense } from 'react';
import { useFavorites } from '@/features/favorites/api/get-favorites';
import { FavoriteToggle } from '@/features/favorites/components/FavoriteToggle';
import { ModuleCatalogue } from '@/features/modules/components/ModuleCatalogue';
import { lazy } from '@/i18n/lazy';
import { ModuleIcon } from '@/ui/ModuleIcon';

// Only for those who turned "show only favorites" on: not part of everybody's first download.
const OnlyFavoritesNotice = lazy(() =>
  import('@/features/favorites/components/OnlyFavoritesNotice').then((m) => ({
    default: m.OnlyFavoritesNotice,
  })),
);

/**
 * The module grid with a favorite star on every card; "show only favorites" narrows it to them.
 * `firstOnly`: how many cards show before "Show all" (on a phone).
 */
export function ModuleGrid({ firstOnly }: { firstOnly?: number | undefined }) {
  const favorites = useFavorites().data;
  const onlyFavorites = favorites?.settings.hideNonFavorites ?? false;
  const favoriteIds = new Set(favorites?.favorites.map((favorite) => favorite.moduleId));
  return (
    <ModuleCatalogue
      firstOnly={firstOnly}
      cardAction={(module) => <FavoriteToggle module={module} />}
      include={onlyFavorites ? (module) => favoriteIds.has(module.id) : undefined}
      notice={
        onlyFavorites ? (
          <Suspense fallback={null}>
            <OnlyFavoritesNotice count={favoriteIds.size} />
          </Suspense>
        ) : null
      }
    />
  );
}

/** A favorite's icon, drawn by the module catalogue (which owns the icons) for the favorites feature. */
export const favoriteIcon = (favorite: TFavorite) => (
  <ModuleIcon
    module={{ id: favorite.moduleId, icon: favorite.moduleIcon, color: favorite.moduleColor }}
    size="sm"
  />
);
