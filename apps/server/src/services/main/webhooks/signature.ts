/**
 * The webhook signature (decision 091): `EngageX-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256(secret,
 * "<t>.<body>")>`; for a day after a roll, a second `v1=` made with the previous secret (decision 111, as Stripe
 * does), so a receiver that accepts any matching `v1` keeps working while it switches. Changes when the scheme gains
 * a version (a `v2=` beside `v1=`).
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** 32 random bytes, prefixed so a leaked one is recognisable in logs and secret scanners. */
export const newWebhookSecret = () => `whsec_${randomBytes(32).toString('base64url')}`;

const mac = (secret: string, body: string, unixSeconds: number) =>
  createHmac('sha256', secret).update(`${unixSeconds}.${body}`).digest('hex');

/** `previous`: the secret a roll replaced, while it still signs (decision 111); its `v1` comes second. */
export function signatureHeader(
  secret: string,
  body: string,
  unixSeconds: number,
  previous: string | null = null,
): string {
  const signatures = [secret, ...(previous === null ? [] : [previous])].map(
    (key) => `v1=${mac(key, body, unixSeconds)}`,
  );
  return [`t=${unixSeconds}`, ...signatures].join(',');
}

/**
 * A receiver's check, as the README shows it: one of the `v1`s must match (two during a roll, decision 111) and `t` be
 * within `toleranceSeconds` of now, so a captured delivery cannot be replayed later. Kept here for the tests and any
 * of our own receivers.
 */
export function verifySignature(
  secret: string,
  body: string,
  header: string,
  { now = Date.now(), toleranceSeconds = 300 }: { now?: number; toleranceSeconds?: number } = {},
): boolean {
  const parts = header.split(',').map((part) => {
    const at = part.indexOf('=');
    return [part.slice(0, at).trim(), part.slice(at + 1).trim()] as const;
  });
  const t = Number(parts.find(([name]) => name === 't')?.[1]);
  if (!Number.isInteger(t) || Math.abs(now / 1000 - t) > toleranceSeconds) return false;
  const expected = Buffer.from(mac(secret, body, t));
  return parts.some(
    ([name, given]) =>
      name === 'v1' && given.length === expected.length && timingSafeEqual(Buffer.from(given), expected),
  );
}
