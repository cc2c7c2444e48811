import type { TFavorite, TModule } from '@engagex/contracts';
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

/** What a favorite shows of its module; the optimistic entry is built from it before the server answers. */
export type FavoriteModule = Pick<
  TModule,
  'id' | 'name' | 'title' | 'titleHi' | 'icon' | 'color' | 'isActive' | 'status'
>;

export const addFavorite = (moduleId: string) => call(favoritesApi.add, { body: { moduleId } });

const toFavorite = (module: FavoriteModule, order: number): TFavorite => ({
  moduleId: module.id,
  moduleName: module.name,
  moduleTitle: module.title,
  ...(module.titleHi ? { moduleTitleHi: module.titleHi } : {}),
  moduleIcon: module.icon,
  moduleColor: module.color,
  order,
  addedAt: new Date().toISOString(),
  isActive: module.isActive,
  status: module.status,
});

export function useAddFavorite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [...FAVORITES_MUTATION_KEY, 'add'],
    scope: FAVORITES_SCOPE,
    mutationFn: (module: FavoriteModule) => addFavorite(module.id),
    onMutate: async (module) => {
      await beginChange(queryClient);
      let added = false;
      patchFavorites(queryClient, (current) => {
        if (current.favorites.some((favorite) => favorite.moduleId === module.id)) return current;
        added = true;
        return {
          ...current,
          favorites: [...current.favorites, toFavorite(module, current.favorites.length)],
        };
      });
      return { added };
    },
    onError: (error, module, context) => {
      if (context?.added) {
        patchFavorites(queryClient, (current) => ({
          ...current,
          favorites: renumber(current.favorites.filter((favorite) => favorite.moduleId !== module.id)),
        }));
      }
      failChange(() => t('failAdd'), error);
    },
    onSettled: (answer) => settleChange(queryClient, answer),
  });
}
