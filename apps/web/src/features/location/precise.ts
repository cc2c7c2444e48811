import type { TReverseGeocode } from '@engagex/contracts';
import { locationApi } from '@engagex/contracts/api/location';
import { call } from '@/lib/api';
import { countryName } from '@/lib/country-name';
import { resolveLocation } from '@/lib/location';
import { writeLocationCache } from '@/lib/location-cache';
import { currencyForCountry, type LocationRecord, manualTimeZone } from '@/lib/location-record';
import { noteLocationChoice, updateBackendLocation } from '@/lib/location-server';
import { getAuthToken } from '@/lib/storage';
import { t } from './dialog/messages';

/**
 * "Use my precise location" (decision 045): the device's position (the Geolocation API), placed offline by the
 * server (GET /geo/reverse), becomes the page's location with detectedFrom 'gps'. When any step fails, the page
 * keeps the location docs/product.md §4's rules give (the cache, else the IP service, else India), and the
 * person is told why in plain words. It lives here, not in lib/, so that it loads with the dialog and not with
 * every page's first download.
 */

/** Coordinates kept to 4 decimals (about 11 m): enough to place a district, less of a fingerprint than a raw fix. */
export const roundCoordinate = (value: number): number => Math.round(value * 1e4) / 1e4;

/**
 * A position placed by GET /geo/reverse: its country, and in India its state and district (the district is the
 * city the screens show). Null where no country claims the position (at sea).
 */
export function preciseLocation(place: TReverseGeocode, lat: number, lng: number): LocationRecord | null {
  const code = place.countryCode?.toUpperCase();
  if (!code) return null;
  return {
    countryCode: code,
    countryName: place.countryName || countryName(code),
    state: place.state ?? '',
    city: place.districtName ?? '',
    latlng: `${roundCoordinate(lat)},${roundCoordinate(lng)}`,
    currency: currencyForCountry(code),
    timezone: manualTimeZone(code),
    detectedFrom: 'gps',
    accuracy: 'precise',
    ...(place.districtId ? { districtId: place.districtId } : {}),
  };
}

/** Why a precise location could not be used; each has its own words in the dialog's catalogue (preciseFailed). */
export type PreciseFailure =
  | 'unsupported'
  | 'denied'
  | 'unavailable'
  | 'timeout'
  | 'nowhere'
  | 'lookup-failed'
  | 'not-saved';

export class PreciseLocationError extends Error {
  constructor(
    readonly reason: PreciseFailure,
    /** The location the page kept instead. */
    readonly kept: LocationRecord,
  ) {
    super(preciseFailureMessage(reason, kept));
    this.name = 'PreciseLocationError';
  }
}

/** The message's choice for each failure (ICU select keys cannot hold a hyphen). */
const REASON_KEYS: Record<PreciseFailure, string> = {
  unsupported: 'unsupported',
  denied: 'denied',
  unavailable: 'unavailable',
  timeout: 'timeout',
  nowhere: 'nowhere',
  'lookup-failed': 'lookupFailed',
  'not-saved': 'notSaved',
};

/**
 * Why, and what stayed in the person's words: "…, so we kept the country you chose (Japan)" or "your approximate
 * location (India)". One sentence, so each language orders its parts its own way.
 */
export const preciseFailureMessage = (reason: PreciseFailure, kept: LocationRecord): string =>
  t('preciseFailed', {
    reason: REASON_KEYS[reason],
    kept: kept.detectedFrom ?? 'default',
    place: [kept.city, kept.state, kept.countryName].filter(Boolean).join(', '),
  });

/**
 * High accuracy (the person asked for precise), 15 s to get a fix once permission is given, and a fix up to a
 * minute old is good enough: the district does not change in a minute.
 */
export const POSITION_OPTIONS: PositionOptions = {
  enableHighAccuracy: true,
  timeout: 15_000,
  maximumAge: 60_000,
};

const POSITION_FAILURES: Record<number, PreciseFailure> = { 1: 'denied', 2: 'unavailable', 3: 'timeout' };

class PositionFailure extends Error {
  constructor(readonly reason: PreciseFailure) {
    super(reason);
  }
}

/** The browser's position as a promise; a refusal, no fix or a timeout rejects with the reason. */
export function devicePosition(
  geolocation: Geolocation | undefined = typeof navigator === 'undefined' ? undefined : navigator.geolocation,
): Promise<{ lat: number; lng: number }> {
  if (!geolocation?.getCurrentPosition) return Promise.reject(new PositionFailure('unsupported'));
  return new Promise((resolve, reject) => {
    geolocation.getCurrentPosition(
      ({ coords }) => resolve({ lat: coords.latitude, lng: coords.longitude }),
      (error) => reject(new PositionFailure(POSITION_FAILURES[error.code] ?? 'unavailable')),
      POSITION_OPTIONS,
    );
  });
}

async function placeOf(lat: number, lng: number): Promise<LocationRecord> {
  const place = await call(locationApi.reverse, { query: { lat, lng } }).catch(() => {
    throw new PositionFailure('lookup-failed');
  });
  const location = preciseLocation(place, lat, lng);
  if (!location) throw new PositionFailure('nowhere');
  return location;
}

/**
 * The whole flow. Like a country picked by hand, the server is told first when signed in (the country decides
 * which modules are offered), then the page; a refusal leaves both as they were.
 */
export async function locatePrecisely(geolocation?: Geolocation): Promise<LocationRecord> {
  try {
    const { lat, lng } = await devicePosition(geolocation);
    const location = await placeOf(lat, lng);
    noteLocationChoice();
    if (getAuthToken() && !(await updateBackendLocation(location))) throw new PositionFailure('not-saved');
    writeLocationCache(location);
    return location;
  } catch (error) {
    const reason = error instanceof PositionFailure ? error.reason : 'lookup-failed';
    const { location: kept } = await resolveLocation();
    throw new PreciseLocationError(reason, kept);
  }
}
