/**
 * English country names from the browser's own data (the interface is in English). Made on first use: the first
 * `Intl.DisplayNames` loads region data, about 15 ms of main thread, which the dashboard does not pay because
 * the server sends the names it shows.
 */
let regionNames: Intl.DisplayNames | null | undefined;

/** "IN" → "India"; the code itself when the browser has no name for it. */
export function countryName(code: string): string {
  if (regionNames === undefined) {
    try {
      regionNames = new Intl.DisplayNames(['en'], { type: 'region' });
    } catch {
      regionNames = null;
    }
  }
  try {
    return regionNames?.of(code.toUpperCase()) ?? code;
  } catch {
    return code;
  }
}
