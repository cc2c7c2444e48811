import type { TReverseGeocode } from '@engagex/contracts';
import { feature } from '@rapideditor/country-coder';

/**
 * GET /geo/reverse: the country of a position from country-coder's offline borders (no network, no key).
 * Null at sea or where no country claims the land.
 */
export function reverseGeocode(lat: number, lng: number): TReverseGeocode {
  const country = feature([lng, lat], { level: 'territory' })?.properties;
  const countryCode = country?.iso1A2 ?? null;
  return {
    countryCode,
    countryName: countryCode ? (country?.nameEn ?? null) : null,
    state: null,
    districtId: null,
    districtName: null,
  };
}
