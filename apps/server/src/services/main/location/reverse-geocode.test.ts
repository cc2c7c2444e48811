import { locationApi } from '@engagex/contracts/api/location';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { inject, offContract } from '../../../test/api.js';
import { DATABASE_KINDS, useTestDatabase } from '../../../test/harness.js';
import { indexPostalPlaces, nearestDistrict, postalIndex, reverseGeocode } from './reverse-geocode.js';

describe('reverse geocoding', () => {
  it.each([
    [18.5204, 73.8567, 'Maharashtra', 'pune'],
    [12.9716, 77.5946, 'Karnataka', 'bengaluru-urban'],
    [28.6139, 77.209, 'Delhi', 'new-delhi'],
    [22.5726, 88.3639, 'West Bengal', 'kolkata'],
    [17.6805, 74.0183, 'Maharashtra', 'satara'],
    [10.5667, 72.6417, 'Lakshadweep', 'lakshadweep'],
  ])('places %d, %d in India, %s, %s', (lat, lng, state, districtId) => {
    expect(reverseGeocode(lat, lng)).toMatchObject({
      countryCode: 'IN',
      countryName: 'India',
      state,
      districtId,
    });
  });

  it('names no country at sea, and no state or district outside India', () => {
    expect(reverseGeocode(15, 70)).toEqual({
      countryCode: null,
      countryName: null,
      state: null,
      stateHi: null,
      districtId: null,
      districtName: null,
      districtNameHi: null,
    });
    expect(reverseGeocode(48.8566, 2.3522)).toEqual({
      countryCode: 'FR',
      countryName: 'France',
      state: null,
      stateHi: null,
      districtId: null,
      districtName: null,
      districtNameHi: null,
    });
    expect(reverseGeocode(27.7172, 85.324)).toMatchObject({ countryCode: 'NP', districtId: null });
    // A territory is named as ISO names it, not by the country it belongs to.
    expect(reverseGeocode(18.4655, -66.1057)).toMatchObject({ countryCode: 'PR' });
  });

  it('finds the nearest place across cells, and none farther than it looks', () => {
    const district = { id: 'x', name: 'X', state: 'S', lat: 20, lng: 75, keys: ['S|X'] };
    const other = { id: 'y', name: 'Y', state: 'S', lat: 21, lng: 76, keys: ['S|Y'] };
    const index = indexPostalPlaces(
      [
        { state: 'S', district: 'X', lat: 20.05, lng: 75.05, accuracy: 4 },
        { state: 'S', district: 'Y', lat: 20.31, lng: 75.05, accuracy: 4 },
        // An estimate of a district that has measured places is left out.
        { state: 'S', district: 'Y', lat: 20.1, lng: 75.06, accuracy: 1 },
      ],
      { districts: [district, other] },
    );
    expect(nearestDistrict(index, 20.12, 75.05)?.id).toBe('x');
    expect(nearestDistrict(index, 20.2, 75.05)?.id).toBe('y');
    expect(nearestDistrict(index, 25, 80)).toBeNull();
  });

  it('loads the dataset once per process', () => {
    const first = postalIndex();
    expect(postalIndex()).toBe(first);
    expect(first.lat.length).toBeGreaterThan(40_000);
  });
});

describe.each(DATABASE_KINDS)('GET /geo/reverse on %s', (kind) => {
  const database = useTestDatabase(kind);
  let app: FastifyInstance;
  /** A position asked for as a query string, exactly as a caller wrote it (refusals included). */
  const reverse = (query: string, remoteAddress?: string) =>
    inject(app, locationApi.reverse, {
      query: offContract(Object.fromEntries(new URLSearchParams(query))),
      ...(remoteAddress ? { remoteAddress } : {}),
    });

  beforeAll(async () => {
    // The limit case calls from a public address, which a server with the dev conveniences on refuses.
    app = await (await database()).build({ ALLOW_DEV_CONVENIENCES_ON_NETWORK: 'true' });
  });

  it('answers a position without signing in, in the envelope', async () => {
    const response = await inject(app, locationApi.reverse, { query: { lat: 18.5204, lng: 73.8567 } });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual({
      countryCode: 'IN',
      countryName: 'India',
      state: 'Maharashtra',
      stateHi: 'महाराष्ट्र',
      districtId: 'pune',
      districtName: 'Pune',
      districtNameHi: 'पुणे',
    });
    // Leh in Ladakh, as the catalogue has it since 0031 (decision 074), though the postal data files it in J&K (and
    // places it at its estimate, 34.37, 75.59: no post office of the data is within 60 km of Leh town).
    const leh = await inject(app, locationApi.reverse, { query: { lat: 34.3669, lng: 75.5907 } });
    expect(leh.json().data).toMatchObject({ districtId: 'leh', state: 'Ladakh', stateHi: 'लद्दाख' });
    const sea = await inject(app, locationApi.reverse, { query: { lat: 15, lng: 70 } });
    expect(sea.data().countryCode).toBeNull();
  });

  it.each(['lat=91&lng=0', 'lat=0&lng=-181', 'lat=abc&lng=1', 'lng=73'])('refuses %s', async (query) => {
    const response = await reverse(query);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false });
  });

  // Decision 049: a number in the query is decimal digits or refused; `Number()` read these as 18 and 10.
  it.each([
    'lat=0x12&lng=73',
    'lat=%2018.52&lng=73.85',
    'lat=18.52&lng=73.85%20',
    'lat=1e1&lng=73',
    'lat=&lng=73',
  ])('refuses %s in the envelope', async (query) => {
    const response = await reverse(query);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, code: 'VALIDATION_ERROR' });
    expect(response.json().message).toMatch(
      /^Invalid querystring\.(lat|lng): Expected a number in decimal digits$/,
    );
  });

  // One after another: a burst sent all at once is counted before any is answered, so all of it is refused.
  it('limits one caller to 120 positions a minute', async () => {
    const remoteAddress = '203.0.113.7';
    const codes: number[] = [];
    for (let i = 0; i < 121; i++) {
      codes.push((await reverse('lat=1&lng=1', remoteAddress)).statusCode);
    }
    expect(codes.filter((code) => code === 200)).toHaveLength(120);
    expect(codes.filter((code) => code === 429)).toHaveLength(1);
  });
});
