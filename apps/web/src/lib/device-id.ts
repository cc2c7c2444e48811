import { readStored, writeStored } from './storage';

const DEVICE_ID_KEY = 'engageX_device_id';

/**
 * A random id this browser keeps for good, sent with each sign-in: the server compares a referee's with their
 * referrer's and holds a referral from the same device for review (decision 015). It names a browser, not a
 * person, and says nothing else about it. Where storage is refused a fresh id is made each time (never matching).
 */
export function deviceId(): string {
  const stored = readStored(DEVICE_ID_KEY);
  if (stored && /^[A-Za-z0-9_-]{8,64}$/.test(stored)) return stored;
  const fresh = crypto.randomUUID();
  writeStored(DEVICE_ID_KEY, fresh);
  return fresh;
}
