// Kept apart from location.ts: this module has no zod schema, so the web app can import it without zod's
// runtime coming along (a module the bundler keeps is kept whole, schemas and all).

/**
 * The IP location data is MaxMind's GeoLite2, whose licence (CC BY-SA 4.0, MaxMind's EULA §2) asks every
 * product that uses it to say so; the web app shows this where it shows the detected location.
 */
export const IP_LOCATION_ATTRIBUTION = {
  text: 'This product includes GeoLite2 Data created by MaxMind, available from',
  url: 'https://www.maxmind.com/',
} as const;

/**
 * A country's main time zone (its most populous one), for a location that names a country but no zone: some
 * IP records have none, and a country picked by hand has only its code. Countries spanning several zones are
 * listed; any other country gets its zone from the platform's time zone data (Intl, kept current with ICU).
 */
const MAIN_TIME_ZONE: Record<string, string> = {
  US: 'America/New_York',
  CA: 'America/Toronto',
  MX: 'America/Mexico_City',
  BR: 'America/Sao_Paulo',
  AR: 'America/Argentina/Buenos_Aires',
  CL: 'America/Santiago',
  EC: 'America/Guayaquil',
  GB: 'Europe/London',
  ES: 'Europe/Madrid',
  PT: 'Europe/Lisbon',
  DE: 'Europe/Berlin',
  NL: 'Europe/Amsterdam',
  RU: 'Europe/Moscow',
  UA: 'Europe/Kyiv',
  KZ: 'Asia/Almaty',
  CN: 'Asia/Shanghai',
  IN: 'Asia/Kolkata',
  ID: 'Asia/Jakarta',
  MY: 'Asia/Kuala_Lumpur',
  MN: 'Asia/Ulaanbaatar',
  AU: 'Australia/Sydney',
  NZ: 'Pacific/Auckland',
  CD: 'Africa/Kinshasa',
  PG: 'Pacific/Port_Moresby',
  FM: 'Pacific/Pohnpei',
  KI: 'Pacific/Tarawa',
  PF: 'Pacific/Tahiti',
};

type LocaleWithZones = Intl.Locale & { timeZones?: string[]; getTimeZones?: () => string[] };

/** The zones Intl knows for a country (empty where the platform cannot tell). */
export function countryTimeZones(countryCode: string): string[] {
  try {
    const locale = new Intl.Locale(`und-${countryCode.trim().toUpperCase()}`) as LocaleWithZones;
    return locale.getTimeZones?.() ?? locale.timeZones ?? [];
  } catch {
    return [];
  }
}

/** The zone to show for a country when nothing better is known; 'UTC' only for a code nobody recognises. */
export function countryTimeZone(countryCode: string): string {
  const code = countryCode.trim().toUpperCase();
  const listed = MAIN_TIME_ZONE[code];
  if (listed) return listed;
  const zones = countryTimeZones(code);
  return zones.length >= 1 ? (zones[0] as string) : 'UTC';
}

/**
 * The districts and the district of a position come from GeoNames' postal codes (CC BY 4.0, decision 044), which
 * asks for attribution; the web app shows this in the location dialog, beside the position it placed.
 */
export const DISTRICT_DATA_ATTRIBUTION = {
  text: 'Districts and places from GeoNames, licensed under CC BY 4.0, available from',
  url: 'https://www.geonames.org/',
} as const;
