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

let choicesMade = 0;
/**
 * How many locations the person has chosen on this page (precise, picked, detected on request). An automatic
 * detection (start-up, sign-in) that began before a choice keeps and sends nothing: arriving late, on a busy
 * server, it would undo what the person just chose.
 */
export const locationChoices = () => choicesMade;
export function noteLocationChoice(): void {
  choicesMade += 1;
}

/** The updates this page sends, one after another, so the server keeps the last one asked for. */
let sending: Promise<unknown> = Promise.resolve();

/**
 * Sends the location to the server. Skipped (false) without a token; a failure is logged and returns false,
 * and the user never hears of it (docs/product.md §8).
 */
export function updateBackendLocation(location: LocationRecord): Promise<boolean> {
  if (!getAuthToken()) return Promise.resolve(false);
  const sent = sending.then(async () => {
    try {
      await call(locationApi.update, { body: locationUpdateBody(location) });
      return true;
    } catch (error) {
      console.error('Location update failed:', error instanceof Error ? error.message : error);
      return false;
    }
  });
  sending = sent;
  return sent;
}

/** For tests: a page load's sends start afresh (a test that leaves one unanswered does not hold the next). */
export function resetLocationSendsForTests(): void {
  sending = Promise.resolve();
}
