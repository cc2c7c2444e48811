import type { TFavorite, TFavoritesResponse } from '@engagex/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { saidNow, type ToastWords, toast } from '@/ui/toast';
import { FAVORITES_QUERY_KEY } from './get-favorites';

/**
 * What every favorites mutation shares (docs/product.md §4: favorites update optimistically on add, remove and reorder).
 *
 * - One mutation scope: the server applies them one after another in the order the user made them, so a reorder
 *   sent right after an add already names the added module (the server refuses a reorder of another set).
 * - The cache changes at once (onMutate). A failure undoes only its own change, on the cache as it is then,
 *   so another change made meanwhile survives; a snapshot taken earlier would wipe it out.
 * - When the last pending change settles, the server's answer (the full list) becomes the cache; after a
 *   failure the list is fetched again.
 */
export const FAVORITES_MUTATION_KEY = ['favorites'] as const;
export const FAVORITES_SCOPE = { id: 'favorites' } as const;

export async function beginChange(queryClient: QueryClient): Promise<void> {
  // A list still loading would land after the optimistic change and undo it.
  await queryClient.cancelQueries({ queryKey: FAVORITES_QUERY_KEY });
}

export function patchFavorites(
  queryClient: QueryClient,
  update: (current: TFavoritesResponse) => TFavoritesResponse,
): void {
  queryClient.setQueryData<TFavoritesResponse>(FAVORITES_QUERY_KEY, (current) =>
    current ? update(current) : current,
  );
}

export function failChange(title: ToastWords, error: Error): void {
  toast({ title, description: saidNow(error.message), variant: 'error' });
}

export function settleChange(queryClient: QueryClient, answer: TFavoritesResponse | undefined): void {
  // The mutation settling is still counted as pending here.
  if (queryClient.isMutating({ mutationKey: FAVORITES_MUTATION_KEY }) > 1) return;
  if (answer) queryClient.setQueryData(FAVORITES_QUERY_KEY, answer);
  else void queryClient.invalidateQueries({ queryKey: FAVORITES_QUERY_KEY });
}

/** Positions follow the list order, 0..n-1, as the server numbers them. */
export const renumber = (favorites: TFavorite[]): TFavorite[] =>
  favorites.map((favorite, order) => (favorite.order === order ? favorite : { ...favorite, order }));
