/**
 * What each person's pages read again and again (the dashboard's figures, their profile, registrations, holds and
 * waitlists), remembered per person in each process and forgotten when that person's data may have changed
 * (decision 082). Changes when what makes a person's remembered answers wrong does.
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { sql } from 'kysely';
import type { Database } from '../db/database.js';
import type { Change, ChangeFeed } from './change-feed.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** A signed-in person's own reads, by person and read (decision 082). */
    personReads: PersonReads;
  }
}

/**
 * The bound for what nobody announces: someone else's write that changes a person's figures (an organiser checks
 * their ticket in, a friend joins through their link, a hold lapses). The web asks again no sooner (its
 * `staleTime` for the dashboard's figures is five seconds).
 */
export const PERSON_READS_FRESH_MS = 5_000;
/** Beyond this many people, the longest remembered are read again when they next ask. */
const PEOPLE_REMEMBERED = 20_000;
/** Notices about one person: any of them may change what that person's pages show. */
const ABOUT_A_PERSON = new Set<Change['topic']>(['person', 'user', 'wallet', 'notifications']);

type Held = { value: unknown; expiresAt: number };
/** `generation` moves on every forget, so a read that began before it is neither stored nor shared after it. */
type Person = { generation: number; answers: Map<string, Held> };

/**
 * Answers per person and read. Like LiveCache (decision 031) it serves nothing while the change feed is down and
 * forgets everything when it drops or comes back; unlike it, forgetting one person costs one lookup, and the
 * requests that arrive while a read is under way wait for that read rather than each asking the database.
 */
export class PersonReads {
  readonly #people = new Map<string, Person>();
  readonly #reading = new Map<string, Promise<unknown>>();

  constructor(
    private readonly feed: ChangeFeed,
    private readonly clock: () => number = () => Date.now(),
  ) {
    feed.subscribe((change) => {
      if (change === 'reset') this.clear();
      else if ('id' in change && ABOUT_A_PERSON.has(change.topic)) this.forget(change.id);
    });
  }

  get size(): number {
    return this.#people.size;
  }

  /** `read` names the answer among the person's (with whatever else it depends on: a page, a language). */
  async get<T>(userId: string, read: string, load: () => Promise<T>): Promise<T> {
    if (!this.feed.live) return load();
    const person = this.#person(userId);
    const held = person.answers.get(read);
    if (held && held.expiresAt > this.clock()) return held.value as T;
    const key = `${userId}\u0000${person.generation}\u0000${read}`;
    const under = this.#reading.get(key);
    if (under) return under as Promise<T>;
    const { generation } = person;
    const asked = this.clock();
    const reading = load()
      .then((value) => {
        const current = this.#people.get(userId) === person && person.generation === generation;
        if (this.feed.live && current)
          person.answers.set(read, { value, expiresAt: asked + PERSON_READS_FRESH_MS });
        return value;
      })
      .finally(() => this.#reading.delete(key));
    this.#reading.set(key, reading);
    return reading;
  }

  forget(userId: string): void {
    const person = this.#people.get(userId);
    if (!person) return;
    person.generation++;
    person.answers.clear();
  }

  clear(): void {
    for (const person of this.#people.values()) person.generation++;
    this.#people.clear();
  }

  #person(userId: string): Person {
    let person = this.#people.get(userId);
    if (!person) {
      person = { generation: 0, answers: new Map() };
      this.#people.set(userId, person);
      if (this.#people.size > PEOPLE_REMEMBERED) {
        const oldest = this.#people.keys().next();
        if (!oldest.done) {
          this.forget(oldest.value);
          this.#people.delete(oldest.value);
        }
      }
    }
    return person;
  }
}

/**
 * Tells every process that these people wrote something, in one statement per turn of the event loop however
 * many wrote in it: a hot on-sale's holds cost one notice between them, not one each.
 */
export function personAnnouncer(db: Database, onError: (error: unknown) => void) {
  let waiting: Set<string> | null = null;
  return (userId: string) => {
    if (waiting) {
      waiting.add(userId);
      return;
    }
    const batch = new Set([userId]);
    waiting = batch;
    setImmediate(() => {
      waiting = null;
      const payloads = [...batch].map((id) => `p:${id}`);
      sql`select notify_change(payload) from unnest(${payloads}::text[]) as payload`
        .execute(db)
        .catch(onError);
    });
  };
}

/**
 * A person's own write (any signed-in request but GET and HEAD) is told to this process's caches before its answer
 * leaves, so their next read here is fresh; the notice reaches the other processes a few milliseconds later, as
 * the wallet's does (decision 031). The event page's cache hears it too (events/catalogue/routes.ts).
 */
export default fp(
  async function personReadsPlugin(app: FastifyInstance) {
    const reads = new PersonReads(app.changes);
    const announce = personAnnouncer(app.db, (error) =>
      app.log.warn({ err: error }, 'person reads: a write could not be announced to the other processes'),
    );
    app.decorate('personReads', reads);
    // A callback, not async: every read runs it, and for a read it has nothing to do.
    app.addHook('onSend', (request, _reply, payload, done) => {
      if (request.user && request.method !== 'GET' && request.method !== 'HEAD') {
        app.changes.tellHere({ topic: 'person', id: request.user.id });
        announce(request.user.id);
      }
      done(null, payload);
    });
  },
  { name: 'person-reads', dependencies: ['changes', 'auth', 'database'] },
);
