import {
  COUNTRY_CURRENCY,
  countryTimeZone,
  countryTimeZones,
  DEFAULT_CURRENCY,
  FALLBACK_LOCATION,
  LOCATION_CACHE_MS,
  MANUAL_COUNTRIES,
  STORAGE_KEYS,
  type TIpLocation,
  type TLocationSource,
  type TUpdateLocationRequest,
} from '@engagex/contracts';
import { locationApi } from '@engagex/contracts/api/location';
import { useSyncExternalStore } from 'react';
import { call } from './api';
import { countryName } from './country-name';
import { requestRaw } from './http';
import { serviceBaseUrl } from './service-url';
import { getAuthToken, readStored, removeStored, writeStored } from './storage';

/**
 * The visitor's approximate location (docs/product.md §4, §7, §8): a cache in localStorage that is fresh for
 * LOCATION_CACHE_MS, the IP location service when it is missing or expired, the expired cache when the service
 * fails, and a fixed India fallback when there is nothing at all. Failures never reach the user from here.
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
}

export interface LocationCacheEntry {
  data: LocationRecord;
  timestamp: number;
  expiresAt: number;
}

/** Where a resolved location came from: a fresh cache, the service, an old cache after a failure, or nothing. */
export type LocationOrigin = 'cache' | 'network' | 'cache-fallback' | 'default';

export interface LocationResult {
  location: LocationRecord;
  origin: LocationOrigin;
}

export const LOCATION_MESSAGES = {
  detectFailed: 'Failed to detect location',
  manualFailed: 'Failed to set manual location',
} as const;

/** Build-time override (VITE_IP_LOCATION_URL); by default the main server's own offline lookup. */
export const IP_LOCATION_URL =
  import.meta.env.VITE_IP_LOCATION_URL?.trim() || `${serviceBaseUrl('main')}/geo/ip`;

const IP_LOCATION_TIMEOUT_MS = 8000;

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

// ---------------------------------------------------------------------------------------------------------
// The cache

function isLocationRecord(value: unknown): value is LocationRecord {
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Record<string, unknown>;
  return ['countryCode', 'countryName', 'state', 'city', 'latlng', 'currency', 'timezone'].every(
    (key) => typeof record[key] === 'string',
  );
}

/** The stored entry, or null when there is none or it cannot be read (then it counts as absent). */
export function readLocationCache(): LocationCacheEntry | null {
  const raw = readStored(STORAGE_KEYS.location);
  if (!raw) return null;
  try {
    const entry = JSON.parse(raw) as Partial<LocationCacheEntry>;
    if (!isLocationRecord(entry.data)) return null;
    if (typeof entry.timestamp !== 'number' || typeof entry.expiresAt !== 'number') return null;
    return { data: entry.data, timestamp: entry.timestamp, expiresAt: entry.expiresAt };
  } catch {
    return null;
  }
}

export const isCacheFresh = (entry: LocationCacheEntry, now: number = Date.now()): boolean =>
  now < entry.expiresAt;

export function writeLocationCache(data: LocationRecord, now: number = Date.now()): LocationCacheEntry {
  const entry: LocationCacheEntry = { data, timestamp: now, expiresAt: now + LOCATION_CACHE_MS };
  writeStored(STORAGE_KEYS.location, JSON.stringify(entry));
  publish(data);
  return entry;
}

export function clearLocationCache(): void {
  removeStored(STORAGE_KEYS.location);
  publish(null);
}

// ---------------------------------------------------------------------------------------------------------
// The state machine

let inflight: Promise<LocationRecord | null> | null = null;

/** One lookup at a time: the chip, the start-up sync and the sign-in flow may all ask at once. */
export function fetchIpLocation(url: string = IP_LOCATION_URL): Promise<LocationRecord | null> {
  inflight ??= requestRaw(url, { timeoutMs: IP_LOCATION_TIMEOUT_MS })
    .then((response) =>
      response.ok && hasCountryCode(response.body) ? toLocationRecord(response.body) : null,
    )
    .catch(() => null)
    .finally(() => {
      inflight = null;
    });
  return inflight;
}

/**
 * docs/product.md §4: a fresh cache as it is; otherwise the service (and the cache is renewed); when the service fails,
 * the old cache; with no cache at all, the fixed fallback (never cached, so the next start tries again).
 * `forceRefresh` skips the fresh cache but keeps it as the fallback.
 */
export async function resolveLocation(
  options: { forceRefresh?: boolean; now?: number; url?: string } = {},
): Promise<LocationResult> {
  const { forceRefresh = false, url } = options;
  const cached = readLocationCache();
  if (!forceRefresh && cached && isCacheFresh(cached, options.now)) {
    return settle({ location: cached.data, origin: 'cache' });
  }
  const fetched = await fetchIpLocation(url);
  if (fetched) {
    writeLocationCache(fetched, options.now);
    return { location: fetched, origin: 'network' };
  }
  if (cached) return settle({ location: cached.data, origin: 'cache-fallback' });
  return settle({ location: fallbackLocation(), origin: 'default' });
}

const sameLocation = (a: LocationRecord | null | undefined, b: LocationRecord) =>
  a != null && JSON.stringify(a) === JSON.stringify(b);

/** Shows what was resolved, without waking the screens when it is what they already show. */
function settle(result: LocationResult): LocationResult {
  if (!sameLocation(current, result.location)) publish(result.location);
  return result;
}

// ---------------------------------------------------------------------------------------------------------
// The server's copy (PUT /users/location)

export function locationUpdateBody(location: LocationRecord): TUpdateLocationRequest {
  return {
    countryCode: location.countryCode,
    state: location.state,
    city: location.city,
    ...(location.latlng ? { latlng: location.latlng } : {}),
    // docs/product.md §7: the locality is the state.
    locality: location.state,
    ...(location.detectedFrom ? { detectedFrom: location.detectedFrom } : {}),
  };
}

/**
 * Sends the location to the server. Skipped (false) without a token; a failure is logged and returns false,
 * and the user never hears of it (docs/product.md §8).
 */
export async function updateBackendLocation(location: LocationRecord): Promise<boolean> {
  if (!getAuthToken()) return false;
  try {
    await call(locationApi.update, { body: locationUpdateBody(location) });
    return true;
  } catch (error) {
    console.error('Location update failed:', error instanceof Error ? error.message : error);
    return false;
  }
}

let startupHandled = false;
let signInSync: Promise<boolean> | null = null;

/**
 * The location on app start: resolves it, and sends it to the server once per page load, but only when a cache
 * already existed (docs/product.md §7). A first detection is left to the sign-in flow, which has just the token for it.
 * `updated` says whether this page load changed the server's copy (the sign-in's update included, reported once),
 * so that what depends on the country can be fetched again.
 */
export async function startLocation(): Promise<LocationResult & { updated: boolean }> {
  const hadCache = readLocationCache() !== null;
  const result = await resolveLocation();
  if (startupHandled) {
    const pending = signInSync;
    signInSync = null;
    return { ...result, updated: pending ? await pending : false };
  }
  startupHandled = true;
  const updated = hadCache && result.origin !== 'default' && (await updateBackendLocation(result.location));
  return { ...result, updated };
}

/**
 * After a sign-in or sign-up: the location goes to the server once (detecting it first when needed), and the
 * start-up sync of this page load is then done. The fixed fallback is never sent: it is not where anybody is.
 */
export function syncLocationAfterSignIn(): Promise<boolean> {
  startupHandled = true;
  signInSync = resolveLocation().then(({ location, origin }) =>
    origin === 'default' ? false : updateBackendLocation(location),
  );
  return signInSync;
}

/** A detection the user asked for: the service or an error ('Failed to detect location'); then the server. */
export async function detectLocationNow(): Promise<LocationRecord> {
  const { location, origin } = await resolveLocation({ forceRefresh: true });
  if (origin !== 'network') throw new Error(LOCATION_MESSAGES.detectFailed);
  await updateBackendLocation(location);
  return location;
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

/**
 * The manual picker: the server is told first (the country decides which modules are available), then the
 * cache; a refusal leaves both as they were and throws 'Failed to set manual location'.
 */
export async function setManualLocation(countryCode: string): Promise<LocationRecord> {
  const location = manualLocation(countryCode);
  if (getAuthToken() && !(await updateBackendLocation(location))) {
    throw new Error(LOCATION_MESSAGES.manualFailed);
  }
  writeLocationCache(location);
  return location;
}

// ---------------------------------------------------------------------------------------------------------
// The location the screens show: the cache, or whatever was resolved last (the fallback included)

let current: LocationRecord | null | undefined;
const listeners = new Set<() => void>();

function publish(location: LocationRecord | null) {
  current = location;
  for (const listener of listeners) listener();
}

export function getCurrentLocation(): LocationRecord | null {
  if (current === undefined) current = readLocationCache()?.data ?? null;
  return current;
}

function onStorage(event: StorageEvent) {
  // Another tab detected or picked a location.
  if (event.key === STORAGE_KEYS.location || event.key === null) publish(readLocationCache()?.data ?? null);
}

export function subscribeLocation(listener: () => void): () => void {
  if (listeners.size === 0) window.addEventListener('storage', onStorage);
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) window.removeEventListener('storage', onStorage);
  };
}

export function useCurrentLocation(): LocationRecord | null {
  return useSyncExternalStore(subscribeLocation, getCurrentLocation, () => null);
}

/** For tests: forget what this page load has seen and done. */
export function resetLocationStateForTests(): void {
  current = undefined;
  inflight = null;
  startupHandled = false;
  signInSync = null;
  for (const listener of [...listeners]) listeners.delete(listener);
  window.removeEventListener('storage', onStorage);
}
