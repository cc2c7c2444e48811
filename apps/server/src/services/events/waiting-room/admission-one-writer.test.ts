import { describe, expect, it } from 'vitest';
import { columnWrites, serverSources, writesOutside } from '../../../test/one-writer.js';
import { admissionsDue, paceOf } from './admission.js';

/**
 * Admissions have one writer (decision 080): only admission.ts stamps or clears an entry's admission and moves a
 * room's `admitted_through`, so the rate is counted in one place, under the room row's lock. Test code may stage a
 * stamp to set up a window, so it is not scanned (test/one-writer.ts).
 */
const WRITER = 'services/events/waiting-room/admission.ts';
const COLUMNS = [
  { table: 'waiting_room_entries', column: 'admitted_at' },
  { table: 'waiting_room_entries', column: 'admission_expires_at' },
  { table: 'waiting_rooms', column: 'admitted_through' },
];
const sources = serverSources();
const writer = sources.find((file) => file.path === WRITER)?.code ?? '';

describe('admissions have one writer', () => {
  it('sees the writer’s statements: the stamp, the clearing, the last place admitted', () => {
    expect(columnWrites(writer, COLUMNS[0] as (typeof COLUMNS)[number])).toHaveLength(2);
    expect(columnWrites(writer, COLUMNS[1] as (typeof COLUMNS)[number])).toHaveLength(2);
    expect(columnWrites(writer, COLUMNS[2] as (typeof COLUMNS)[number])).toHaveLength(2);
  });

  it.each(COLUMNS.map((target) => [`${target.table}.${target.column}`, target] as const))(
    `no source file but ${WRITER} writes %s`,
    (_, target) => {
      expect(writesOutside(sources, WRITER, target)).toEqual([]);
    },
  );

  it('would see a write elsewhere', () => {
    const stray = `await trx.updateTable('waiting_room_entries').set({ admitted_at: new Date() }).execute();`;
    expect(
      writesOutside([...sources, { path: 'services/stray.ts', code: stray }], WRITER, COLUMNS[0] as never),
    ).toEqual([expect.stringContaining('services/stray.ts')]);
  });
});

describe('the pace', () => {
  it('is exactly the rate a minute, about every two seconds, at least one at a time, counted half a tick short', () => {
    for (const rate of [1, 2, 7, 20, 90, 600, 10_000]) {
      const { batch, everyMs, windowMs } = paceOf(rate);
      expect(batch).toBeGreaterThanOrEqual(1);
      expect((batch * 60_000) / everyMs).toBeGreaterThanOrEqual(rate);
      expect((batch * 60_000) / (everyMs + 1)).toBeLessThan(rate);
      expect(everyMs).toBeGreaterThanOrEqual(2_000);
      expect(everyMs - windowMs).toBeLessThanOrEqual(500);
      expect(windowMs).toBeGreaterThanOrEqual((everyMs * 3) / 4);
    }
    expect(paceOf(1)).toEqual({ batch: 1, everyMs: 60_000, windowMs: 59_500 });
    expect(paceOf(20)).toEqual({ batch: 1, everyMs: 3_000, windowMs: 2_500 });
    expect(paceOf(90)).toEqual({ batch: 3, everyMs: 2_000, windowMs: 1_500 });
  });

  it('admits no more than the minute or the pace leaves', () => {
    expect(admissionsDue(20, 0, 0)).toBe(1);
    expect(admissionsDue(20, 0, 1)).toBe(0);
    expect(admissionsDue(20, 20, 0)).toBe(0);
    expect(admissionsDue(90, 88, 0)).toBe(2);
    expect(admissionsDue(90, 0, 1)).toBe(2);
  });
});
