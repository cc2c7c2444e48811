import { describe, expect, it } from 'vitest';
import { columnWrites, serverSources, writesOutside } from '../../../test/one-writer.js';

/**
 * Seats have one writer (decision 024): only seats.ts changes `event_slots.seats_taken`; migrations create the column
 * and its CHECK. Test code may set a slot's count to stage a race, so it is not scanned (test/one-writer.ts).
 */
const WRITER = 'services/events/bookings/seats.ts';
const SEATS = { table: 'event_slots', column: 'seats_taken' };
const sources = serverSources();
const seatsTakenWrites = (code: string) => columnWrites(code, SEATS);

describe('seats have one writer', () => {
  it('finds the source files and the writer', () => {
    expect(sources.length).toBeGreaterThan(80);
    // takeSeatsStatement, and changeSeats's Kysely update: the scan sees both ways of writing.
    expect(seatsTakenWrites(sources.find((file) => file.path === WRITER)?.code ?? '')).toHaveLength(2);
  });

  it(`no source file but ${WRITER} (and the migrations) writes event_slots.seats_taken`, () => {
    expect(writesOutside(sources, WRITER, SEATS)).toEqual([]);
  });

  it('recognises a write in any shape, and not a read', () => {
    const writes = [
      ".updateTable('event_slots').set({ seats_taken: sql`seats_taken + $1` })",
      ".updateTable('event_slots').set({ capacity: 3, seats_taken: 0 })",
      ".updateTable('event_slots').set('seats_taken', 0)",
      ".insertInto('event_slots').values({ event_id, capacity, seats_taken: 1 })",
      'sql`update event_slots set seats_taken = seats_taken - $1 where id = $2`',
      'sql`UPDATE public.event_slots AS s SET capacity = 4, seats_taken = 0 WHERE s.id = $2`',
      'sql`insert into event_slots (event_id, capacity, seats_taken) values ($4, 4, 0)`',
    ];
    for (const write of writes) expect(seatsTakenWrites(write), write).toHaveLength(1);
    const reads = [
      "selectFrom('event_slots').select(['capacity', 'seats_taken'])",
      'sql`select coalesce(sum(s.capacity - s.seats_taken), 0) from event_slots s`',
      'sql`update event_slots set capacity = $3 where id = $2 and seats_taken <= $3`',
      "updateTable('bookings').set({ status: 'expired' })",
      'type Slot = { seats_taken: number };',
      '// update event_slots set seats_taken = 0',
    ];
    for (const read of reads) expect(seatsTakenWrites(read), read).toEqual([]);
  });
});
