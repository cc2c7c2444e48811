/**
 * When the events list's filter panel loads (decision 093). Shown from the first frame on a screen at least `xs`
 * wide, it loads with the list's page (./pages starts both at once, so neither waits for the other); on a phone,
 * where it stays closed until the Filters button opens it, it loads on that press. Changes when the panel is shown
 * differently or the `xs` breakpoint (src/ui/styles.css) moves.
 */

import { inReadersLanguage } from '@/i18n/lazy';
import type { EventFiltersPanel } from './components/EventFiltersPanel';

/** Tailwind's `xs` (src/ui/styles.css): from here up the list shows its filters without a button. */
export const FILTERS_SHOWN_AT_ONCE = '(min-width: 661px)';

type Panel = typeof EventFiltersPanel;
let loaded: Panel | undefined;
let loading: Promise<Panel> | undefined;

/** The panel once it has loaded, so a page rendering after that draws it in its first frame. */
export const loadedFiltersPanel = (): Panel | undefined => loaded;

/** Loads the panel (its district picker, dates and fields with it) and its words in the reader's language. */
export function loadFiltersPanel(): Promise<Panel> {
  loading ??= inReadersLanguage(import('./components/EventFiltersPanel')).then(
    (module) => (loaded = module.EventFiltersPanel),
    (error: unknown) => {
      // A failed load (offline) is tried again on the next press, not remembered.
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/** Whether this screen shows the filters without a button. */
export const filtersShownAtOnce = (): boolean =>
  typeof window !== 'undefined' && window.matchMedia?.(FILTERS_SHOWN_AT_ONCE).matches === true;
