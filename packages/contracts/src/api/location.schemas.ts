import {
  ZReverseGeocode,
  ZReverseGeocodeQuery,
  ZUpdateLocationRequest,
  ZUpdateTimeZoneRequest,
  ZUserLocation,
  ZUserTimeZone,
} from '../location.js';
import type { SchemaTable } from './define.js';

export const locationSchemas = {
  get: { response: ZUserLocation },
  update: { body: ZUpdateLocationRequest, response: ZUserLocation },
  reverse: { query: ZReverseGeocodeQuery, response: ZReverseGeocode },
  timeZone: { body: ZUpdateTimeZoneRequest, response: ZUserTimeZone },
} satisfies SchemaTable;
