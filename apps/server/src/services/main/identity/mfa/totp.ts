/**
 * Authenticator-app codes (RFC 6238 through `otpauth`; decision 089): the secret, the URI its QR code carries, and
 * which time step a typed code belongs to. No database here. Changes when the codes' settings do.
 */
import { createHash, randomBytes } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';

/** What every authenticator app assumes when told nothing else: SHA-1, six digits, thirty seconds. */
const PERIOD_SECONDS = 30;
/** A code is accepted one step early or late, for clocks a little apart and a code typed as it changed. */
const WINDOW_STEPS = 1;
const ISSUER = 'EngageX';

function totpOf(secret: string, account = '') {
  return new TOTP({
    issuer: ISSUER,
    label: account,
    algorithm: 'SHA1',
    digits: 6,
    period: PERIOD_SECONDS,
    secret: Secret.fromBase32(secret),
  });
}

/** 160 random bits, base32, as RFC 4226 recommends for SHA-1. */
export const newTotpSecret = (): string => new Secret({ size: 20 }).base32;

/** The `otpauth://totp/EngageX:<account>?secret=…&issuer=EngageX…` URI the set-up QR code carries. */
export const otpauthUrl = (secret: string, account: string): string => totpOf(secret, account).toString();

/**
 * The time step a code was made for, if it is right within a step either side of `now`; else null. A caller
 * accepts it only once, by raising the last step accepted (factors.ts).
 */
export function stepOfCode(secret: string, code: string, now = Date.now()): number | null {
  const totp = totpOf(secret);
  const delta = totp.validate({ token: code, timestamp: now, window: WINDOW_STEPS });
  return delta === null ? null : totp.counter({ timestamp: now }) + delta;
}

/** The code an app shows at `now`: for tests and the demo's journeys, never sent by the server. */
export const codeAt = (secret: string, now = Date.now()): string =>
  totpOf(secret).generate({ timestamp: now });

/** Ten recovery codes of 50 random bits each (`abcde-23456`), shown once; only their hashes are kept. */
export function newRecoveryCodes(): string[] {
  const alphabet = 'abcdefghijklmnopqrstuvwxyz234567';
  return Array.from({ length: 10 }, () => {
    const bytes = randomBytes(10);
    const letters = Array.from(bytes, (byte) => alphabet[byte % 32]).join('');
    return `${letters.slice(0, 5)}-${letters.slice(5)}`;
  });
}

/** How a recovery code is kept and looked up: its SHA-256, with or without the dash it was shown with. */
export const recoveryCodeHash = (code: string): string =>
  createHash('sha256').update(code.trim().toLowerCase().replace('-', '')).digest('hex');
