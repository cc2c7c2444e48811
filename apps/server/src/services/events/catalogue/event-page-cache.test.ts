import { describe, expect, it } from 'vitest';
import { fakeFeed } from '../../../platform/changes/change-feed.fixtures.js';
import { EVENT_PAGE_FRESH_MS, EventPageCache } from './event-page-cache.js';

/** A page whose seats left the test moves, and a count of the reads that reached "the database". */
function seatsLeft(start: number) {
  const source = { seats: start, reads: 0 };
  const load = async () => {
    source.reads++;
    return source.seats;
  };
  return { source, load };
}

async function cacheAt(time: { now: number }) {
  const { feed, notify } = await fakeFeed();
  return { cache: new EventPageCache<number>(feed, () => time.now), feed, notify };
}

describe('the event page shared for a second (decision 088)', () => {
  it('answers everybody from one read within the second', async () => {
    const time = { now: 0 };
    const { cache } = await cacheAt(time);
    const { source, load } = seatsLeft(10);
    expect(await cache.get('event-1', 'asha', load)).toBe(10);
    source.seats = 9;
    time.now = EVENT_PAGE_FRESH_MS - 1;
    expect(await cache.get('event-1', 'ravi', load)).toBe(10);
    expect(source.reads).toBe(1);
    time.now = EVENT_PAGE_FRESH_MS;
    expect(await cache.get('event-1', 'ravi', load)).toBe(9);
    expect(source.reads).toBe(2);
  });

  it("shows a person's own write to them at once and keeps sharing with everybody else", async () => {
    const time = { now: 0 };
    const { cache, feed } = await cacheAt(time);
    const { source, load } = seatsLeft(10);
    await cache.get('event-1', 'ravi', load);
    // Asha holds a seat: this process hears of it before her answer leaves (platform/changes/person-reads.ts).
    source.seats = 9;
    time.now = 100;
    feed.tellHere({ topic: 'person', id: 'asha' });
    expect(await cache.get('event-1', 'asha', load)).toBe(9);
    expect(await cache.get('event-1', 'ravi', load)).toBe(10);
    expect(source.reads).toBe(2);
    // Until every shared answer is younger than her write, she keeps reading afresh; then she shares again.
    time.now = 100 + EVENT_PAGE_FRESH_MS - 1;
    expect(await cache.get('event-1', 'asha', load)).toBe(9);
    expect(source.reads).toBe(3);
    time.now = 100 + EVENT_PAGE_FRESH_MS;
    expect(await cache.get('event-1', 'asha', load)).toBe(9);
    expect(await cache.get('event-1', 'ravi', load)).toBe(9);
    expect(source.reads).toBe(4);
  });

  it("hears another process's writer by its notice", async () => {
    const time = { now: 0 };
    const { cache, notify } = await cacheAt(time);
    const { source, load } = seatsLeft(10);
    await cache.get('event-1', 'ravi', load);
    source.seats = 8;
    notify('p:asha');
    expect(await cache.get('event-1', 'asha', load)).toBe(8);
    expect(await cache.get('event-1', 'ravi', load)).toBe(10);
  });

  it('forgets every answer when the catalogue changes', async () => {
    const time = { now: 0 };
    const { cache, notify } = await cacheAt(time);
    const { source, load } = seatsLeft(10);
    await cache.get('event-1', 'ravi', load);
    source.seats = 0;
    notify('c');
    expect(await cache.get('event-1', 'ravi', load)).toBe(0);
    expect(source.reads).toBe(2);
  });

  it('keeps no answer whose read began before a write for longer than a second after that read began', async () => {
    const time = { now: 0 };
    const { cache, feed } = await cacheAt(time);
    let finish: (seats: number) => void = () => {};
    const slow = cache.get('event-1', 'ravi', () => new Promise<number>((resolve) => (finish = resolve)));
    time.now = 400;
    feed.tellHere({ topic: 'person', id: 'asha' }); // her hold commits while Ravi's read is on its way
    time.now = 600;
    finish(10);
    expect(await slow).toBe(10);
    const { source, load } = seatsLeft(9);
    time.now = EVENT_PAGE_FRESH_MS - 1;
    expect(await cache.get('event-1', 'ravi', load)).toBe(10);
    // From the read's start, not its end: by then Asha has stopped reading afresh, so she must not meet it.
    time.now = EVENT_PAGE_FRESH_MS;
    expect(await cache.get('event-1', 'ravi', load)).toBe(9);
    expect(source.reads).toBe(1);
  });

  it('never grows with the writers it has heard of', async () => {
    const time = { now: 0 };
    const { cache, feed } = await cacheAt(time);
    const { source, load } = seatsLeft(10);
    for (let i = 0; i < 5_000; i++) {
      time.now = i;
      feed.tellHere({ topic: 'person', id: `writer-${i}` });
    }
    // Only the last second's writers read afresh; the first one shares again.
    expect(await cache.get('event-1', 'writer-0', load)).toBe(10);
    expect(await cache.get('event-1', 'writer-0', load)).toBe(10);
    expect(source.reads).toBe(1);
    expect(await cache.get('event-1', 'writer-4999', load)).toBe(10);
    expect(source.reads).toBe(2);
    expect(cache.writersRemembered).toBeLessThanOrEqual(EVENT_PAGE_FRESH_MS);
  });
});
