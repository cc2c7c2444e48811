/**
 * Country names in the reader's language from the browser's own data (decision 075). Made on first use: the first
 * `Intl.DisplayNames` loads region data, about 15 ms of main thread, which the dashboard does not pay because
 * the server sends the names it shows.
 */
import { formattingLocale } from '@/i18n/language';

let regionNames: { locale: string; names: Intl.DisplayNames | null } | undefined;

/** "IN" → "India" ("भारत" to a Hindi reader); the code itself when the browser has no name for it. */
export function countryName(code: string): string {
  const locale = formattingLocale() ?? navigator.language ?? 'en';
  if (regionNames?.locale !== locale) {
    try {
      regionNames = { locale, names: new Intl.DisplayNames([locale, 'en'], { type: 'region' }) };
    } catch {
      regionNames = { locale, names: null };
    }
  }
  try {
    return regionNames.names?.of(code.toUpperCase()) ?? code;
  } catch {
    return code;
  }
}
