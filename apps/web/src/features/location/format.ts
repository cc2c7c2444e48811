import type { LocationRecord } from '@/lib/location-record';

/** "London, GB" where the city is known, else the country: short enough for a top bar. */
export const shortPlace = (location: LocationRecord): string =>
  location.city ? `${location.city}, ${location.countryCode}` : location.countryName;

/** "London, England, United Kingdom": everything known, most precise first. */
export const fullPlace = (location: LocationRecord): string =>
  [location.city, location.state, location.countryName].filter(Boolean).join(', ');
