import type { TFavorite } from '@engagex/contracts';
import { type ReactNode, Suspense, useEffect, useState } from 'react';
import { lazy } from '@/i18n/lazy';
import { detectDeviceType } from '@/lib/device';
import {
  loadFavoritesSettingsDialog,
  MANAGE_FAVORITES_BUTTON_ID,
  setFavoritesSettingsOpen,
  useFavoritesSettingsOpen,
} from '../settings-dialog';

const FavoritesSettingsDialog = lazy(() =>
  loadFavoritesSettingsDialog().then((m) => ({ default: m.FavoritesSettingsDialog })),
);

/** Mount once per page: renders the settings dialog (lazily loaded) when a "Manage" button asks for it. */
export function FavoritesSettingsHost({ renderIcon }: { renderIcon: (favorite: TFavorite) => ReactNode }) {
  const open = useFavoritesSettingsOpen();
  const [wanted, setWanted] = useState(open);
  useEffect(() => {
    if (open) setWanted(true);
  }, [open]);
  // Leaving the page with the dialog open must not reopen it on return.
  useEffect(() => () => setFavoritesSettingsOpen(false), []);

  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <FavoritesSettingsDialog
        open={open}
        onOpenChange={(next) => {
          setFavoritesSettingsOpen(next);
          // The bar that opened the dialog may have moved meanwhile; give focus to the one on screen.
          if (!next) {
            requestAnimationFrame(() => {
              if (document.activeElement === document.body)
                document.getElementById(MANAGE_FAVORITES_BUTTON_ID)?.focus();
            });
          }
        }}
        renderIcon={renderIcon}
        // A sheet from the bottom on phones, like the mobile variant's other panels.
        variant={detectDeviceType(window.innerWidth, navigator.userAgent) === 'mobile' ? 'sheet' : 'center'}
      />
    </Suspense>
  );
}
