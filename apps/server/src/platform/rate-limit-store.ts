/**
 * The rate limit's in-memory store, answering each request with its own count. Changes when @fastify/rate-limit's
 * store does.
 */
import { createRequire } from 'node:module';
import type { FastifyRateLimitOptions, FastifyRateLimitStore } from '@fastify/rate-limit';

type Counter = { current: number; ttl: number };
/** What the plugin passes a store besides its declared options (its global parameters). */
type StoreOptions = { continueExceeding?: boolean; exponentialBackoff?: boolean; cache?: number };
type Callback = (error: Error | null, result?: Counter) => void;
type InnerStore = {
  incr(key: string, callback: Callback, timeWindow: number, max: number): void;
  read(key: string, callback: Callback, timeWindow: number, max: number): void;
  child(routeOptions: FastifyRateLimitOptions): InnerStore;
};

// The plugin's own in-process store: not among its exported types, so loaded by path.
const LocalStore = createRequire(import.meta.url)('@fastify/rate-limit/store/LocalStore.js') as new (
  continueExceeding?: boolean,
  exponentialBackoff?: boolean,
  cache?: number,
) => InnerStore;

/** A copy of the count as it was at this request's increment. */
const snapshot =
  (callback: Callback): Callback =>
  (error, result) =>
    callback(error, result && { current: result.current, ttl: result.ttl });

/**
 * @fastify/rate-limit's in-process store (11.2) answers each request with its one live counter object, and the
 * plugin reads it only after an `await`: in a burst every request reads the final count, so 121 requests at once
 * against a limit of 120 were all refused, the first 120 included. This store hands each request a copy taken at
 * its own increment, so exactly the requests over the limit are refused. (The Redis store answers copies already.)
 */
export class SnapshotLocalStore implements FastifyRateLimitStore {
  private readonly inner: InnerStore;

  constructor(options: FastifyRateLimitOptions, inner?: InnerStore) {
    const { continueExceeding, exponentialBackoff, cache } = options as StoreOptions;
    this.inner = inner ?? new LocalStore(continueExceeding, exponentialBackoff, cache);
  }

  incr(key: string, callback: Callback, timeWindow: number, max: number) {
    this.inner.incr(key, snapshot(callback), timeWindow, max);
  }

  read(key: string, callback: Callback, timeWindow: number, max: number) {
    this.inner.read(key, snapshot(callback), timeWindow, max);
  }

  child(routeOptions: FastifyRateLimitOptions & { path: string; prefix: string }) {
    return new SnapshotLocalStore(routeOptions, this.inner.child(routeOptions));
  }
}
