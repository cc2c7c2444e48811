import type { TFavorite } from '@engagex/contracts';
import { favoritesApi } from '@engagex/contracts/api/favorites';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/api';
import { t } from '../settings/messages';
import {
  beginChange,
  FAVORITES_MUTATION_KEY,
  FAVORITES_SCOPE,
  failChange,
  patchFavorites,
  renumber,
  settleChange,
} from './optimistic';

/** The server takes exactly the current favorites in their new order; any other set answers 409. */
export const reorderFavorites = (moduleIds: string[]) => call(favoritesApi.reorder, { body: { moduleIds } });

/** The favorites in the order of `moduleIds`; ids it does not name keep their place at the end. */
function arrange(favorites: TFavorite[], moduleIds: readonly string[]): TFavorite[] {
  const rank = new Map(moduleIds.map((id, index) => [id, index]));
  const last = moduleIds.length;
  return renumber(
    favorites.toSorted(
      (a, b) => (rank.get(a.moduleId) ?? last + a.order) - (rank.get(b.moduleId) ?? last + b.order),
    ),
  );
}

export function useReorderFavorites() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [...FAVORITES_MUTATION_KEY, 'reorder'],
    scope: FAVORITES_SCOPE,
    mutationFn: (moduleIds: string[]) => reorderFavorites(moduleIds),
    onMutate: async (moduleIds) => {
      await beginChange(queryClient);
      let previous: string[] = [];
      patchFavorites(queryClient, (current) => {
        previous = current.favorites.map((favorite) => favorite.moduleId);
        return { ...current, favorites: arrange(current.favorites, moduleIds) };
      });
      return { previous };
    },
    onError: (error, _moduleIds, context) => {
      if (context) {
        patchFavorites(queryClient, (current) => ({
          ...current,
          favorites: arrange(current.favorites, context.previous),
        }));
      }
      failChange(() => t('failReorder'), error);
    },
    onSettled: (answer) => settleChange(queryClient, answer),
  });
}
