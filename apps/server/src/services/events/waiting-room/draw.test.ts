import { createHash, createHmac, randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { drawOrder, drawRank, seedHashOf } from './draw.js';
import { newSeed } from './settings.js';

/**
 * The draw as a stranger checks it (decision 080): with nothing but the revealed seed, the published hash and the
 * entry ids, node:crypto alone gives the same order the room drew.
 */
const strangersOrder = (seed: string, ids: string[]) =>
  [...ids].sort((a, b) => {
    const ra = createHmac('sha256', seed).update(a).digest('hex');
    const rb = createHmac('sha256', seed).update(b).digest('hex');
    return ra < rb ? -1 : ra > rb ? 1 : 0;
  });

describe('the draw', () => {
  it('orders entries as anybody recomputes them from the seed', () => {
    for (let round = 0; round < 20; round += 1) {
      const seed = newSeed();
      const ids = Array.from({ length: 50 }, () => randomUUID());
      expect(drawOrder(seed, ids)).toEqual(strangersOrder(seed, ids));
    }
  });

  it('publishes the hex SHA-256 of the seed’s UTF-8 bytes, and seeds of 32 random bytes', () => {
    const seed = newSeed();
    expect(seed).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(Buffer.from(seed, 'base64url')).toHaveLength(32);
    expect(seedHashOf(seed)).toBe(createHash('sha256').update(Buffer.from(seed, 'utf8')).digest('hex'));
    expect(seedHashOf('नमस्ते')).toBe(createHash('sha256').update(Buffer.from('नमस्ते', 'utf8')).digest('hex'));
    expect(newSeed()).not.toBe(seed);
  });

  it('depends on the seed and on nothing else: not the order people joined in', () => {
    const ids = Array.from({ length: 30 }, () => randomUUID());
    const seed = newSeed();
    expect(drawOrder(seed, [...ids].reverse())).toEqual(drawOrder(seed, ids));
    expect(drawOrder(newSeed(), ids)).not.toEqual(drawOrder(seed, ids));
  });

  it('ranks by the HMAC keyed by the seed, not by a hash of the id alone', () => {
    const id = randomUUID();
    expect(drawRank('a', id)).toBe(createHmac('sha256', 'a').update(id).digest('hex'));
    expect(drawRank('a', id)).not.toBe(drawRank('b', id));
    expect(drawRank('a', id)).not.toBe(createHash('sha256').update(id).digest('hex'));
  });
});
