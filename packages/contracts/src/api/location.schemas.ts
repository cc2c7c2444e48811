import { ZReverseGeocode, ZReverseGeocodeQuery, ZUpdateLocationRequest, ZUserLocation } from '../location.js';
import type { SchemaTable } from './define.js';

export const locationSchemas = {
  get: { response: ZUserLocation },
  update: { body: ZUpdateLocationRequest, response: ZUserLocation },
  reverse: { query: ZReverseGeocodeQuery, response: ZReverseGeocode },
} satisfies SchemaTable;
