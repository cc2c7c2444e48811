import type { TFavorite } from '@engagex/contracts';
import { ArrowUpRight, Settings2, Star } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { moduleTitle } from '@/lib/content-text';
import { Button, buttonClasses } from '@/ui/Button';
import { Card, Skeleton } from '@/ui/Card';
import { useFavorites } from '../api/get-favorites';
import { t } from '../messages';
import {
  loadFavoritesSettingsDialog,
  MANAGE_FAVORITES_BUTTON_ID,
  setFavoritesSettingsOpen,
} from '../settings-dialog';
import { FavoriteToggle } from './FavoriteToggle';

export type RenderFavoriteIcon = (favorite: TFavorite) => ReactNode;

const modulePath = (moduleId: string) => `/${moduleId}`;

/**
 * The user's favorites in their order. The page renders one bar above the module list and one below it; each
 * shows itself only where the "show favorites at top" setting puts it.
 */
export function FavoritesBar({
  placement,
  renderIcon,
}: {
  placement: 'top' | 'bottom';
  /** The module's icon (the module catalogue owns the icons). */
  renderIcon: RenderFavoriteIcon;
}) {
  const query = useFavorites();
  const atTop = placement === 'top';
  // Until the settings are known, only the top bar shows (the default), as a placeholder.
  if (query.isPending) return atTop ? <FavoritesSkeleton /> : null;
  if (query.isError) {
    return atTop ? (
      <Card role="alert" className="flex flex-col items-start gap-3 p-5">
        <p className="font-semibold">{t('failFetch')}</p>
        <p className="text-sm text-ink-muted">{query.error.message}</p>
        <Button variant="secondary" size="sm" onClick={() => void query.refetch()}>
          {t('retry')}
        </Button>
      </Card>
    ) : null;
  }
  const { favorites, settings } = query.data;
  if (settings.showFavoritesAtTop !== atTop) return null;

  return (
    <section aria-labelledby="favorites-heading" className="@container flex flex-col gap-3">
      <div className="flex items-center justify-between gap-3">
        <h2 id="favorites-heading" className="flex items-center gap-2 text-lg font-semibold">
          <Star
            aria-hidden
            className="size-5 fill-amber-400 text-amber-500 dark:fill-amber-300 dark:text-amber-300"
          />
          {t('title')}
          {favorites.length > 0 && (
            <span className="text-sm font-medium text-ink-muted tabular-nums">{favorites.length}</span>
          )}
        </h2>
        <Button
          id={MANAGE_FAVORITES_BUTTON_ID}
          variant="ghost"
          size="sm"
          aria-haspopup="dialog"
          // The short visible word first, then what it manages (WCAG 2.5.3); no rich text on the first page.
          aria-label={t('manageLabel')}
          icon={<Settings2 aria-hidden className="size-4" />}
          onPointerEnter={() => void loadFavoritesSettingsDialog()}
          onFocus={() => void loadFavoritesSettingsDialog()}
          onClick={() => setFavoritesSettingsOpen(true)}
        >
          {t('manage')}
        </Button>
      </div>

      {favorites.length === 0 ? (
        <p className="rounded-2xl border border-dashed border-line-strong px-4 py-5 text-sm text-ink-muted">
          {t('empty', { where: atTop ? 'below' : 'above' })}
        </p>
      ) : (
        <ol className="grid gap-3 @xl:grid-cols-2 @4xl:grid-cols-3 @7xl:grid-cols-4">
          {favorites.map((favorite) => (
            <li key={favorite.moduleId} className="flex">
              <FavoriteTile
                favorite={favorite}
                icon={renderIcon(favorite)}
                quickLaunch={settings.enableQuickLaunch}
              />
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

function FavoriteTile({
  favorite,
  icon,
  quickLaunch,
}: {
  favorite: TFavorite;
  icon: ReactNode;
  quickLaunch: boolean;
}) {
  const live = favorite.status === 'live' && favorite.isActive;
  const title = moduleTitle({ title: favorite.moduleTitle, titleHi: favorite.moduleTitleHi });
  return (
    <div className="relative flex w-full items-center gap-3 rounded-2xl border border-line bg-surface py-2.5 pr-2 pl-3 shadow-xs transition-colors duration-(--duration-fast) hover:border-line-strong">
      {icon}
      <div className="min-w-0 flex-1">
        <Link
          to={modulePath(favorite.moduleId)}
          className="module-name text-sm font-semibold after:absolute after:inset-0 after:rounded-2xl after:content-[''] focus-visible:outline-none focus-visible:after:outline-2 focus-visible:after:outline-offset-2 focus-visible:after:outline-focus"
        >
          {title}
        </Link>
        <p className="text-xs text-ink-muted">{live ? t('live') : t('soon')}</p>
      </div>
      {quickLaunch && live ? (
        <Link
          to={modulePath(favorite.moduleId)}
          aria-label={t('launchOf', { title })}
          className={buttonClasses({ size: 'sm', className: 'relative z-10' })}
        >
          {t('launch')} <ArrowUpRight aria-hidden className="size-4" />
        </Link>
      ) : null}
      <FavoriteToggle
        module={{
          id: favorite.moduleId,
          name: favorite.moduleName,
          title: favorite.moduleTitle,
          titleHi: favorite.moduleTitleHi,
          icon: favorite.moduleIcon,
          color: favorite.moduleColor,
          isActive: favorite.isActive,
          status: favorite.status,
        }}
      />
    </div>
  );
}

function FavoritesSkeleton() {
  return (
    <section aria-busy="true" aria-label={t('title')} className="flex flex-col gap-3">
      <span role="status" className="sr-only">
        {t('loading')}
      </span>
      <Skeleton className="h-7 w-32" />
      <div className="grid gap-3 sm:grid-cols-3">
        <Skeleton className="h-16 rounded-2xl" />
        <Skeleton className="h-16 rounded-2xl max-sm:hidden" />
        <Skeleton className="h-16 rounded-2xl max-sm:hidden" />
      </div>
    </section>
  );
}
