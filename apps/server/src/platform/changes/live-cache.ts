/**
 * An in-memory cache that forgets on the database's change notices (decision 031). Changes when its rules of
 * forgetting do.
 */
import type { Change, ChangeFeed } from './change-feed.js';

type Entry<V> = { value: V; expiresAt: number };

export type LiveCacheOptions<V> = {
  /** The oldest entries go first beyond this. */
  maxEntries: number;
  /** For answers that also age with the clock (e.g. "seats left in slots still to come"). */
  ttlMs?: number;
  /** Forgets what a change makes wrong. */
  onChange: (change: Change, cache: LiveCache<V>) => void;
  /** Milliseconds now; tests pass their own. */
  clock?: () => number;
};

/**
 * Answers remembered in this process, and forgotten when the database announces a change (ChangeFeed).
 * Correct under races: a load that began before a change is not stored after it (the epoch moves on every
 * forget), and nothing is served or stored while the feed is not live.
 */
export class LiveCache<V> {
  readonly #entries = new Map<string, Entry<V>>();
  #epoch = 0;

  constructor(
    private readonly feed: ChangeFeed,
    private readonly options: LiveCacheOptions<V>,
  ) {
    feed.subscribe((change) => {
      if (change === 'reset') this.clear();
      else options.onChange(change, this);
    });
  }

  get size(): number {
    return this.#entries.size;
  }

  /** The value remembered for the key, without loading it: undefined when it is not, or may not be served. */
  peek(key: string): V | undefined {
    if (!this.feed.live) return undefined;
    const hit = this.#entries.get(key);
    return hit && hit.expiresAt > this.#now() ? hit.value : undefined;
  }

  async get(key: string, load: () => Promise<V>): Promise<V> {
    const known = this.peek(key);
    if (known !== undefined) return known;
    if (!this.feed.live) return load();
    const epoch = this.#epoch;
    // An answer is as old as the moment its read began: a slow read is not kept longer than `ttlMs` from then.
    const asked = this.#now();
    const value = await load();
    if (this.feed.live && epoch === this.#epoch) this.#store(key, value, asked);
    return value;
  }

  forget(key: string): void {
    this.#epoch++;
    this.#entries.delete(key);
  }

  forgetWhere(matches: (value: V, key: string) => boolean): void {
    this.#epoch++;
    for (const [key, entry] of this.#entries) if (matches(entry.value, key)) this.#entries.delete(key);
  }

  clear(): void {
    this.#epoch++;
    this.#entries.clear();
  }

  #now(): number {
    return this.options.clock?.() ?? Date.now();
  }

  #store(key: string, value: V, asked: number) {
    this.#entries.delete(key);
    if (this.#entries.size >= this.options.maxEntries) {
      const oldest = this.#entries.keys().next();
      if (!oldest.done) this.#entries.delete(oldest.value);
    }
    this.#entries.set(key, {
      value,
      expiresAt: asked + (this.options.ttlMs ?? Number.POSITIVE_INFINITY),
    });
  }
}
