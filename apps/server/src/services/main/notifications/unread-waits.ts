/**
 * The bell's long poll (decision 056): a request that waits until the user's unread count is no longer the one
 * their bell shows. It owns the waiting requests of this process; the change feed (decision 031) wakes them when
 * the notifications trigger announces the user, whichever process wrote the notification.
 * Changes when the bell is told of a change another way.
 */

import type { ChangeFeed } from '../../../platform/changes/change-feed.js';
import type { Database } from '../../../platform/db/database.js';
import { unreadCount } from './notification-reads.js';

/** A wait ends well before the server's timeouts (decision 036) and any proxy's idle timeout. */
export const LONGEST_WAIT_MS = 20_000;

export class UnreadWaits {
  readonly #waiting = new Map<string, Set<() => void>>();
  readonly #unsubscribe: () => void;

  constructor(
    changes: ChangeFeed,
    private readonly waitMs: number,
  ) {
    this.#unsubscribe = changes.subscribe((change) => {
      // A reset means notices may have been missed: everyone reads their count again.
      if (change === 'reset') this.wakeAll();
      else if (change.topic === 'notifications') this.#wake(change.id);
    });
  }

  /**
   * Answers the user's unread count once it differs from `known`, after a notice about their notifications, or
   * after the wait, whichever comes first; at once when `known` is absent. `ended` stops the wait (the client
   * went away).
   */
  async next(db: Database, input: { userId: string; known?: number; ended: AbortSignal }): Promise<number> {
    const { userId, known, ended } = input;
    let wake = () => {};
    const woken = new Promise<void>((resolve) => {
      wake = resolve;
    });
    // Listening starts before the read, so a notification written between the two still wakes this wait.
    const waiters = this.#waiting.get(userId) ?? new Set();
    this.#waiting.set(userId, waiters.add(wake));
    const timer = setTimeout(wake, this.waitMs);
    ended.addEventListener('abort', wake);
    try {
      const count = await unreadCount(db, userId);
      if (known === undefined || count !== known || ended.aborted) return count;
      await woken;
      return ended.aborted ? count : await unreadCount(db, userId);
    } finally {
      clearTimeout(timer);
      ended.removeEventListener('abort', wake);
      waiters.delete(wake);
      if (waiters.size === 0 && this.#waiting.get(userId) === waiters) this.#waiting.delete(userId);
    }
  }

  /** How many requests wait in this process (for tests and shutdown). */
  get size(): number {
    let size = 0;
    for (const waiters of this.#waiting.values()) size += waiters.size;
    return size;
  }

  /** Ends every wait: the server is closing, or notices may have been missed. */
  wakeAll() {
    for (const waiters of this.#waiting.values()) for (const wake of waiters) wake();
  }

  close() {
    this.#unsubscribe();
    this.wakeAll();
  }

  #wake(userId: string) {
    for (const wake of this.#waiting.get(userId) ?? []) wake();
  }
}
