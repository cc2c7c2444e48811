import type { TFavoritesSettings } from '@engagex/contracts';
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
  settleChange,
} from './optimistic';

export const updateFavoriteSettings = (changes: Partial<TFavoritesSettings>) =>
  call(favoritesApi.updateSettings, { body: changes });

export function useUpdateFavoriteSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [...FAVORITES_MUTATION_KEY, 'settings'],
    scope: FAVORITES_SCOPE,
    mutationFn: (changes: Partial<TFavoritesSettings>) => updateFavoriteSettings(changes),
    onMutate: async (changes) => {
      await beginChange(queryClient);
      let previous: Partial<TFavoritesSettings> = {};
      patchFavorites(queryClient, (current) => {
        previous = Object.fromEntries(
          Object.keys(changes).map((key) => [key, current.settings[key as keyof TFavoritesSettings]]),
        );
        return { ...current, settings: { ...current.settings, ...changes } };
      });
      return { previous };
    },
    onError: (error, _changes, context) => {
      if (context) {
        patchFavorites(queryClient, (current) => ({
          ...current,
          settings: { ...current.settings, ...context.previous },
        }));
      }
      failChange(() => t('failSettings'), error);
    },
    onSettled: (answer) => settleChange(queryClient, answer),
  });
}
