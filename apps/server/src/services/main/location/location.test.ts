import { SERVICE_PREFIXES } from '@engagex/contracts';
import { dashboardApi } from '@engagex/contracts/api/dashboard';
import { locationApi } from '@engagex/contracts/api/location';
import { modulesApi } from '@engagex/contracts/api/modules';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { inject, offContract } from '../../../test/api.js';
import { DATABASE_KINDS, signIn, useTestDatabase } from '../../../test/harness.js';

/**
 * GET /geo/ip answers a bare IP-lookup record, not the envelope, so no endpoint of the table describes it
 * (contracts api/location.ts; platform/endpoints.test.ts NOT_ENVELOPE_ROUTES): it is reached by its path, as the
 * web's lib/location.ts reaches it.
 */
const IP_LOOKUP = [SERVICE_PREFIXES.main, 'geo', 'ip'].join('/');

describe.each(DATABASE_KINDS)('location on %s', (kind) => {
  const database = useTestDatabase(kind);
  let app: FastifyInstance;

  beforeAll(async () => {
    // These cases call from public addresses, which a server with the dev conveniences on refuses.
    app = await (await database()).build({ ALLOW_DEV_CONVENIENCES_ON_NETWORK: 'true' });
  });

  it.each([
    ['49.36.0.1', { country_code: 'IN', country_name: 'India', currency: 'INR', timezone: 'Asia/Kolkata' }],
    ['81.2.69.160', { country_code: 'GB', country_name: 'United Kingdom', currency: 'GBP' }],
    ['8.8.8.8', { country_code: 'US', currency: 'USD' }],
    ['127.0.0.1', { country_code: 'IN', latitude: 20.5937, longitude: 78.9629, currency: 'INR', city: '' }],
    ['192.168.1.20', { country_code: 'IN', latitude: 20.5937, longitude: 78.9629 }],
    ['::1', { country_code: 'IN', timezone: 'Asia/Kolkata' }],
  ])('locates %s offline', async (ip, expected) => {
    const response = await app.inject({ method: 'GET', url: IP_LOOKUP, remoteAddress: ip });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject(expected);
  });

  it('updates the user location, which decides module availability', async () => {
    const user = await signIn(app, `traveller-${kind}@example.com`);
    const before = (await inject(app, modulesApi.list, { session: user })).data();
    expect(before.summary.restrictedInUserCountry).toBe(1);
    const moved = await inject(app, locationApi.update, {
      session: user,
      body: {
        countryCode: 'us',
        state: 'California',
        city: 'San Jose',
        latlng: '37.33,-121.89',
        locality: 'California',
      },
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
    const after = (await inject(app, modulesApi.list, { session: user })).data();
    expect(after.summary).toMatchObject({ availableInUserCountry: 9, restrictedInUserCountry: 0 });
    expect(after.location.country).toBe('US');
    for (const bad of [{ countryCode: 'USA' }, { countryCode: 'US', latlng: '200,10' }, {}]) {
      const response = await inject(app, locationApi.update, { session: user, body: offContract(bad) });
      expect(response.statusCode).toBe(400);
    }
    expect((await inject(app, locationApi.get, { session: user })).data().country).toBe('US');
    await inject(app, locationApi.update, {
      session: user,
      body: { countryCode: 'US', state: 'California', city: 'San Jose', latlng: '37.33,-121.89' },
    });
    const moves = (await inject(app, dashboardApi.activity, { session: user }))
      .data()
      .filter((a) => a.kind === 'location_updated');
    expect(moves).toHaveLength(1);
  });
});
