import { useSyncExternalStore } from 'react';

/**
 * Whether the favorites settings dialog is open, outside React: the bar that opens it can move (top or bottom of
 * the dashboard, a setting inside that very dialog) while the dialog, mounted once by FavoritesSettingsHost, stays.
 */
let open = false;
const listeners = new Set<() => void>();

export const MANAGE_FAVORITES_BUTTON_ID = 'manage-favorites';

export function setFavoritesSettingsOpen(next: boolean): void {
  if (next === open) return;
  open = next;
  for (const listener of listeners) listener();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
};
const snapshot = () => open;

export const useFavoritesSettingsOpen = () => useSyncExternalStore(subscribe, snapshot, snapshot);

/** The dialog and dnd-kit are fetched on first use; hovering or focusing "Manage" starts the download. */
export const loadFavoritesSettingsDialog = () => import('./components/FavoritesSettingsDialog');
