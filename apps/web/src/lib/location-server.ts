import type { TUpdateLocationRequest } from '@engagex/contracts';
import { locationApi } from '@engagex/contracts/api/location';
import { call } from './api';
import type { LocationRecord } from './location-record';
import { getAuthToken } from './storage';

// The server's copy of the user's location (PUT /users/location): what decides which modules they see.

export function locationUpdateBody(location: LocationRecord): TUpdateLocationRequest {
  return {
    countryCode: location.countryCode,
    state: location.state,
    city: location.city,
    ...(location.latlng ? { latlng: location.latlng } : {}),
    // docs/product.md §7: the locality is the state.
    locality: location.state,
    ...(location.detectedFrom ? { detectedFrom: location.detectedFrom } : {}),
  };
}

/**
 * Sends the location to the server. Skipped (false) without a token; a failure is logged and returns false,
 * and the user never hears of it (docs/product.md §8).
 */
export async function updateBackendLocation(location: LocationRecord): Promise<boolean> {
  if (!getAuthToken()) return false;
  try {
    await call(locationApi.update, { body: locationUpdateBody(location) });
    return true;
  } catch (error) {
    console.error('Location update failed:', error instanceof Error ? error.message : error);
    return false;
  }
}
