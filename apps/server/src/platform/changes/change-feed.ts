/**
 * Listening to the database's change notices (migrations 0010, 0021 and 0043) for this process's caches (decision 031).
 * Changes when a notice's payload does.
 */
import type { DatabaseHandle } from '../db/database.js';

/**
 * What the database announces (migrations 0010, 0021 and 0043), and `person`: a person's write went through some process,
 * whose own notice (platform/changes/person-reads.ts) tells the others to forget that person's remembered reads.
 * The id is a session's jti or a user's id.
 */
export type Change =
  | { topic: 'session'; id: string }
  | { topic: 'user'; id: string }
  | { topic: 'wallet'; id: string }
  | { topic: 'catalogue' }
  | { topic: 'notifications'; id: string }
  | { topic: 'person'; id: string }
  | { topic: 'outbox' }
  /** Webhook deliveries were written (migration 0043). */
  | { topic: 'webhooks' };

/** A change, or `reset`: notices may have been missed, so everything remembered must go. */
export type ChangeListener = (change: Change | 'reset') => void;

const RECONNECT_EVERY_MS = 1_000;

export function parseChange(payload: string): Change | null {
  const [prefix, id] = [payload.slice(0, 2), payload.slice(2)];
  if (payload === 'c') return { topic: 'catalogue' };
  if (payload === 'o') return { topic: 'outbox' };
  if (payload === 'h') return { topic: 'webhooks' };
  if (!id) return null;
  if (prefix === 's:') return { topic: 'session', id };
  if (prefix === 'u:') return { topic: 'user', id };
  if (prefix === 'w:') return { topic: 'wallet', id };
  if (prefix === 'n:') return { topic: 'notifications', id };
  if (prefix === 'p:') return { topic: 'person', id };
  return null;
}

/**
 * The database's change notices, for the in-memory caches of this process. `live` is true only while a
 * listening connection is up: a cache serves nothing it remembered while notices could be going astray,
 * and forgets everything when the connection drops or comes back.
 */
export class ChangeFeed {
  #live = false;
  #closed = false;
  #stop: (() => Promise<void>) | null = null;
  #retry: NodeJS.Timeout | null = null;
  readonly #listeners = new Set<ChangeListener>();

  private constructor(
    private readonly handle: Pick<DatabaseHandle, 'listen' | 'schema'>,
    private readonly log: (error: unknown, message: string) => void,
  ) {}

  /** Starts listening; if the database does not answer yet, keeps trying in the background. */
  static async start(
    handle: Pick<DatabaseHandle, 'listen' | 'schema'>,
    log: (error: unknown, message: string) => void,
  ): Promise<ChangeFeed> {
    const feed = new ChangeFeed(handle, log);
    await feed.#connect();
    return feed;
  }

  get live(): boolean {
    return this.#live;
  }

  subscribe(listener: ChangeListener): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  async close(): Promise<void> {
    this.#closed = true;
    this.#live = false;
    if (this.#retry) clearTimeout(this.#retry);
    await this.#stop?.();
    this.#stop = null;
  }

  /** A change made by this process, told to its own listeners at once rather than when the notice comes back. */
  tellHere(change: Change): void {
    this.#emit(change);
  }

  #emit(change: Change | 'reset') {
    for (const listener of this.#listeners) listener(change);
  }

  async #connect(): Promise<void> {
    if (this.#closed) return;
    try {
      this.#stop = await this.handle.listen(
        `engagex_changes_${this.handle.schema}`, // the channel migration 0010 notifies
        (payload) => {
          const change = parseChange(payload);
          // A notice we cannot read might have been about anything.
          this.#emit(change ?? 'reset');
        },
        () => this.#lost(),
      );
      if (this.#closed) {
        await this.#stop();
        return;
      }
      this.#live = true;
      this.#emit('reset');
    } catch (error) {
      this.log(error, 'change feed: cannot listen; caches are off until it can');
      this.#scheduleReconnect();
    }
  }

  #lost() {
    this.#live = false;
    this.#stop = null;
    this.#emit('reset');
    this.log(null, 'change feed: listening connection lost; caches are off until it is back');
    this.#scheduleReconnect();
  }

  #scheduleReconnect() {
    if (this.#closed) return;
    this.#retry = setTimeout(() => void this.#connect(), RECONNECT_EVERY_MS);
    this.#retry.unref();
  }
}
