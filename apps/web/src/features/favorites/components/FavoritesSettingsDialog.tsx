import type { TFavoritesSettings } from '@engagex/contracts';
import { useState } from 'react';
import { Button } from '@/ui/Button';
import { Skeleton } from '@/ui/Card';
import { Modal } from '@/ui/Modal';
import { Switch } from '@/ui/Switch';
import { useFavorites } from '../api/get-favorites';
import { useUpdateFavoriteSettings } from '../api/update-favorite-settings';
import { t } from '../settings/messages';
import type { RenderFavoriteIcon } from './FavoritesBar';
import { SortableFavorites } from './SortableFavorites';

/** Each setting with its label's and hint's messages. */
const SETTINGS: {
  key: keyof TFavoritesSettings;
  label: 'atTop' | 'quick' | 'only';
  hint: 'atTopHint' | 'quickHint' | 'onlyHint';
}[] = [
  { key: 'showFavoritesAtTop', label: 'atTop', hint: 'atTopHint' },
  { key: 'enableQuickLaunch', label: 'quick', hint: 'quickHint' },
  { key: 'hideNonFavorites', label: 'only', hint: 'onlyHint' },
];

/** The favorites settings and their order (drag, or keyboard: Space, arrows, Space). Loaded on first use. */
export function FavoritesSettingsDialog({
  open,
  onOpenChange,
  renderIcon,
  variant = 'center',
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  renderIcon: RenderFavoriteIcon;
  variant?: 'center' | 'sheet';
}) {
  const query = useFavorites();
  const update = useUpdateFavoriteSettings();
  const [dragging, setDragging] = useState(false);

  return (
    <Modal
      open={open}
      // Escape while an item is lifted cancels the move (dnd-kit); it must not close the dialog as well.
      onOpenChange={(next) => {
        if (next || !dragging) onOpenChange(next);
      }}
      title={t('title')}
      variant={variant}
      description={t('intro')}
    >
      {query.isPending ? (
        <div aria-busy="true" className="flex flex-col gap-3 py-2">
          <Skeleton className="h-12" />
          <Skeleton className="h-12" />
          <Skeleton className="h-12" />
        </div>
      ) : query.isError ? (
        <div role="alert" className="flex flex-col items-start gap-3 py-2">
          <p className="font-semibold">{t('failFetch')}</p>
          <p className="text-sm text-ink-muted">{query.error.message}</p>
          <Button variant="secondary" size="sm" onClick={() => void query.refetch()}>
            {t('retry')}
          </Button>
        </div>
      ) : (
        <div className="flex flex-col gap-5">
          <fieldset className="divide-y divide-line">
            <legend className="sr-only">{t('display')}</legend>
            {SETTINGS.map(({ key, label, hint }) => (
              <Switch
                key={key}
                label={t(label)}
                hint={t(hint)}
                checked={query.data.settings[key]}
                onChange={(checked) => update.mutate({ [key]: checked })}
              />
            ))}
          </fieldset>

          <section aria-labelledby="favorites-order-heading" className="flex flex-col gap-2">
            <h3 id="favorites-order-heading" className="text-sm font-semibold">
              {t('order')}
            </h3>
            {query.data.favorites.length === 0 ? (
              <p className="rounded-xl border border-dashed border-line-strong px-4 py-4 text-sm text-ink-muted">
                {t('orderEmpty')}
              </p>
            ) : (
              <SortableFavorites
                favorites={query.data.favorites}
                renderIcon={renderIcon}
                onDraggingChange={setDragging}
              />
            )}
          </section>
        </div>
      )}
    </Modal>
  );
}
