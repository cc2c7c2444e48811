import { SERVICE_PREFIXES } from '@engagex/contracts';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { type ApiCall, apiClient } from '../../../test/api.js';
import { DATABASE_KINDS, signIn, useTestDatabase } from '../../../test/harness.js';

describe.each(DATABASE_KINDS)('location on %s', (kind) => {
  const database = useTestDatabase(kind);
  let app: FastifyInstance;
  let call: ApiCall;

  beforeAll(async () => {
    // These cases call from public addresses, which a server with the dev conveniences on refuses.
    app = await (await database()).build({ ALLOW_DEV_CONVENIENCES_ON_NETWORK: 'true' });
    call = apiClient(app, SERVICE_PREFIXES.main);
  });

  it.each([
    ['49.36.0.1', { country_code: 'IN', country_name: 'India', currency: 'INR', timezone: 'Asia/Kolkata' }],
    ['81.2.69.160', { country_code: 'GB', country_name: 'United Kingdom', currency: 'GBP' }],
    ['8.8.8.8', { country_code: 'US', currency: 'USD' }],
    ['127.0.0.1', { country_code: 'IN', latitude: 20.5937, longitude: 78.9629, currency: 'INR', city: '' }],
    ['192.168.1.20', { country_code: 'IN', latitude: 20.5937, longitude: 78.9629 }],
    ['::1', { country_code: 'IN', timezone: 'Asia/Kolkata' }],
  ])('locates %s offline', async (ip, expected) => {
    const response = await app.inject({ method: 'GET', url: '/api/main/geo/ip', remoteAddress: ip });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject(expected);
  });

  it('updates the user location, which decides module availability', async () => {
    const user = await signIn(app, `traveller-${kind}@example.com`);
    const before = (await call(user, 'GET', '/modules')).json().data;
    expect(before.summary.restrictedInUserCountry).toBe(1);
    const moved = await call(user, 'PUT', '/users/location', {
      countryCode: 'us',
      state: 'California',
      city: 'San Jose',
      latlng: '37.33,-121.89',
      locality: 'California',
    });
    expect(moved.statusCode).toBe(200);
    expect(moved.json().message).toBe('Location updated');
    expect(moved.json().data).toMatchObject({
      country: 'US',
      countryName: 'United States',
      region: 'California',
      city: 'San Jose',
      coordinates: { lat: 37.33, lng: -121.89 },
      currency: 'USD',
    });
    const after = (await call(user, 'GET', '/modules')).json().data;
    expect(after.summary).toMatchObject({ availableInUserCountry: 9, restrictedInUserCountry: 0 });
    expect(after.location.country).toBe('US');
    for (const bad of [{ countryCode: 'USA' }, { countryCode: 'US', latlng: '200,10' }, {}]) {
      const response = await call(user, 'PUT', '/users/location', bad);
      expect(response.statusCode).toBe(400);
    }
    expect((await call(user, 'GET', '/users/location')).json().data.country).toBe('US');
    await call(user, 'PUT', '/users/location', {
      countryCode: 'US',
      state: 'California',
      city: 'San Jose',
      latlng: '37.33,-121.89',
    });
    const moves = (await call(user, 'GET', '/activity'))
      .json()
      .data.filter((a: { kind: string }) => a.kind === 'location_updated');
    expect(moves).toHaveLength(1);
  });
});
