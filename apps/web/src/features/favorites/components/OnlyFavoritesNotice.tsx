import { Star } from 'lucide-react';
import { Button } from '@/ui/Button';
import { useUpdateFavoriteSettings } from '../api/update-favorite-settings';
import { t } from '../settings/messages';

/** Above the module grid while "show only favorites" is on: says so, and undoes it in one press. */
export function OnlyFavoritesNotice({ count }: { count: number }) {
  const update = useUpdateFavoriteSettings();
  return (
    <div
      data-palette="yellow"
      className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-tone-line bg-tone-soft px-4 py-2.5 text-sm text-tone-fg"
    >
      <p className="flex items-center gap-2">
        <Star aria-hidden className="size-4 shrink-0" />
        {count === 0 ? t('onlyNone') : t('onlySome', { count })}
      </p>
      <Button variant="secondary" size="sm" onClick={() => update.mutate({ hideNonFavorites: false })}>
        {t('showAll')}
      </Button>
    </div>
  );
}
