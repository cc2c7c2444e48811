import { Star } from 'lucide-react';
import { moduleTitle } from '@/lib/content-text';
import { cx } from '@/ui/cx';
import { type FavoriteModule, useAddFavorite } from '../api/add-favorite';
import { useFavorites } from '../api/get-favorites';
import { useRemoveFavorite } from '../api/remove-favorite';
import { t } from '../messages';

/**
 * The star on a module: a toggle button (`aria-pressed`) named "Favorite <module>". It answers at once; a
 * failure puts it back and says so (the mutations' job).
 */
export function FavoriteToggle({
  module,
  labelled = false,
  className,
}: {
  module: FavoriteModule;
  /** Shows the word "Favorite" next to the star, for roomy places such as a module's page. */
  labelled?: boolean;
  className?: string;
}) {
  const favorites = useFavorites();
  const add = useAddFavorite();
  const remove = useRemoveFavorite();
  const title = moduleTitle(module);
  const isFavorite = favorites.data?.favorites.some((favorite) => favorite.moduleId === module.id) ?? false;

  return (
    <button
      type="button"
      aria-pressed={isFavorite}
      // One name in both states (the pressed state tells which); it starts with the visible word.
      aria-label={t('star', { title })}
      title={isFavorite ? t('remove', { title }) : t('add', { title })}
      // Until the list is known, a click could add what is already there.
      disabled={favorites.isPending}
      onClick={() => (isFavorite ? remove.mutate(module.id) : add.mutate(module))}
      className={cx(
        'relative z-10 inline-flex shrink-0 items-center justify-center gap-2 rounded-xl transition-colors duration-(--duration-fast)',
        'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus disabled:opacity-60',
        labelled
          ? 'h-10 border border-line-strong bg-surface px-4 text-sm font-medium text-ink shadow-xs hover:bg-surface-muted'
          : 'size-9 text-ink-muted hover:bg-surface-muted hover:text-ink',
        className,
      )}
    >
      <Star
        aria-hidden
        className={cx(
          'size-5 transition-transform duration-(--duration-fast)',
          isFavorite && 'scale-110 fill-amber-400 text-amber-500 dark:fill-amber-300 dark:text-amber-300',
        )}
      />
      {labelled && t('starLabel')}
    </button>
  );
}
