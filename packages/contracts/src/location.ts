import { z } from 'zod';
import { decimalNumber } from './decimal-number.js';
import { ZTimeZone } from './events.js';

export const ZLocationSource = z.enum(['ip', 'gps', 'manual']);
export type TLocationSource = z.infer<typeof ZLocationSource>;

/** What the IP location service answers (docs/product.md §7): the client reads exactly these fields. */
export const ZIpLocation = z.object({
  ip: z.string(),
  country_code: z.string().length(2),
  country_name: z.string(),
  region: z.string(),
  city: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  currency: z.string(),
  timezone: z.string(),
});
export type TIpLocation = z.infer<typeof ZIpLocation>;

const ZLatLng = z
  .string()
  .trim()
  .regex(/^-?\d{1,2}(\.\d+)?,\s*-?\d{1,3}(\.\d+)?$/, "latlng must be 'latitude,longitude'")
  .refine((value) => {
    const [lat, lng] = value.split(',').map(Number);
    return Math.abs(lat ?? 99) <= 90 && Math.abs(lng ?? 999) <= 180;
  }, 'latlng is out of range');

/** PUT /users/location, as docs/product.md §7 sends it (locality is set to the state). */
export const ZUpdateLocationRequest = z.object({
  countryCode: z
    .string()
    .trim()
    .regex(/^[A-Za-z]{2}$/, 'countryCode must be two letters')
    .transform((value) => value.toUpperCase()),
  state: z.string().trim().max(100).default(''),
  city: z.string().trim().max(100).default(''),
  latlng: ZLatLng.optional(),
  locality: z.string().trim().max(100).optional(),
  detectedFrom: ZLocationSource.default('ip'),
});
export type TUpdateLocationRequest = z.input<typeof ZUpdateLocationRequest>;

export const ZUserLocation = z
  .object({
    country: z.string(),
    countryName: z.string(),
    region: z.string(),
    city: z.string(),
    detectedFrom: ZLocationSource,
    accuracy: z.enum(['country', 'city', 'precise']),
    coordinates: z.object({ lat: z.number(), lng: z.number() }).nullable(),
    currency: z.string(),
    updatedAt: z.iso.datetime().nullable(),
  })
  .meta({ id: 'UserLocation' });
export type TUserLocation = z.infer<typeof ZUserLocation>;

/** GET /geo/reverse: a browser's position (Geolocation API), to be placed offline (decision 045). */
export const ZReverseGeocodeQuery = z.object({
  lat: decimalNumber(z.number().min(-90, 'lat is out of range').max(90, 'lat is out of range')),
  lng: decimalNumber(z.number().min(-180, 'lng is out of range').max(180, 'lng is out of range')),
});
export type TReverseGeocodeQuery = z.input<typeof ZReverseGeocodeQuery>;

/**
 * Where a position is: its country from country borders, and in India its state and district from the
 * district catalogue (the same ids as GET /districts, so the events' district filters can use them).
 */
export const ZReverseGeocode = z
  .object({
    /** Null at sea or anywhere no country claims. */
    countryCode: z.string().length(2).nullable(),
    countryName: z.string().nullable(),
    state: z.string().nullable(),
    /** Devanagari (decision 074), like `districtNameHi`. */
    stateHi: z.string().nullable().optional(),
    districtId: z.string().nullable(),
    districtName: z.string().nullable(),
    districtNameHi: z.string().nullable().optional(),
  })
  .meta({ id: 'ReverseGeocode' });
export type TReverseGeocode = z.infer<typeof ZReverseGeocode>;

/**
 * PUT /users/time-zone (decision 053): the zone a person reads times in. The web app sends the browser's
 * (`chosen: false`) when it differs from the one kept, and the zone picked in the location dialog (`chosen: true`);
 * a browser's zone never replaces a chosen one.
 */
export const ZUpdateTimeZoneRequest = z.object({
  timeZone: ZTimeZone,
  chosen: z.boolean().default(false),
});
export type TUpdateTimeZoneRequest = z.input<typeof ZUpdateTimeZoneRequest>;

export const ZUserTimeZone = z
  .object({ timeZone: z.string().nullable(), chosen: z.boolean() })
  .meta({ id: 'UserTimeZone' });
export type TUserTimeZone = z.infer<typeof ZUserTimeZone>;
