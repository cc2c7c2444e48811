// Over 300 lines: each outcome of asking the device where it is (placed, denied, timed out, abroad, at sea, refused) against one fake clock and API.
import {
  LOCATION_CACHE_MS,
  STORAGE_KEYS,
  type TReverseGeocode,
  type TUserLocation,
} from '@engagex/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { IP_LOCATION_URL, resetLocationStateForTests } from '@/lib/location';
import { readLocationCache } from '@/lib/location-cache';
import { calls, fail, londonIpLocation, ok, type Route, stubApi } from '@/test/api';
import { renderWithApp } from '@/test/render';
import { ToastHost } from '@/ui/toast';
import { clearToastsForTests } from '@/ui/toast/store';
import { LocationChip } from './components/LocationChip';
import { POSITION_OPTIONS } from './precise';

// GET /geo/reverse's answers (ZReverseGeocode) for the positions the tests hold the device at.
const punePlace: TReverseGeocode = {
  countryCode: 'IN',
  countryName: 'India',
  state: 'Maharashtra',
  districtId: 'pune',
  districtName: 'Pune',
};
const newYorkPlace: TReverseGeocode = {
  countryCode: 'US',
  countryName: 'United States',
  state: null,
  districtId: null,
  districtName: null,
};
const seaPlace: TReverseGeocode = {
  countryCode: null,
  countryName: null,
  state: null,
  districtId: null,
  districtName: null,
};

/** PUT /users/location's answer: the server's copy as saved (its accuracy follows detectedFrom 'gps'). */
const savedPune: TUserLocation = {
  country: 'IN',
  countryName: 'India',
  region: 'Maharashtra',
  city: 'Pune',
  detectedFrom: 'gps',
  accuracy: 'precise',
  coordinates: { lat: 18.5204, lng: 73.8567 },
  currency: 'INR',
  updatedAt: '2026-11-26T13:00:00.000Z',
};

const PUNE = { latitude: 18.520412, longitude: 73.856743 };
const reverseUrl = (lat: number, lng: number) => `GET /api/main/geo/reverse?lat=${lat}&lng=${lng}`;
const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });

type Outcome = { at: { latitude: number; longitude: number } } | { code: 1 | 2 | 3 };

/** A device that answers getCurrentPosition as told, and records the options it was asked with. */
function holdDevice(outcome: Outcome) {
  const getCurrentPosition = vi.fn<Geolocation['getCurrentPosition']>((success, failure) => {
    if ('at' in outcome) {
      success({ coords: { ...outcome.at, accuracy: 12 }, timestamp: Date.now() } as GeolocationPosition);
    } else {
      failure?.({ code: outcome.code, message: 'test' } as GeolocationPositionError);
    }
  });
  Object.defineProperty(navigator, 'geolocation', {
    configurable: true,
    value: { getCurrentPosition, watchPosition: vi.fn(), clearWatch: vi.fn() },
  });
  return getCurrentPosition;
}

function seedIpCache(countryCode: string, countryName: string) {
  const timestamp = Date.now();
  window.localStorage.setItem(
    STORAGE_KEYS.location,
    JSON.stringify({
      data: {
        countryCode,
        countryName,
        state: '',
        city: '',
        latlng: '',
        currency: 'INR',
        timezone: 'Asia/Kolkata',
        detectedFrom: 'ip',
      },
      timestamp,
      expiresAt: timestamp + LOCATION_CACHE_MS,
    }),
  );
}

async function openDialog(name: string) {
  const user = userEvent.setup();
  renderWithApp(<LocationChip />, { siblings: <ToastHost /> });
  await user.click(await screen.findByRole('button', { name: `Location: ${name}` }));
  const dialog = await screen.findByRole('dialog', { name: 'Your location' });
  return { user, dialog };
}

const usePrecise = (user: ReturnType<typeof userEvent.setup>, dialog: HTMLElement) =>
  user.click(within(dialog).getByRole('button', { name: 'Use my precise location' }));

const putBodies = (api: ReturnType<typeof stubApi>) =>
  api.mock.calls
    .filter(([url, init]) => String(url) === '/api/main/users/location' && init?.method === 'PUT')
    .map(([, init]) => JSON.parse(String(init?.body)));

beforeEach(() => resetLocationStateForTests());
afterEach(() => {
  clearToastsForTests();
  Reflect.deleteProperty(navigator, 'geolocation');
});

describe('use my precise location', () => {
  it('places a device in Pune: India, Maharashtra, Pune from GPS, on the page and on the server', async () => {
    window.localStorage.setItem(STORAGE_KEYS.authToken, 'token-1');
    seedIpCache('IN', 'India');
    const device = holdDevice({ at: PUNE });
    const api = stubApi({
      'PUT /api/main/users/location': () => ok(savedPune),
      [reverseUrl(PUNE.latitude, PUNE.longitude)]: () => ok(punePlace),
    });
    const { user, dialog } = await openDialog('India');

    await usePrecise(user, dialog);

    expect(await within(dialog).findByText('Pune, Maharashtra, India')).toBeTruthy();
    expect(within(dialog).getByText('Precise (GPS)')).toBeTruthy();
    expect(within(dialog).getByText('18.5204, 73.8567')).toBeTruthy();
    // GeoNames' licence (CC BY 4.0) asks for this where its districts place a position.
    expect(within(dialog).getByText(/Districts and places from GeoNames/)).toBeTruthy();
    expect(within(dialog).getByRole('link', { name: 'geonames.org' }).getAttribute('href')).toBe(
      'https://www.geonames.org/',
    );
    // The chip behind the dialog (hidden from the accessibility tree while the dialog is open) follows.
    expect(
      screen.getByRole('button', { name: 'Location: Pune, Maharashtra, India', hidden: true }),
    ).toBeTruthy();
    expect(device).toHaveBeenCalledOnce();
    expect(device.mock.calls[0]?.[2]).toEqual(POSITION_OPTIONS);
    expect(POSITION_OPTIONS).toMatchObject({ enableHighAccuracy: true, timeout: 15_000 });
    expect(readLocationCache()?.data).toEqual({
      countryCode: 'IN',
      countryName: 'India',
      state: 'Maharashtra',
      city: 'Pune',
      latlng: '18.5204,73.8567',
      currency: 'INR',
      timezone: 'Asia/Kolkata',
      detectedFrom: 'gps',
      accuracy: 'precise',
      districtId: 'pune',
    });
    expect(putBodies(api).at(-1)).toEqual({
      countryCode: 'IN',
      state: 'Maharashtra',
      city: 'Pune',
      latlng: '18.5204,73.8567',
      locality: 'Maharashtra',
      detectedFrom: 'gps',
    });
    expect(within(dialog).queryByRole('alert')).toBeNull();
  });

  it('keeps the approximate location and says so when permission is denied', async () => {
    window.localStorage.setItem(STORAGE_KEYS.authToken, 'token-1');
    seedIpCache('IN', 'India');
    holdDevice({ code: 1 });
    const api = stubApi({ 'PUT /api/main/users/location': () => ok({ ...savedPune, detectedFrom: 'ip' }) });
    const { user, dialog } = await openDialog('India');
    await waitFor(() => expect(putBodies(api)).toHaveLength(1)); // the start-up sync of the cached location
    await usePrecise(user, dialog);

    expect(await within(dialog).findByRole('alert')).toHaveProperty(
      'textContent',
      'Location permission was denied, so we kept your approximate location (India).',
    );
    expect(readLocationCache()?.data).toMatchObject({ countryCode: 'IN', detectedFrom: 'ip' });
    expect(within(dialog).getByText('From your internet connection (approximate)')).toBeTruthy();
    expect(within(dialog).queryByRole('link', { name: 'geonames.org' })).toBeNull();
    expect(putBodies(api)).toHaveLength(1);
    expect(calls(api).some((call) => call.includes('/geo/reverse'))).toBe(false);
  });

  it('falls back to the IP location when the position times out and nothing was cached', async () => {
    holdDevice({ code: 3 });
    stubApi({ [`GET ${IP_LOCATION_URL}`]: () => json(londonIpLocation) });
    const { user, dialog } = await openDialog('London, England, United Kingdom');
    await usePrecise(user, dialog);

    expect(await within(dialog).findByRole('alert')).toHaveProperty(
      'textContent',
      'Finding your position took too long, so we kept your approximate location (London, England, United Kingdom).',
    );
    expect(readLocationCache()?.data).toMatchObject({ countryCode: 'GB', detectedFrom: 'ip' });
  });

  it('says so when the device cannot find itself or the browser has no Geolocation API', async () => {
    seedIpCache('IN', 'India');
    holdDevice({ code: 2 });
    stubApi({});
    const { user, dialog } = await openDialog('India');
    await usePrecise(user, dialog);
    expect(await within(dialog).findByRole('alert')).toHaveProperty(
      'textContent',
      'Your device could not find its position, so we kept your approximate location (India).',
    );

    Reflect.deleteProperty(navigator, 'geolocation');
    await usePrecise(user, dialog);
    await waitFor(() =>
      expect(within(dialog).getByRole('alert').textContent).toBe(
        'This browser cannot share its position, so we kept your approximate location (India).',
      ),
    );
  });

  it('places a device outside India by its country alone, signed out: no server copy to update', async () => {
    seedIpCache('IN', 'India');
    const newYork = { latitude: 40.7128, longitude: -74.006 };
    holdDevice({ at: newYork });
    const api = stubApi({ [reverseUrl(newYork.latitude, newYork.longitude)]: () => ok(newYorkPlace) });
    const { user, dialog } = await openDialog('India');
    await usePrecise(user, dialog);

    const current = within(dialog).getByRole('region', { name: 'Current location' });
    expect(await within(current).findByText('United States')).toBeTruthy();
    expect(within(current).getByText('Precise (GPS)')).toBeTruthy();
    expect(within(current).getByText('USD')).toBeTruthy();
    const cached = readLocationCache()?.data;
    expect(cached).toMatchObject({
      countryCode: 'US',
      state: '',
      city: '',
      latlng: '40.7128,-74.006',
      currency: 'USD',
      detectedFrom: 'gps',
    });
    expect(cached?.districtId).toBeUndefined();
    expect(calls(api)).toEqual([reverseUrl(newYork.latitude, newYork.longitude)]);
  });

  it('keeps the location when the position is at sea, where no country claims it', async () => {
    window.localStorage.setItem(STORAGE_KEYS.authToken, 'token-1');
    seedIpCache('IN', 'India');
    const arabianSea = { latitude: 15, longitude: 65 };
    holdDevice({ at: arabianSea });
    const api = stubApi({
      'PUT /api/main/users/location': () => ok({ ...savedPune, detectedFrom: 'ip' }),
      [reverseUrl(15, 65)]: () => ok(seaPlace),
    });
    const { user, dialog } = await openDialog('India');
    await waitFor(() => expect(putBodies(api)).toHaveLength(1));
    await usePrecise(user, dialog);

    expect(await within(dialog).findByRole('alert')).toHaveProperty(
      'textContent',
      'Your position is not inside any country (at sea?), so we kept your approximate location (India).',
    );
    expect(readLocationCache()?.data).toMatchObject({ countryCode: 'IN', detectedFrom: 'ip' });
    expect(putBodies(api)).toHaveLength(1);
  });

  it('changes nothing when the server refuses to save the precise location', async () => {
    window.localStorage.setItem(STORAGE_KEYS.authToken, 'token-1');
    seedIpCache('IN', 'India');
    holdDevice({ at: PUNE });
    const refusals = vi.spyOn(console, 'error').mockImplementation(() => {});
    let puts = 0;
    const put: Route = () =>
      ++puts === 1 ? ok({ ...savedPune, detectedFrom: 'ip' }) : fail(500, 'INTERNAL', 'Down');
    stubApi({
      'PUT /api/main/users/location': put,
      [reverseUrl(PUNE.latitude, PUNE.longitude)]: () => ok(punePlace),
    });
    const { user, dialog } = await openDialog('India');
    await waitFor(() => expect(puts).toBe(1));
    await usePrecise(user, dialog);

    expect(await within(dialog).findByRole('alert')).toHaveProperty(
      'textContent',
      'We could not save your precise location, so we kept your approximate location (India).',
    );
    expect(readLocationCache()?.data).toMatchObject({ countryCode: 'IN', detectedFrom: 'ip' });
    expect(refusals).toHaveBeenCalled();
    refusals.mockRestore();
  });

  it('shows a saved precise location after a reload, and the start-up sync keeps it as GPS', async () => {
    window.localStorage.setItem(STORAGE_KEYS.authToken, 'token-1');
    const timestamp = Date.now();
    window.localStorage.setItem(
      STORAGE_KEYS.location,
      JSON.stringify({
        data: {
          countryCode: 'IN',
          countryName: 'India',
          state: 'Maharashtra',
          city: 'Pune',
          latlng: '18.5204,73.8567',
          currency: 'INR',
          timezone: 'Asia/Kolkata',
          detectedFrom: 'gps',
          accuracy: 'precise',
          districtId: 'pune',
        },
        timestamp,
        expiresAt: timestamp + LOCATION_CACHE_MS,
      }),
    );
    const api = stubApi({ 'PUT /api/main/users/location': () => ok(savedPune) });
    const { dialog } = await openDialog('Pune, Maharashtra, India');
    expect(within(dialog).getByText('Precise (GPS)')).toBeTruthy();
    await waitFor(() => expect(putBodies(api).at(-1)).toMatchObject({ city: 'Pune', detectedFrom: 'gps' }));
  });
});
