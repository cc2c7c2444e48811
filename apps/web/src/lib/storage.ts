import { STORAGE_KEYS } from '@engagex/contracts';

/**
 * localStorage that never throws: it is missing or refuses writes in some privacy modes and embedded
 * browsers, and a portal that cannot remember a theme must still work.
 */
function local(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

export function readStored(key: string): string | null {
  try {
    return local()?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

export function writeStored(key: string, value: string): void {
  try {
    local()?.setItem(key, value);
  } catch {
    // Quota or privacy mode: the value simply is not remembered.
  }
}

export function removeStored(key: string): void {
  try {
    local()?.removeItem(key);
  } catch {
    // Nothing to remove.
  }
}

/** The session's token while it is held in memory only (the booking widget's frame, decision 095), else undefined. */
let heldToken: string | null | undefined;

/**
 * From now on this page keeps its session in memory, never in storage: the booking widget's frame on another site,
 * whose storage (partitioned by that site, or refused with its cookies) is not the portal's, and whose session ends
 * with the page. Called before anything reads the token.
 */
export function holdTokenInMemory(): void {
  heldToken ??= null;
}

export const getAuthToken = (): string | null =>
  heldToken !== undefined ? heldToken : readStored(STORAGE_KEYS.authToken);
export const setAuthToken = (token: string): void => {
  if (heldToken !== undefined) heldToken = token;
  else writeStored(STORAGE_KEYS.authToken, token);
};
export const clearAuthToken = (): void => {
  if (heldToken !== undefined) heldToken = null;
  else removeStored(STORAGE_KEYS.authToken);
};
