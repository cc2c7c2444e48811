import { STORAGE_KEYS } from '@engagex/contracts';
import { useSyncExternalStore } from 'react';
import { readStored, writeStored } from './storage';

/** docs/product.md §3 and §9: light or dark, stored locally, falling back to the system preference. */
export type Theme = 'light' | 'dark';

const DARK_QUERY = '(prefers-color-scheme: dark)';

export const isTheme = (value: unknown): value is Theme => value === 'light' || value === 'dark';

export function systemTheme(win: Pick<Window, 'matchMedia'> = window): Theme {
  // Optional call: matchMedia is missing in some embedded browsers and in jsdom.
  return win.matchMedia?.(DARK_QUERY)?.matches ? 'dark' : 'light';
}

export function storedTheme(): Theme | null {
  const value = readStored(STORAGE_KEYS.theme);
  return isTheme(value) ? value : null;
}

/** Kept in step with public/theme-init.js, which applies the same rule before first paint. */
export function resolveInitialTheme(): Theme {
  return storedTheme() ?? systemTheme();
}

export function applyTheme(theme: Theme, root: HTMLElement = document.documentElement): void {
  root.classList.toggle('dark', theme === 'dark');
  root.style.colorScheme = theme;
}

const listeners = new Set<() => void>();
let current: Theme | null = null;

export function getTheme(): Theme {
  current ??= resolveInitialTheme();
  return current;
}

/** Applies the theme and, when the user chose it, remembers the choice. */
export function setTheme(theme: Theme, options: { persist?: boolean } = {}): void {
  if (options.persist ?? true) writeStored(STORAGE_KEYS.theme, theme);
  current = theme;
  applyTheme(theme);
  for (const listener of listeners) listener();
}

export function toggleTheme(): Theme {
  const next: Theme = getTheme() === 'dark' ? 'light' : 'dark';
  setTheme(next);
  return next;
}

/** Follows the system preference for as long as the user has not picked a theme. Returns the unsubscribe. */
export function followSystemTheme(): () => void {
  const query = window.matchMedia?.(DARK_QUERY);
  if (!query) return () => {};
  const onChange = () => {
    if (storedTheme() === null) setTheme(query.matches ? 'dark' : 'light', { persist: false });
  };
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function useTheme(): Theme {
  return useSyncExternalStore(subscribe, getTheme, () => 'light');
}

/** For tests: forget the cached value so the next read resolves again. */
export function resetThemeForTests(): void {
  current = null;
  listeners.clear();
}
