import { STORAGE_KEYS } from '@engagex/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import themeInitScript from '../../public/theme-init.js?raw';
import { getTheme, resetThemeForTests, resolveInitialTheme, setTheme, toggleTheme } from './theme';

function systemPrefers(theme: 'light' | 'dark') {
  vi.stubGlobal(
    'matchMedia',
    vi.fn((query: string) => ({
      matches: query === '(prefers-color-scheme: dark)' && theme === 'dark',
      media: query,
      addEventListener: vi.fn(),
      removeEventListener: vi.fn(),
    })),
  );
}

const html = () => document.documentElement;

describe('theme', () => {
  beforeEach(() => resetThemeForTests());
  afterEach(() => resetThemeForTests());

  it('uses the stored theme over the system preference', () => {
    systemPrefers('dark');
    window.localStorage.setItem(STORAGE_KEYS.theme, 'light');
    expect(resolveInitialTheme()).toBe('light');

    systemPrefers('light');
    window.localStorage.setItem(STORAGE_KEYS.theme, 'dark');
    expect(resolveInitialTheme()).toBe('dark');
  });

  it('falls back to the system preference when nothing valid is stored', () => {
    systemPrefers('dark');
    expect(resolveInitialTheme()).toBe('dark');
    systemPrefers('light');
    expect(resolveInitialTheme()).toBe('light');
    systemPrefers('dark');
    window.localStorage.setItem(STORAGE_KEYS.theme, 'sepia');
    expect(resolveInitialTheme()).toBe('dark');
  });

  it('is light when the browser cannot tell a preference', () => {
    vi.stubGlobal('matchMedia', undefined);
    expect(resolveInitialTheme()).toBe('light');
  });

  it('toggles between light and dark, persists the choice and sets the dark class on <html>', () => {
    systemPrefers('light');
    expect(getTheme()).toBe('light');

    expect(toggleTheme()).toBe('dark');
    expect(window.localStorage.getItem(STORAGE_KEYS.theme)).toBe('dark');
    expect(html().classList.contains('dark')).toBe(true);

    expect(toggleTheme()).toBe('light');
    expect(window.localStorage.getItem(STORAGE_KEYS.theme)).toBe('light');
    expect(html().classList.contains('dark')).toBe(false);

    // A later load resolves the stored choice, not the system's.
    systemPrefers('dark');
    resetThemeForTests();
    expect(getTheme()).toBe('light');
  });

  it('does not remember a theme that only followed the system', () => {
    setTheme('dark', { persist: false });
    expect(window.localStorage.getItem(STORAGE_KEYS.theme)).toBeNull();
    expect(html().classList.contains('dark')).toBe(true);
  });

  describe('the pre-paint script (public/theme-init.js)', () => {
    const run = () => new Function(themeInitScript)();

    it('applies the stored theme before the app loads', () => {
      systemPrefers('light');
      window.localStorage.setItem(STORAGE_KEYS.theme, 'dark');
      run();
      expect(html().classList.contains('dark')).toBe(true);
      expect(html().style.colorScheme).toBe('dark');
    });

    it('follows the system preference when nothing is stored, like resolveInitialTheme()', () => {
      systemPrefers('dark');
      run();
      expect(html().classList.contains('dark')).toBe(resolveInitialTheme() === 'dark');
      systemPrefers('light');
      run();
      expect(html().classList.contains('dark')).toBe(false);
    });
  });
});
