import { countryName } from '@/lib/country-name';
import type { LocationRecord } from '@/lib/location-record';

/** "London, GB" where the city is known, else the country: short enough for a top bar. */
export const shortPlace = (location: LocationRecord): string =>
  location.city ? `${location.city}, ${location.countryCode}` : countryOf(location);

/** "London, England, United Kingdom": everything known, most precise first. */
export const fullPlace = (location: LocationRecord): string =>
  [location.city, location.state, countryOf(location)].filter(Boolean).join(', ');

/** The country in the reader's language ("भारत"), from its code; the stored name where the browser has none. */
function countryOf(location: LocationRecord): string {
  const named = countryName(location.countryCode);
  return named && named !== location.countryCode.toUpperCase() ? named : location.countryName;
}
