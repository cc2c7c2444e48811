import type { LocationRecord } from '@/lib/location-record';

/** "London, GB" where the city is known, else the country: short enough for a top bar. */
export const shortPlace = (location: LocationRecord): string =>
  location.city ? `${location.city}, ${location.countryCode}` : location.countryName;

/** "London, England, United Kingdom": everything known, most precise first. */
export const fullPlace = (location: LocationRecord): string =>
  [location.city, location.state, location.countryName].filter(Boolean).join(', ');

export function detectedFromLabel(location: LocationRecord): string {
  switch (location.detectedFrom) {
    case 'manual':
      return 'Chosen by you';
    case 'gps':
      return 'Precise (GPS)';
    case 'ip':
      return 'From your internet connection (approximate)';
    default:
      return 'Default: your location could not be detected';
  }
}
