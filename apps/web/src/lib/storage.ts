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

export const getAuthToken = (): string | null => readStored(STORAGE_KEYS.authToken);
export const setAuthToken = (token: string): void => writeStored(STORAGE_KEYS.authToken, token);
export const clearAuthToken = (): void => removeStored(STORAGE_KEYS.authToken);
