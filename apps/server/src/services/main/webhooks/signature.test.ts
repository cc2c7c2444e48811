// The signature scheme as a receiver reads the README (decision 091): checked here by a verifier written from the
// spec alone, and by ours, which also refuses an old timestamp and a changed body.
import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { newWebhookSecret, signatureHeader, verifySignature } from './signature.js';

/** From the spec: `t=<unix seconds>,v1=<hex HMAC-SHA256(secret, "<t>.<body>")>`. */
function receiverAccepts(secret: string, body: string, header: string): boolean {
  const match = /^t=(\d+),v1=([0-9a-f]{64})$/.exec(header);
  if (!match) return false;
  const [, t, v1] = match;
  return createHmac('sha256', secret).update(`${t}.${body}`).digest('hex') === v1;
}

describe('webhook signatures', () => {
  const secret = newWebhookSecret();
  const body = JSON.stringify({
    id: 'x',
    type: 'booking.confirmed',
    createdAt: '2026-12-06T00:00:00.000Z',
    data: {},
  });
  const now = Date.UTC(2026, 11, 6, 12, 0, 0);
  const t = Math.floor(now / 1000);

  it('signs as the spec says', () => {
    const header = signatureHeader(secret, body, t);
    expect(header).toMatch(new RegExp(`^t=${t},v1=[0-9a-f]{64}$`));
    expect(receiverAccepts(secret, body, header)).toBe(true);
    expect(receiverAccepts(secret, `${body} `, header)).toBe(false);
    expect(receiverAccepts(newWebhookSecret(), body, header)).toBe(false);
  });

  it('verifies within the tolerance only, and only the body signed', () => {
    const header = signatureHeader(secret, body, t);
    expect(verifySignature(secret, body, header, { now })).toBe(true);
    expect(verifySignature(secret, body, header, { now: now + 301_000 })).toBe(false);
    expect(verifySignature(secret, body.replace('x', 'y'), header, { now })).toBe(false);
    expect(verifySignature(secret, body, 'v1=abc', { now })).toBe(false);
  });

  it('makes a fresh secret each time', () => {
    expect(newWebhookSecret()).toMatch(/^whsec_[A-Za-z0-9_-]{43}$/);
    expect(newWebhookSecret()).not.toBe(newWebhookSecret());
  });
});
