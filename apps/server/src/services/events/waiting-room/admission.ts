/**
 * Admissions: the one writer of `waiting_room_entries.admitted_at` / `admission_expires_at` and
 * `waiting_rooms.admitted_through` (decision 080; admission-one-writer.test.ts keeps it so). A tick, in any process,
 * takes the room row's lock, draws the room when its opening has come, and admits the next places in order with the
 * database's clock: never more than `admit_per_minute` in any 60 seconds, paced through the minute. Changes when how
 * fast or whom a room admits does.
 */
import { sql, type Transaction } from 'kysely';
import type { Database } from '../../../platform/db/database.js';
import type { DB } from '../../../platform/db/schema.js';
import { drawIfDue } from './draw.js';

/** The window the rate is counted over (the product's "a minute"); never shortened, not even for tests. */
const WINDOW_SECONDS = 60;
/** About this long between two batches: a tick a second from each process meets a batch due most of the time. */
const PACE_TARGET_MS = 2_000;
/** How long a tick waits for the room row a join holds (a few milliseconds each) before leaving it to the next. */
const LOCK_WAIT = '250ms';

/** Ticks come about a second apart, so a batch waits half a tick past its moment on average: it may start that early. */
const TICK_ALLOWANCE_MS = 500;

/**
 * How a rate is paced: `batch` people every `everyMs` is exactly `rate` a minute, with `everyMs` about two seconds,
 * or longer when the rate is below one person per two seconds (1 a minute: one every 60 s). A tick admits a batch
 * when none was admitted in the last `windowMs`, `everyMs` less half a tick, so that ticks a second apart keep the
 * rate on average; the minute's count keeps it in every 60 seconds.
 */
export function paceOf(rate: number): { batch: number; everyMs: number; windowMs: number } {
  const batch = Math.ceil((rate * PACE_TARGET_MS) / (WINDOW_SECONDS * 1000));
  const everyMs = Math.floor((batch * WINDOW_SECONDS * 1000) / rate);
  return { batch, everyMs, windowMs: everyMs - Math.min(TICK_ALLOWANCE_MS, Math.floor(everyMs / 4)) };
}

/** How many a tick may admit, given how many were admitted in the last minute and in the last pace window. */
export function admissionsDue(rate: number, inLastMinute: number, inLastPace: number): number {
  return Math.max(0, Math.min(rate - inLastMinute, paceOf(rate).batch - inLastPace));
}

export type TickOutcome = {
  /** False when another process held the room (it ticks instead) or the room is off or gone. */
  ticked: boolean;
  drew: boolean;
  admitted: number;
  /** Drawn with nobody left to admit, or switched off: the ticker may forget the room until it hears of it again. */
  idle: boolean;
};

const SKIPPED: TickOutcome = { ticked: false, drew: false, admitted: 0, idle: false };

const isLockTimeout = (error: unknown) => (error as { code?: unknown }).code === '55P03';

/**
 * One tick of an enabled room: draw it if its opening has come, then admit whoever is due. Safe from any number of
 * processes at once: the room row's lock serialises them, and what was admitted is counted again under it.
 */
export async function tick(db: Database, eventId: string): Promise<TickOutcome> {
  try {
    return await db.transaction().execute(async (trx) => {
      await sql`set local lock_timeout = ${sql.lit(LOCK_WAIT)}`.execute(trx);
      const locked = await trx
        .selectFrom('waiting_rooms')
        .select('event_id')
        .where('event_id', '=', eventId)
        .where('enabled', '=', true)
        .forNoKeyUpdate()
        .executeTakeFirst();
      if (!locked) return { ...SKIPPED, idle: true };
      const drew = await drawIfDue(trx, eventId);
      const admitted = await admitDue(trx, eventId);
      const room = await trx
        .selectFrom('waiting_rooms')
        .select(['drawn_at', 'admitted_through', 'positions_given'])
        .where('event_id', '=', eventId)
        .executeTakeFirstOrThrow();
      const idle = room.drawn_at !== null && room.admitted_through >= room.positions_given;
      return { ticked: true, drew, admitted, idle };
    });
  } catch (error) {
    // Another process is ticking this room, or a long draw holds it: this process's next tick tries again.
    if (isLockTimeout(error)) return SKIPPED;
    throw error;
  }
}

/**
 * Admits the next places of a drawn room whose row the caller holds locked, as many as are due, stamping each
 * admission with the database's clock. Answers how many it admitted.
 */
async function admitDue(trx: Transaction<DB>, eventId: string): Promise<number> {
  const room = await trx
    .selectFrom('waiting_rooms')
    .select(['drawn_at', 'admit_per_minute', 'admission_minutes', 'admitted_through', 'positions_given'])
    .where('event_id', '=', eventId)
    .executeTakeFirstOrThrow();
  if (!room.drawn_at || room.admitted_through >= room.positions_given) return 0;
  const rate = room.admit_per_minute;
  const { windowMs } = paceOf(rate);
  // Through the (event_id, admitted_at) index; `>=` so that no window of exactly 60 seconds holds one too many.
  const counts = await sql<{ minute: number; pace: number }>`
    select count(*)::int as minute,
      count(*) filter (where admitted_at >= now() - make_interval(secs => ${windowMs / 1000}))::int as pace
    from waiting_room_entries
    where event_id = ${eventId} and admitted_at >= now() - make_interval(secs => ${WINDOW_SECONDS})`.execute(
    trx,
  );
  const { minute, pace } = counts.rows[0] ?? { minute: 0, pace: 0 };
  const due = admissionsDue(rate, minute, pace);
  if (due === 0) return 0;
  const admitted = await sql<{ position: number }>`
    update waiting_room_entries set admitted_at = now(),
      admission_expires_at = now() + make_interval(mins => ${room.admission_minutes})
    where id in (
      select id from waiting_room_entries
      where event_id = ${eventId} and position > ${room.admitted_through} and admitted_at is null
      order by position limit ${due})
    returning position`.execute(trx);
  if (admitted.rows.length === 0) {
    // Only places left by people who queued again lie ahead: nobody is passed over by moving to the last place.
    await trx
      .updateTable('waiting_rooms')
      .set({ admitted_through: room.positions_given })
      .where('event_id', '=', eventId)
      .execute();
    return 0;
  }
  await trx
    .updateTable('waiting_rooms')
    .set({ admitted_through: Math.max(...admitted.rows.map((row) => row.position)) })
    .where('event_id', '=', eventId)
    .execute();
  return admitted.rows.length;
}

/**
 * A person whose admission ran out joins again (places.ts): their entry, given a new place at the back by the
 * caller, no longer holds an admission.
 */
export async function clearAdmission(trx: Transaction<DB>, entryId: string) {
  await trx
    .updateTable('waiting_room_entries')
    .set({ admitted_at: null, admission_expires_at: null })
    .where('id', '=', entryId)
    .execute();
}
