/**
 * The browser and system a User-Agent names, as a person would call them ("Chrome", "Android"): the sessions a
 * person or an admin lists show them (decision 087). Zod-free, so the web's first download may carry it. The order
 * of each list matters: a browser's string names the engines it is built on too (Edge says Chrome and Safari), so
 * the most specific name comes first. Changes when a browser or system people use is read wrongly.
 */

const BROWSERS: readonly [RegExp, string][] = [
  [/\bEdg(e|A|iOS)?\//, 'Edge'],
  [/\b(OPR|Opera|OPT)\//, 'Opera'],
  [/\bSamsungBrowser\//, 'Samsung Internet'],
  [/\bUCBrowser\//, 'UC Browser'],
  [/\bYaBrowser\//, 'Yandex Browser'],
  [/\bVivaldi\//, 'Vivaldi'],
  [/\b(Firefox|FxiOS)\//, 'Firefox'],
  [/\b(CriOS|Chrome|Chromium|HeadlessChrome)\//, 'Chrome'],
  [/\bVersion\/[\d.]+.*\bSafari\//, 'Safari'],
  [/\b(iPhone|iPad).*\bAppleWebKit\//, 'Safari'],
];

const SYSTEMS: readonly [RegExp, string][] = [
  [/\bWindows Phone\b/, 'Windows Phone'],
  [/\bAndroid\b/, 'Android'],
  [/\b(iPhone|iPod)\b|\biOS\b/, 'iOS'],
  [/\biPad\b/, 'iPadOS'],
  [/\bCrOS\b/, 'ChromeOS'],
  [/\bWindows\b/, 'Windows'],
  [/\bMac OS X\b|\bMacintosh\b/, 'macOS'],
  [/\bLinux\b|\bX11\b/, 'Linux'],
];

export type BrowserAndSystem = { browser: string | null; system: string | null };

/** What a User-Agent names; either part is null when it names none that people know (`curl/8.5.0`). */
export function browserAndSystem(userAgent: string | null | undefined): BrowserAndSystem {
  if (!userAgent) return { browser: null, system: null };
  const browser = BROWSERS.find(([pattern]) => pattern.test(userAgent))?.[1] ?? null;
  const system = SYSTEMS.find(([pattern]) => pattern.test(userAgent))?.[1] ?? null;
  return { browser, system };
}
