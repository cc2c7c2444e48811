import { LOCATION_CACHE_MS, STORAGE_KEYS } from '@engagex/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { IP_LOCATION_URL, resetLocationStateForTests } from '@/lib/location';
import { readLocationCache } from '@/lib/location-cache';
import { calls, fail, londonIpLocation, modulesList, ok, stubApi } from '@/test/api';
import { renderWithApp } from '@/test/render';
import { ToastHost } from '@/ui/toast';
import { clearToastsForTests } from '@/ui/toast/store';
import { LocationChip } from './components/LocationChip';

/** The server's answer to PUT /users/location: its copy, as saved. */
const savedLocation = modulesList.location;

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });

function seedCache(countryCode: string, countryName: string) {
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

const renderChip = (variant: 'full' | 'short' | 'code' = 'full') =>
  renderWithApp(<LocationChip variant={variant} />, { siblings: <ToastHost /> });

beforeEach(() => {
  resetLocationStateForTests();
  window.localStorage.setItem(STORAGE_KEYS.authToken, 'token-1');
});
afterEach(() => clearToastsForTests());

describe('the location chip', () => {
  it('detects the location on first start without telling the server (the sign-in does)', async () => {
    const api = stubApi({ [`GET ${IP_LOCATION_URL}`]: () => json(londonIpLocation) });
    renderChip();
    expect(
      await screen.findByRole('button', { name: 'Location: London, England, United Kingdom' }),
    ).toBeTruthy();
    expect(calls(api)).toEqual([`GET ${IP_LOCATION_URL}`]);
  });

  it('shows a fresh cache at once and renews the server copy at start-up', async () => {
    seedCache('IN', 'India');
    const api = stubApi({ 'PUT /api/main/users/location': () => ok(savedLocation) });
    renderChip('code');
    expect(screen.getByRole('button', { name: 'Location: India (IN)' })).toBeTruthy();
    await waitFor(() => expect(calls(api)).toEqual(['PUT /api/main/users/location']));
  });

  it('sets a manual country from the dialog', async () => {
    seedCache('IN', 'India');
    const api = stubApi({ 'PUT /api/main/users/location': () => ok(savedLocation) });
    const user = userEvent.setup();
    renderChip();

    await user.click(screen.getByRole('button', { name: 'Location: India' }));
    const dialog = await screen.findByRole('dialog', { name: 'Your location' });
    expect(within(dialog).getByRole('button', { name: /India/, pressed: true })).toBeTruthy();
    // The GeoLite2 licence asks for this wherever the detected location is shown.
    expect(within(dialog).getByText(/includes GeoLite2 Data created by MaxMind/)).toBeTruthy();
    expect(within(dialog).getByRole('link', { name: 'maxmind.com' }).getAttribute('href')).toBe(
      'https://www.maxmind.com/',
    );
    await user.click(within(dialog).getByRole('button', { name: /Japan/ }));

    expect(await screen.findByText('Location set to Japan')).toBeTruthy();
    // The pick answers the dialog, so it closes, and one toast says so.
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Your location' })).toBeNull());
    expect(screen.getAllByText(/^Location set to/)).toHaveLength(1);
    expect(readLocationCache()?.data).toMatchObject({
      countryCode: 'JP',
      currency: 'JPY',
      timezone: expect.stringMatching(/^Asia\/Tokyo$/),
      detectedFrom: 'manual',
    });
    const put = api.mock.calls.filter(([url]) => String(url) === '/api/main/users/location').at(-1);
    expect(JSON.parse(String(put?.[1]?.body))).toMatchObject({ countryCode: 'JP', detectedFrom: 'manual' });
  });

  it("says 'Failed to set manual location' when the server refuses", async () => {
    seedCache('IN', 'India');
    stubApi({ 'PUT /api/main/users/location': () => fail(500, 'INTERNAL', 'Something went wrong') });
    const user = userEvent.setup();
    renderChip();
    await user.click(screen.getByRole('button', { name: 'Location: India' }));
    const dialog = await screen.findByRole('dialog', { name: 'Your location' });
    await user.click(within(dialog).getByRole('button', { name: /Germany/ }));
    // Said inside the dialog, which stays open to try again (a toast would sit above it and take Escape).
    expect(await within(dialog).findByRole('alert')).toHaveProperty(
      'textContent',
      'Failed to set manual location',
    );
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Your location' })).toBeNull());
    expect(readLocationCache()?.data.countryCode).toBe('IN');
  });

  it("says 'Failed to detect location' when a detection the user asked for fails", async () => {
    seedCache('IN', 'India');
    stubApi({
      'PUT /api/main/users/location': () => ok(savedLocation),
      [`GET ${IP_LOCATION_URL}`]: () => json({ error: 'down' }, 503),
    });
    const user = userEvent.setup();
    renderChip();
    await user.click(screen.getByRole('button', { name: 'Location: India' }));
    const dialog = await screen.findByRole('dialog', { name: 'Your location' });
    await user.click(within(dialog).getByRole('button', { name: 'Detect my location again' }));
    expect(await screen.findByText('Failed to detect location')).toBeTruthy();
  });
});
