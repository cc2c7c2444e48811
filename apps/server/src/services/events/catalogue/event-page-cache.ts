/**
 * The event page's shared answers (the event, its shows): what everybody reloads during an on-sale (decisions 082
 * and 088). Changes when what makes a shared answer too old to show does.
 */
import type { ChangeFeed } from '../../../platform/changes/change-feed.js';
import { LiveCache } from '../../../platform/changes/live-cache.js';

/** How old a shared answer may be: seats left, waitlists and ticket types change without a catalogue notice. */
export const EVENT_PAGE_FRESH_MS = 1_000;

/**
 * Answers shared by everyone who sees an event alike, for at most EVENT_PAGE_FRESH_MS, and forgotten when the
 * catalogue changes. A person's own write (a hold, an organiser's edit) does not forget them for everybody: during
 * an on-sale there is a hold every few milliseconds and nothing would be shared. Instead the writer reads afresh
 * for as long as a shared answer could predate their write, so they see it at once; everybody else sees it within
 * the second the answers may be old anyway.
 */
export class EventPageCache<V> {
  readonly #answers: LiveCache<V>;
  /** Who wrote lately, by when, oldest first. */
  readonly #writers = new Map<string, number>();

  constructor(
    changes: ChangeFeed,
    private readonly clock: () => number = () => Date.now(),
  ) {
    this.#answers = new LiveCache<V>(changes, {
      maxEntries: 1_000,
      ttlMs: EVENT_PAGE_FRESH_MS,
      clock,
      onChange: (change, cache) => {
        if (change.topic === 'catalogue') cache.clear();
        else if (change.topic === 'person') this.#wrote(change.id);
      },
    });
  }

  /** How many writers this process remembers: those of the last EVENT_PAGE_FRESH_MS. */
  get writersRemembered(): number {
    return this.#writers.size;
  }

  /** `readerId` is the signed-in reader, whose own recent write makes them read past the shared answers. */
  get(key: string, readerId: string | null, load: () => Promise<V>): Promise<V> {
    if (readerId !== null && this.#wroteLately(readerId)) return load();
    return this.#answers.get(key, load);
  }

  #wrote(userId: string) {
    const now = this.clock();
    this.#writers.delete(userId);
    this.#writers.set(userId, now);
    for (const [writer, at] of this.#writers) {
      if (now - at < EVENT_PAGE_FRESH_MS) break;
      this.#writers.delete(writer);
    }
  }

  #wroteLately(userId: string): boolean {
    const at = this.#writers.get(userId);
    return at !== undefined && this.clock() - at < EVENT_PAGE_FRESH_MS;
  }
}
