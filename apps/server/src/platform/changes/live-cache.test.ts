import { describe, expect, it } from 'vitest';
import { fakeFeed } from './change-feed.fixtures.js';
import { type Change, type ChangeFeed, parseChange } from './change-feed.js';
import { LiveCache } from './live-cache.js';

function walletCache(feed: ChangeFeed) {
  return new LiveCache<number>(feed, {
    maxEntries: 3,
    onChange: (change: Change, cache) => {
      if (change.topic === 'wallet') cache.forget(change.id);
    },
  });
}

/** A loader that counts its calls and answers the current value of `source`. */
function counting(source: { value: number }) {
  const loader = async () => {
    loader.calls++;
    return source.value;
  };
  loader.calls = 0;
  return loader;
}

describe('change notices', () => {
  it('reads every payload migration 0010 sends, and nothing else', () => {
    expect(parseChange('s:abc')).toEqual({ topic: 'session', id: 'abc' });
    expect(parseChange('u:abc')).toEqual({ topic: 'user', id: 'abc' });
    expect(parseChange('w:abc')).toEqual({ topic: 'wallet', id: 'abc' });
    expect(parseChange('c')).toEqual({ topic: 'catalogue' });
    expect(parseChange('p:abc')).toEqual({ topic: 'person', id: 'abc' });
    expect(parseChange('w:')).toBeNull();
    expect(parseChange('x:abc')).toBeNull();
    expect(parseChange('')).toBeNull();
  });
});

describe('LiveCache', () => {
  it('serves what it remembered until a notice about that key', async () => {
    const { feed, notify } = await fakeFeed();
    const cache = walletCache(feed);
    const source = { value: 100 };
    const load = counting(source);
    expect(await cache.get('alice', load)).toBe(100);
    source.value = 90;
    expect(await cache.get('alice', load)).toBe(100);
    expect(load.calls).toBe(1);
    notify('w:bob');
    expect(await cache.get('alice', load)).toBe(100);
    notify('w:alice');
    expect(await cache.get('alice', load)).toBe(90);
    expect(load.calls).toBe(2);
  });

  it('does not store a load that began before a change it may have missed', async () => {
    const { feed, notify } = await fakeFeed();
    const cache = walletCache(feed);
    let release: (value: number) => void = () => {};
    const slow = cache.get('alice', () => new Promise<number>((resolve) => (release = resolve)));
    notify('w:alice'); // committed while the slow read was on its way with the old figure
    release(100);
    expect(await slow).toBe(100);
    const source = { value: 90 };
    expect(await cache.get('alice', counting(source))).toBe(90);
  });

  it('treats an unreadable notice as a reason to forget everything', async () => {
    const { feed, notify } = await fakeFeed();
    const cache = walletCache(feed);
    await cache.get('alice', async () => 1);
    notify('garbled');
    expect(cache.size).toBe(0);
  });

  it('keeps at most maxEntries, dropping the oldest, and honours the time limit', async () => {
    const { feed } = await fakeFeed();
    const cache = walletCache(feed);
    for (const key of ['a', 'b', 'c', 'd']) await cache.get(key, async () => 1);
    expect(cache.size).toBe(3);
    const source = { value: 2 };
    const load = counting(source);
    expect(await cache.get('a', load)).toBe(2);
    expect(await cache.get('d', load)).toBe(1);

    const aging = new LiveCache<number>(feed, { maxEntries: 10, ttlMs: 0, onChange: () => {} });
    await aging.get('k', async () => 1);
    expect(await aging.get('k', async () => 2)).toBe(2);
  });

  it('serves nothing remembered while the listening connection is down, and resumes when it is back', async () => {
    const { feed, lose, refuseConnections, connects } = await fakeFeed();
    const cache = walletCache(feed);
    const source = { value: 100 };
    const load = counting(source);
    await cache.get('alice', load);
    refuseConnections(true);
    lose();
    expect(feed.live).toBe(false);
    expect(cache.size).toBe(0);
    source.value = 80;
    expect(await cache.get('alice', load)).toBe(80);
    expect(await cache.get('alice', load)).toBe(80);
    expect(load.calls).toBe(3);
    expect(cache.size).toBe(0);

    await expect.poll(connects, { timeout: 5_000 }).toBeGreaterThanOrEqual(2); // a refused retry
    expect(feed.live).toBe(false);
    refuseConnections(false);
    await expect.poll(() => feed.live, { timeout: 5_000 }).toBe(true);
    await cache.get('alice', load);
    await cache.get('alice', load);
    expect(load.calls).toBe(4);
    await feed.close();
    expect(feed.live).toBe(false);
  });

  it('peeks only at what get would serve: nothing before a load, after a notice, past its time or while down', async () => {
    const { feed, notify, lose, refuseConnections } = await fakeFeed();
    const cache = walletCache(feed);
    expect(cache.peek('alice')).toBeUndefined();
    await cache.get('alice', async () => 100);
    expect(cache.peek('alice')).toBe(100);
    notify('w:alice');
    expect(cache.peek('alice')).toBeUndefined();

    const aging = new LiveCache<number>(feed, { maxEntries: 10, ttlMs: 0, onChange: () => {} });
    await aging.get('k', async () => 1);
    expect(aging.peek('k')).toBeUndefined();

    await cache.get('bob', async () => 50);
    refuseConnections(true);
    lose();
    expect(cache.peek('bob')).toBeUndefined();
    await feed.close();
  });
});
