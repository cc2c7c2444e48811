/**
 * The webhook signature (decision 091): `EngageX-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256(secret,
 * "<t>.<body>")>`. Changes when the scheme gains a version (a `v2=` beside `v1=`).
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** 32 random bytes, prefixed so a leaked one is recognisable in logs and secret scanners. */
export const newWebhookSecret = () => `whsec_${randomBytes(32).toString('base64url')}`;

export function signatureHeader(secret: string, body: string, unixSeconds: number): string {
  const mac = createHmac('sha256', secret).update(`${unixSeconds}.${body}`).digest('hex');
  return `t=${unixSeconds},v1=${mac}`;
}

/**
 * A receiver's check, as the README shows it: the `v1` must match and `t` be within `toleranceSeconds` of now, so a
 * captured delivery cannot be replayed later. Kept here for the tests and any of our own receivers.
 */
export function verifySignature(
  secret: string,
  body: string,
  header: string,
  { now = Date.now(), toleranceSeconds = 300 }: { now?: number; toleranceSeconds?: number } = {},
): boolean {
  const parts = new Map(
    header.split(',').map((part) => {
      const at = part.indexOf('=');
      return [part.slice(0, at).trim(), part.slice(at + 1).trim()] as const;
    }),
  );
  const t = Number(parts.get('t'));
  const given = parts.get('v1') ?? '';
  if (!Number.isInteger(t) || Math.abs(now / 1000 - t) > toleranceSeconds) return false;
  const expected = createHmac('sha256', secret).update(`${t}.${body}`).digest('hex');
  return given.length === expected.length && timingSafeEqual(Buffer.from(given), Buffer.from(expected));
}
