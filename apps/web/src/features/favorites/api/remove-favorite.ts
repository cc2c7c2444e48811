import type { TFavorite } from '@engagex/contracts';
import { favoritesApi } from '@engagex/contracts/api/favorites';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/api';
import { t } from '../messages';
import {
  beginChange,
  FAVORITES_MUTATION_KEY,
  FAVORITES_SCOPE,
  failChange,
  patchFavorites,
  renumber,
  settleChange,
} from './optimistic';

export const removeFavorite = (moduleId: string) => call(favoritesApi.remove, { params: { id: moduleId } });

export function useRemoveFavorite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [...FAVORITES_MUTATION_KEY, 'remove'],
    scope: FAVORITES_SCOPE,
    mutationFn: (moduleId: string) => removeFavorite(moduleId),
    onMutate: async (moduleId) => {
      await beginChange(queryClient);
      let removed: { favorite: TFavorite; index: number } | null = null;
      patchFavorites(queryClient, (current) => {
        const index = current.favorites.findIndex((favorite) => favorite.moduleId === moduleId);
        if (index < 0) return current;
        removed = { favorite: current.favorites[index] as TFavorite, index };
        return { ...current, favorites: renumber(current.favorites.toSpliced(index, 1)) };
      });
      return { removed: removed as { favorite: TFavorite; index: number } | null };
    },
    onError: (error, moduleId, context) => {
      const removed = context?.removed;
      if (removed) {
        patchFavorites(queryClient, (current) =>
          current.favorites.some((favorite) => favorite.moduleId === moduleId)
            ? current
            : {
                ...current,
                favorites: renumber(current.favorites.toSpliced(removed.index, 0, removed.favorite)),
              },
        );
      }
      failChange(() => t('failRemove'), error);
    },
    onSettled: (answer) => settleChange(queryClient, answer),
  });
}
