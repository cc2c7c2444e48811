import { describe, expect, it } from 'vitest';
import { fakeFeed } from './change-feed.fixtures.js';
import { PERSON_READS_FRESH_MS, PersonReads } from './person-reads.js';

/** A read that counts its calls and answers what `source` holds then; `gate` holds it until released. */
function counting(source: { value: number }) {
  const load = async () => {
    load.calls++;
    await load.gate;
    return source.value;
  };
  load.calls = 0;
  load.gate = Promise.resolve() as Promise<unknown>;
  return load;
}

async function setUp() {
  const fake = await fakeFeed();
  const clock = { now: 1_000_000 };
  const reads = new PersonReads(fake.feed, () => clock.now);
  return { ...fake, clock, reads };
}

describe('PersonReads', () => {
  it("serves a person's answer from memory until a notice about that person, and only that person", async () => {
    const { reads, notify } = await setUp();
    const source = { value: 1 };
    const load = counting(source);
    expect(await reads.get('ada', 'stats', load)).toBe(1);
    source.value = 2;
    expect(await reads.get('ada', 'stats', load)).toBe(1);
    expect(load.calls).toBe(1);

    for (const [payload, expected] of [
      ['p:bob', 1], // someone else's write
      ['c', 1], // the catalogue: not about a person
      ['p:ada', 2], // her own write, through another process
    ] as const) {
      notify(payload);
      expect(await reads.get('ada', 'stats', load)).toBe(expected);
    }
    // Every notice about one person: her wallet, her account, her notifications.
    for (const [prefix, value] of [
      ['w', 3],
      ['u', 4],
      ['n', 5],
    ] as const) {
      source.value = value;
      notify(`${prefix}:ada`);
      expect(await reads.get('ada', 'stats', load)).toBe(value);
    }
  });

  it('reads again once an answer is older than its bound, for what nobody announces', async () => {
    const { reads, clock } = await setUp();
    const source = { value: 1 };
    const load = counting(source);
    await reads.get('ada', 'stats', load);
    source.value = 2;
    clock.now += PERSON_READS_FRESH_MS - 1;
    expect(await reads.get('ada', 'stats', load)).toBe(1);
    clock.now += 1;
    expect(await reads.get('ada', 'stats', load)).toBe(2);
  });

  it('does not keep, or share, a read that began before a forget', async () => {
    const { reads } = await setUp();
    const source = { value: 1 };
    const load = counting(source);
    let release: (value?: unknown) => void = () => {};
    load.gate = new Promise((resolve) => {
      release = resolve;
    });
    const before = reads.get('ada', 'stats', load);
    // Her write lands while the read is under way: whoever asks after it must not get the older answer.
    reads.forget('ada');
    source.value = 2;
    const after = reads.get('ada', 'stats', load);
    release();
    expect(await before).toBe(2); // the read itself ran after the change here; it is not kept either way
    expect(await after).toBe(2);
    expect(load.calls).toBe(2);
    source.value = 3;
    expect(await reads.get('ada', 'stats', load)).toBe(2);
  });

  it('asks the database once for the requests that arrive while a read is under way', async () => {
    const { reads } = await setUp();
    const load = counting({ value: 7 });
    const answers = await Promise.all(Array.from({ length: 20 }, () => reads.get('ada', 'stats', load)));
    expect(answers).toEqual(Array(20).fill(7));
    expect(load.calls).toBe(1);
  });

  it('keeps each read of a person apart', async () => {
    const { reads } = await setUp();
    expect(await reads.get('ada', 'stats', async () => 'stats')).toBe('stats');
    expect(await reads.get('ada', 'favorites', async () => 'favorites')).toBe('favorites');
    expect(await reads.get('bob', 'stats', async () => 'bob')).toBe('bob');
    expect(await reads.get('ada', 'stats', async () => 'again')).toBe('stats');
  });

  it('remembers nothing while notices could go astray, and forgets everything when they might have', async () => {
    const { reads, lose, refuseConnections, feed } = await setUp();
    const source = { value: 1 };
    const load = counting(source);
    await reads.get('ada', 'stats', load);
    refuseConnections(true);
    lose();
    expect(feed.live).toBe(false);
    source.value = 2;
    expect(await reads.get('ada', 'stats', load)).toBe(2);
    expect(await reads.get('ada', 'stats', load)).toBe(2);
    expect(load.calls).toBe(3);
    expect(reads.size).toBe(0);
  });
});
