import { LOCATION_CACHE_MS, STORAGE_KEYS } from '@engagex/contracts';
import { useSyncExternalStore } from 'react';
import type { LocationRecord } from './location-record';
import { readStored, removeStored, writeStored } from './storage';

/**
 * The location in localStorage, fresh for LOCATION_CACHE_MS (docs/product.md §4), and the location the screens
 * show: the cache, or whatever was resolved last (the fallback included). Other tabs' changes arrive as storage
 * events.
 */

export interface LocationCacheEntry {
  data: LocationRecord;
  timestamp: number;
  expiresAt: number;
}

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

let current: LocationRecord | null | undefined;
const listeners = new Set<() => void>();

function publish(location: LocationRecord | null) {
  current = location;
  for (const listener of listeners) listener();
}

const sameLocation = (a: LocationRecord | null | undefined, b: LocationRecord) =>
  a != null && JSON.stringify(a) === JSON.stringify(b);

/** Shows a resolved location, without waking the screens when it is what they already show; returns it. */
export function showLocation(location: LocationRecord): LocationRecord {
  if (!sameLocation(current, location)) publish(location);
  return location;
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

/** For tests: forget the location shown and every screen listening (resetLocationStateForTests calls it). */
export function resetShownLocationForTests(): void {
  current = undefined;
  for (const listener of [...listeners]) listeners.delete(listener);
  window.removeEventListener('storage', onStorage);
}
