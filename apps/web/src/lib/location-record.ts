import {
  COUNTRY_CURRENCY,
  countryTimeZone,
  countryTimeZones,
  DEFAULT_CURRENCY,
  FALLBACK_LOCATION,
  MANUAL_COUNTRIES,
  type TIpLocation,
  type TLocationSource,
} from '@engagex/contracts';
import { countryName } from './country-name';
import { t } from './messages';

/**
 * The location record and the two ways one is made: from the IP service's answer, or from a country the user
 * picked (docs/product.md §3, §7, §9).
 */

/** docs/product.md §3's location record, as cached; `detectedFrom` is absent on the fixed fallback (nothing detected). */
export interface LocationRecord {
  countryCode: string;
  countryName: string;
  state: string;
  city: string;
  /** 'latitude,longitude', or '' when the service gave no coordinates. */
  latlng: string;
  currency: string;
  timezone: string;
  detectedFrom?: TLocationSource;
  /** 'precise' for a device's position; absent on older records (their accuracy follows from the rest). */
  accuracy?: 'precise';
  /** A position in India: its district in the events' catalogue (GET /districts), for "near me" filters. */
  districtId?: string;
}

export const LOCATION_MESSAGES = {
  get detectFailed() {
    return t('location.detectFailed');
  },
  get manualFailed() {
    return t('location.manualFailed');
  },
};

/** Country centres for the manual picker, so a manual location has coordinates like a detected one. */
const COUNTRY_CENTRES: Record<string, string> = {
  US: '37.0902,-95.7129',
  IN: FALLBACK_LOCATION.latlng,
  GB: '55.3781,-3.436',
  CA: '56.1304,-106.3468',
  AU: '-25.2744,133.7751',
  DE: '51.1657,10.4515',
  JP: '36.2048,138.2529',
};

export const fallbackLocation = (): LocationRecord => ({ ...FALLBACK_LOCATION });

const str = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

function regionName(code: string): string {
  const name = countryName(code);
  return name !== code.toUpperCase() ? name : '';
}

export function currencyForCountry(countryCode: string): string {
  return COUNTRY_CURRENCY[countryCode.toUpperCase()] ?? DEFAULT_CURRENCY;
}

/** docs/product.md §5: only an answer with a country_code counts. */
export function hasCountryCode(body: unknown): body is Partial<TIpLocation> & { country_code: string } {
  return (
    typeof body === 'object' && body !== null && str((body as { country_code?: unknown }).country_code) !== ''
  );
}

/** The IP service's fields (docs/product.md §7) → a location record, with docs/product.md §3's defaults. */
export function toLocationRecord(body: Partial<TIpLocation>): LocationRecord {
  const countryCode = str(body.country_code).toUpperCase() || FALLBACK_LOCATION.countryCode;
  const { latitude, longitude } = body;
  const hasCoordinates = Number.isFinite(latitude) && Number.isFinite(longitude);
  return {
    countryCode,
    countryName: str(body.country_name) || regionName(countryCode) || FALLBACK_LOCATION.countryName,
    state: str(body.region),
    city: str(body.city),
    latlng: hasCoordinates ? `${latitude},${longitude}` : '',
    currency: str(body.currency).toUpperCase() || currencyForCountry(countryCode),
    // An answer without a zone gets the country's main one: India's zone on a US record was wrong.
    timezone: str(body.timezone) || countryTimeZone(countryCode),
    detectedFrom: 'ip',
  };
}

export const isManualCountry = (code: string): boolean => Object.hasOwn(MANUAL_COUNTRIES, code);

function deviceTimeZone(): string | null {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || null;
  } catch {
    return null;
  }
}

/**
 * A picked country's zone: this device's when it lies in that country (a New Yorker picking the United States),
 * otherwise the country's main zone. The device's zone alone made a pick of the United States read "UTC".
 */
export function manualTimeZone(countryCode: string, device: string | null = deviceTimeZone()): string {
  return device && countryTimeZones(countryCode).includes(device) ? device : countryTimeZone(countryCode);
}

/** A country the user picked (docs/product.md §9's list): its name, centre, currency and time zone. */
export function manualLocation(countryCode: string): LocationRecord {
  const code = countryCode.toUpperCase();
  const countryName = MANUAL_COUNTRIES[code];
  if (!countryName) throw new Error(LOCATION_MESSAGES.manualFailed);
  const timezone = manualTimeZone(code);
  return {
    countryCode: code,
    countryName,
    state: '',
    city: '',
    latlng: COUNTRY_CENTRES[code] ?? '',
    currency: currencyForCountry(code),
    timezone,
    detectedFrom: 'manual',
  };
}
