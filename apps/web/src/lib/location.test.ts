// Over 300 lines: every step of the location chain (cache, IP service, manual pick, server copy) against one fake clock and fetch.
import { FALLBACK_LOCATION, LOCATION_CACHE_MS, STORAGE_KEYS } from '@engagex/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fail, headersOf, londonIpLocation, modulesList, ok } from '@/test/api';
import {
  detectLocationNow,
  IP_LOCATION_URL,
  resetLocationStateForTests,
  resolveLocation,
  setManualLocation,
  startLocation,
  syncLocationAfterSignIn,
} from './location';
import {
  clearLocationCache,
  getCurrentLocation,
  readLocationCache,
  writeLocationCache,
} from './location-cache';
import { LOCATION_MESSAGES, type LocationRecord, manualTimeZone, toLocationRecord } from './location-record';
import { locationUpdateBody, updateBackendLocation } from './location-server';

/** The server's answer to PUT /users/location: its copy, as saved. */
const savedLocation = modulesList.location;

const NOW = new Date('2026-11-22T10:00:00Z').getTime();
const DAY = 24 * 60 * 60 * 1000;

const londonRecord: LocationRecord = {
  countryCode: 'GB',
  countryName: 'United Kingdom',
  state: 'England',
  city: 'London',
  latlng: '51.5142,-0.0931',
  currency: 'GBP',
  timezone: 'Europe/London',
  detectedFrom: 'ip',
};

const tokyoRecord: LocationRecord = {
  countryCode: 'JP',
  countryName: 'Japan',
  state: 'Tokyo',
  city: 'Tokyo',
  latlng: '35.6895,139.6917',
  currency: 'JPY',
  timezone: 'Asia/Tokyo',
  detectedFrom: 'ip',
};

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

type Handler = (url: string, init: RequestInit | undefined) => Response | Promise<Response>;

/** The IP service and the main server at the fetch boundary; every call is recorded. */
function stubNetwork({ ip, users }: { ip?: Handler; users?: Handler } = {}) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    if (url === IP_LOCATION_URL && ip) return ip(url, init);
    if (url === '/api/main/users/location' && users) return users(url, init);
    throw new Error(`Unexpected request in test: ${init?.method ?? 'GET'} ${url}`);
  });
  vi.stubGlobal('fetch', fetchMock);
  const callsTo = (url: string) => fetchMock.mock.calls.filter(([input]) => String(input) === url);
  return {
    fetchMock,
    ipCalls: () => callsTo(IP_LOCATION_URL),
    userCalls: () => callsTo('/api/main/users/location'),
  };
}

const storedEntry = () => JSON.parse(window.localStorage.getItem(STORAGE_KEYS.location) ?? 'null');

function seedCache(data: LocationRecord, ageMs: number) {
  const timestamp = Date.now() - ageMs;
  window.localStorage.setItem(
    STORAGE_KEYS.location,
    JSON.stringify({ data, timestamp, expiresAt: timestamp + LOCATION_CACHE_MS }),
  );
}

const signIn = () => window.localStorage.setItem(STORAGE_KEYS.authToken, 'token-1');

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
  resetLocationStateForTests();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('the location cache state machine (docs/product.md §4)', () => {
  it('uses a fresh cache as it is, without asking the service', async () => {
    const { fetchMock } = stubNetwork();
    seedCache(tokyoRecord, 9 * DAY);
    await expect(resolveLocation()).resolves.toEqual({ location: tokyoRecord, origin: 'cache' });
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('fetches when the cache has expired, and renews it for ten days', async () => {
    const { ipCalls } = stubNetwork({ ip: () => json(londonIpLocation) });
    seedCache(tokyoRecord, 10 * DAY + 1);
    await expect(resolveLocation()).resolves.toEqual({ location: londonRecord, origin: 'network' });
    expect(ipCalls()).toHaveLength(1);
    expect(storedEntry()).toEqual({ data: londonRecord, timestamp: NOW, expiresAt: NOW + 10 * DAY });
    expect(getCurrentLocation()).toEqual(londonRecord);
  });

  it('counts a cache exactly ten days old as expired', async () => {
    stubNetwork({ ip: () => json(londonIpLocation) });
    seedCache(tokyoRecord, 10 * DAY);
    await expect(resolveLocation()).resolves.toMatchObject({ origin: 'network' });
  });

  it('fetches when there is no cache, and caches the answer', async () => {
    stubNetwork({ ip: () => json(londonIpLocation) });
    await expect(resolveLocation()).resolves.toEqual({ location: londonRecord, origin: 'network' });
    expect(readLocationCache()?.data).toEqual(londonRecord);
  });

  it('falls back to the expired cache when the fetch fails, and keeps it', async () => {
    stubNetwork({
      ip: () => {
        throw new TypeError('Failed to fetch');
      },
    });
    seedCache(tokyoRecord, 30 * DAY);
    const before = window.localStorage.getItem(STORAGE_KEYS.location);
    await expect(resolveLocation()).resolves.toEqual({ location: tokyoRecord, origin: 'cache-fallback' });
    expect(window.localStorage.getItem(STORAGE_KEYS.location)).toBe(before);
  });

  it('uses the fixed India fallback when the fetch fails and there is no cache, and caches nothing', async () => {
    stubNetwork({ ip: () => json({ error: 'down' }, 503) });
    const result = await resolveLocation();
    expect(result).toEqual({
      origin: 'default',
      location: {
        countryCode: 'IN',
        countryName: 'India',
        state: '',
        city: '',
        latlng: '20.5937,78.9629',
        currency: 'INR',
        timezone: 'Asia/Kolkata',
      },
    });
    expect(result.location).toEqual(FALLBACK_LOCATION);
    expect(window.localStorage.getItem(STORAGE_KEYS.location)).toBeNull();
    expect(getCurrentLocation()).toEqual(FALLBACK_LOCATION);
  });

  it('bypasses a fresh cache on a forced refresh', async () => {
    const { ipCalls } = stubNetwork({ ip: () => json(londonIpLocation) });
    seedCache(tokyoRecord, DAY);
    await expect(resolveLocation({ forceRefresh: true })).resolves.toEqual({
      location: londonRecord,
      origin: 'network',
    });
    expect(ipCalls()).toHaveLength(1);
    expect(readLocationCache()?.data).toEqual(londonRecord);
  });

  it('keeps the fresh cache when a forced refresh fails', async () => {
    stubNetwork({ ip: () => json({}, 500) });
    seedCache(tokyoRecord, DAY);
    await expect(resolveLocation({ forceRefresh: true })).resolves.toEqual({
      location: tokyoRecord,
      origin: 'cache-fallback',
    });
  });

  it('clears the cache', async () => {
    stubNetwork({ ip: () => json(londonIpLocation) });
    writeLocationCache(tokyoRecord);
    expect(getCurrentLocation()).toEqual(tokyoRecord);
    clearLocationCache();
    expect(window.localStorage.getItem(STORAGE_KEYS.location)).toBeNull();
    expect(readLocationCache()).toBeNull();
    expect(getCurrentLocation()).toBeNull();
    await expect(resolveLocation()).resolves.toMatchObject({ origin: 'network' });
  });

  it('rejects an answer without a country_code (docs/product.md §5)', async () => {
    const { country_code: _, ...withoutCode } = londonIpLocation;
    stubNetwork({ ip: () => json(withoutCode) });
    seedCache(tokyoRecord, 11 * DAY);
    await expect(resolveLocation()).resolves.toEqual({ location: tokyoRecord, origin: 'cache-fallback' });
  });

  it('rejects an answer with a non-ok status even when it names a country', async () => {
    stubNetwork({ ip: () => json(londonIpLocation, 429) });
    await expect(resolveLocation()).resolves.toMatchObject({ origin: 'default' });
  });

  it('treats an unreadable answer or an unreadable cache as a failure and as no cache', async () => {
    stubNetwork({ ip: () => new Response('<html>oops</html>', { status: 200 }) });
    window.localStorage.setItem(STORAGE_KEYS.location, '{not json');
    await expect(resolveLocation()).resolves.toMatchObject({ origin: 'default' });
    window.localStorage.setItem(STORAGE_KEYS.location, JSON.stringify({ data: { countryCode: 'GB' } }));
    expect(readLocationCache()).toBeNull();
  });

  it('asks the service once when several callers want the location at the same time', async () => {
    const { ipCalls } = stubNetwork({ ip: () => json(londonIpLocation) });
    const results = await Promise.all([resolveLocation(), resolveLocation(), resolveLocation()]);
    expect(results.map((r) => r.origin)).toEqual(['network', 'network', 'network']);
    expect(ipCalls()).toHaveLength(1);
  });

  it('fills what the service left out with the defaults of docs/product.md §3, the currency and zone following the country', () => {
    expect(toLocationRecord({ country_code: 'us' })).toEqual({
      countryCode: 'US',
      countryName: 'United States',
      state: '',
      city: '',
      latlng: '',
      currency: 'USD',
      // Decision 053: not India's zone (nor "UTC") on a record of the United States.
      timezone: 'America/New_York',
      detectedFrom: 'ip',
    });
    expect(toLocationRecord({ country_code: 'in' }).timezone).toBe('Asia/Kolkata');
    expect(toLocationRecord({ country_code: 'fr' }).timezone).toBe('Europe/Paris');
  });

  it("gives a picked country this device's zone only when the device is in that country (decision 053)", () => {
    expect(manualTimeZone('US', 'UTC')).toBe('America/New_York');
    expect(manualTimeZone('US', 'Asia/Kolkata')).toBe('America/New_York');
    expect(manualTimeZone('US', 'America/Los_Angeles')).toBe('America/Los_Angeles');
    expect(manualTimeZone('JP', null)).toBe('Asia/Tokyo');
    expect(manualTimeZone('GB', 'UTC')).toBe('Europe/London');
  });
});

describe('the server copy (PUT /users/location)', () => {
  it('sends state, city, latlng, locality = state and countryCode with the bearer token', async () => {
    signIn();
    const { userCalls } = stubNetwork({ users: () => ok(savedLocation) });
    await expect(updateBackendLocation(londonRecord)).resolves.toBe(true);
    const call = userCalls()[0];
    const init = call?.[1];
    expect(init?.method).toBe('PUT');
    expect(headersOf(call).Authorization).toBe('Bearer token-1');
    expect(JSON.parse(String(init?.body))).toEqual({
      countryCode: 'GB',
      state: 'England',
      city: 'London',
      latlng: '51.5142,-0.0931',
      locality: 'England',
      detectedFrom: 'ip',
    });
  });

  it('is skipped without a token', async () => {
    const { fetchMock } = stubNetwork();
    await expect(updateBackendLocation(londonRecord)).resolves.toBe(false);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('logs a failure and returns false, silently', async () => {
    signIn();
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    stubNetwork({ users: () => fail(400, 'VALIDATION_ERROR', 'countryCode must be two letters') });
    await expect(updateBackendLocation(londonRecord)).resolves.toBe(false);
    expect(log).toHaveBeenCalledWith('Location update failed:', 'countryCode must be two letters');
  });

  it('leaves out coordinates it does not have', () => {
    expect(locationUpdateBody({ ...londonRecord, latlng: '' })).not.toHaveProperty('latlng');
  });
});

describe('start-up and sign-in (docs/product.md §7)', () => {
  it('updates the server at start-up when a cache already existed, once per page load', async () => {
    signIn();
    const { userCalls } = stubNetwork({ users: () => ok(savedLocation) });
    seedCache(tokyoRecord, DAY);
    await expect(startLocation()).resolves.toMatchObject({ origin: 'cache', updated: true });
    await expect(startLocation()).resolves.toMatchObject({ origin: 'cache', updated: false });
    expect(userCalls()).toHaveLength(1);
  });

  it('leaves the first detection to the sign-in flow', async () => {
    signIn();
    const { userCalls } = stubNetwork({ ip: () => json(londonIpLocation), users: () => ok(savedLocation) });
    await expect(startLocation()).resolves.toMatchObject({ origin: 'network', updated: false });
    expect(userCalls()).toHaveLength(0);
  });

  it('sends the location once after sign-in, and start-up does not send it again', async () => {
    const { ipCalls, userCalls } = stubNetwork({
      ip: () => json(londonIpLocation),
      users: () => ok(savedLocation),
    });
    signIn();
    await expect(syncLocationAfterSignIn()).resolves.toBe(true);
    // The first start-up after it reports the sign-in's update, so the screens refetch what follows the country.
    await expect(startLocation()).resolves.toMatchObject({ origin: 'cache', updated: true });
    await expect(startLocation()).resolves.toMatchObject({ origin: 'cache', updated: false });
    expect(ipCalls()).toHaveLength(1);
    expect(userCalls()).toHaveLength(1);
  });

  it('a country picked while the sign-in is still detecting stays: the detection keeps and sends nothing', async () => {
    let answerIp: (response: Response) => void = () => {};
    const { userCalls } = stubNetwork({
      ip: () => new Promise<Response>((resolve) => (answerIp = resolve)),
      users: () => ok(savedLocation),
    });
    signIn();
    const sync = syncLocationAfterSignIn();
    const started = startLocation();
    const picked = await setManualLocation('IN');
    answerIp(json(londonIpLocation));
    await expect(sync).resolves.toBe(false);
    await expect(started).resolves.toMatchObject({ location: { countryCode: 'IN' }, updated: false });
    expect(userCalls()).toHaveLength(1);
    expect(readLocationCache()?.data).toEqual(picked);
  });

  it('sends updates one after another, so the server keeps the last one asked for', async () => {
    let answerFirst: (response: Response) => void = () => {};
    const answers = [
      () => new Promise<Response>((resolve) => (answerFirst = resolve)),
      () => ok(savedLocation),
    ];
    const { userCalls } = stubNetwork({
      users: () => (answers.shift() as () => Response | Promise<Response>)(),
    });
    signIn();
    const first = updateBackendLocation(londonRecord);
    const second = updateBackendLocation(tokyoRecord);
    await vi.waitFor(() => expect(userCalls()).toHaveLength(1));
    await Promise.resolve();
    expect(userCalls()).toHaveLength(1);
    answerFirst(ok(savedLocation));
    await expect(first).resolves.toBe(true);
    await expect(second).resolves.toBe(true);
    expect(userCalls().map(([, init]) => JSON.parse(String(init?.body)).countryCode)).toEqual(['GB', 'JP']);
  });

  it('never sends the fixed fallback to the server', async () => {
    signIn();
    const { userCalls } = stubNetwork({ ip: () => json({}, 503), users: () => ok(savedLocation) });
    await expect(syncLocationAfterSignIn()).resolves.toBe(false);
    expect(userCalls()).toHaveLength(0);
  });
});

describe('asked for by the user', () => {
  it('detects again, bypassing the cache, and tells the server', async () => {
    signIn();
    const { userCalls } = stubNetwork({ ip: () => json(londonIpLocation), users: () => ok(savedLocation) });
    seedCache(tokyoRecord, DAY);
    await expect(detectLocationNow()).resolves.toEqual(londonRecord);
    expect(userCalls()).toHaveLength(1);
  });

  it("says 'Failed to detect location' when the service fails, and keeps the cache", async () => {
    stubNetwork({ ip: () => json({}, 500) });
    seedCache(tokyoRecord, DAY);
    await expect(detectLocationNow()).rejects.toThrow(LOCATION_MESSAGES.detectFailed);
    expect(readLocationCache()?.data).toEqual(tokyoRecord);
  });

  it('sets a manual country: the server first, then the cache with detectedFrom manual', async () => {
    signIn();
    const { userCalls } = stubNetwork({ users: () => ok(savedLocation) });
    const location = await setManualLocation('US');
    expect(location).toMatchObject({
      countryCode: 'US',
      countryName: 'United States',
      currency: 'USD',
      latlng: '37.0902,-95.7129',
      detectedFrom: 'manual',
    });
    expect(JSON.parse(String(userCalls()[0]?.[1]?.body))).toMatchObject({
      countryCode: 'US',
      detectedFrom: 'manual',
    });
    expect(storedEntry()).toEqual({ data: location, timestamp: NOW, expiresAt: NOW + 10 * DAY });
  });

  it("says 'Failed to set manual location' when the server refuses, and changes nothing", async () => {
    signIn();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    stubNetwork({ users: () => fail(500, 'INTERNAL', 'Something went wrong') });
    seedCache(tokyoRecord, DAY);
    await expect(setManualLocation('DE')).rejects.toThrow(LOCATION_MESSAGES.manualFailed);
    expect(readLocationCache()?.data).toEqual(tokyoRecord);
  });

  it('refuses a country outside the manual list', async () => {
    await expect(setManualLocation('FR')).rejects.toThrow(LOCATION_MESSAGES.manualFailed);
  });
});
