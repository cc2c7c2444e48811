import { requestRaw } from './http';
import {
  isCacheFresh,
  readLocationCache,
  resetShownLocationForTests,
  showLocation,
  writeLocationCache,
} from './location-cache';
import {
  fallbackLocation,
  hasCountryCode,
  LOCATION_MESSAGES,
  type LocationRecord,
  manualLocation,
  toLocationRecord,
} from './location-record';
import {
  locationChoices,
  noteLocationChoice,
  resetLocationSendsForTests,
  updateBackendLocation,
} from './location-server';
import { serviceBaseUrl } from './service-url';
import { getAuthToken } from './storage';

/**
 * The visitor's approximate location (docs/product.md §4, §7, §8): a cache in localStorage that is fresh for
 * LOCATION_CACHE_MS, the IP location service when it is missing or expired, the expired cache when the service
 * fails, and a fixed India fallback when there is nothing at all. Failures never reach the user from here.
 */

/** Where a resolved location came from: a fresh cache, the service, an old cache after a failure, or nothing. */
export type LocationOrigin = 'cache' | 'network' | 'cache-fallback' | 'default';

export interface LocationResult {
  location: LocationRecord;
  origin: LocationOrigin;
}

/** Build-time override (VITE_IP_LOCATION_URL); by default the main server's own offline lookup. */
export const IP_LOCATION_URL =
  import.meta.env.VITE_IP_LOCATION_URL?.trim() || `${serviceBaseUrl('main')}/geo/ip`;

const IP_LOCATION_TIMEOUT_MS = 8000;

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
  options: { forceRefresh?: boolean; now?: number; url?: string; since?: number } = {},
): Promise<LocationResult> {
  const { forceRefresh = false, url, since } = options;
  const cached = readLocationCache();
  if (!forceRefresh && cached && isCacheFresh(cached, options.now)) {
    return { location: showLocation(cached.data), origin: 'cache' };
  }
  const fetched = await fetchIpLocation(url);
  const chosen = since === undefined || since === locationChoices() ? null : readLocationCache();
  if (chosen) return { location: showLocation(chosen.data), origin: 'cache' };
  if (fetched) {
    writeLocationCache(fetched, options.now);
    return { location: fetched, origin: 'network' };
  }
  if (cached) return { location: showLocation(cached.data), origin: 'cache-fallback' };
  return { location: showLocation(fallbackLocation()), origin: 'default' };
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
  const since = locationChoices();
  const result = await resolveLocation({ since });
  if (startupHandled) {
    const pending = signInSync;
    signInSync = null;
    return { ...result, updated: pending ? await pending : false };
  }
  startupHandled = true;
  const updated =
    hadCache &&
    result.origin !== 'default' &&
    since === locationChoices() &&
    (await updateBackendLocation(result.location));
  return { ...result, updated };
}

/**
 * After a sign-in or sign-up: the location goes to the server once (detecting it first when needed), and the
 * start-up sync of this page load is then done. The fixed fallback is never sent: it is not where anybody is.
 */
export function syncLocationAfterSignIn(): Promise<boolean> {
  startupHandled = true;
  const since = locationChoices();
  signInSync = resolveLocation({ since }).then(({ location, origin }) =>
    origin === 'default' || since !== locationChoices() ? false : updateBackendLocation(location),
  );
  return signInSync;
}

/** A detection the user asked for: the service or an error ('Failed to detect location'); then the server. */
export async function detectLocationNow(): Promise<LocationRecord> {
  const { location, origin } = await resolveLocation({ forceRefresh: true });
  if (origin !== 'network') throw new Error(LOCATION_MESSAGES.detectFailed);
  noteLocationChoice();
  await updateBackendLocation(location);
  return location;
}

/**
 * The manual picker: the server is told first (the country decides which modules are available), then the
 * cache; a refusal leaves both as they were and throws 'Failed to set manual location'.
 */
export async function setManualLocation(countryCode: string): Promise<LocationRecord> {
  const location = manualLocation(countryCode);
  noteLocationChoice();
  if (getAuthToken() && !(await updateBackendLocation(location))) {
    throw new Error(LOCATION_MESSAGES.manualFailed);
  }
  writeLocationCache(location);
  return location;
}

/** For tests: forget what this page load has seen and done. */
export function resetLocationStateForTests(): void {
  resetShownLocationForTests();
  inflight = null;
  startupHandled = false;
  signInSync = null;
  resetLocationSendsForTests();
}
