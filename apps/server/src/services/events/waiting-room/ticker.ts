/**
 * Each process's clock for its realm's waiting rooms (decision 080): about once a second, with jitter so processes
 * do not tick in step, it ticks every enabled room it knows (admission.ts draws and admits, under the room row's
 * lock). It learns rooms from the database every few seconds and at once from a setting, a join or a poll it serves;
 * it forgets a room with nobody left to admit. Stops when the app closes. Changes when how often, or which rooms,
 * a process ticks does.
 */
import type { TRealm } from '@engagex/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../../platform/db/database.js';
import { tick } from './admission.js';

const TICK_MS = 1_000;
/** How often the process looks for rooms it has not heard of (set up or joined through another process). */
const LOOK_EVERY_MS = 5_000;

export type Ticker = {
  /** Ticks this room from the next tick on. */
  know(eventId: string): void;
  stop(): Promise<void>;
};

export function startTicker(db: Database, realm: TRealm, log: FastifyBaseLogger): Ticker {
  const known = new Set<string>();
  let lookedAt = 0;
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<void> = Promise.resolve();
  let stopped = false;

  /** Rooms of the realm switched on that still have a draw to make or people to admit. */
  async function look() {
    const rooms = await db
      .selectFrom('waiting_rooms as r')
      .innerJoin('events as e', 'e.id', 'r.event_id')
      .select('r.event_id')
      .where('e.realm', '=', realm)
      .where('r.enabled', '=', true)
      .where((eb) =>
        eb.or([eb('r.drawn_at', 'is', null), eb('r.admitted_through', '<', eb.ref('r.positions_given'))]),
      )
      .execute();
    for (const room of rooms) known.add(room.event_id);
    lookedAt = Date.now();
  }

  async function round() {
    if (Date.now() - lookedAt >= LOOK_EVERY_MS) await look();
    for (const eventId of [...known]) {
      if (stopped) return;
      const outcome = await tick(db, eventId);
      if (outcome.idle) known.delete(eventId);
    }
  }

  function schedule() {
    if (stopped) return;
    timer = setTimeout(
      () => {
        running = round()
          .catch((error: unknown) => log.error({ err: error }, 'waiting room tick failed'))
          .finally(schedule);
      },
      TICK_MS * (0.75 + Math.random() / 2),
    );
    timer.unref();
  }

  schedule();
  return {
    know: (eventId) => {
      known.add(eventId);
    },
    stop: async () => {
      stopped = true;
      if (timer) clearTimeout(timer);
      await running;
    },
  };
}
