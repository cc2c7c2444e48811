import { describe, expect, it } from 'vitest';
import { columnWrites, serverSources, writesOutside } from '../../../test/one-writer.js';

/**
 * Seats have one writer (decision 024): only seats.ts changes `event_slots.seats_taken`, and (decision 078) any row of
 * `show_ticket_type_seats`, each type's seats and quota in each show; only promo-uses.ts changes `promo_codes.uses`.
 * Migrations create the columns and their CHECKs. Test code may set a count to stage a race, so it is not scanned
 * (test/one-writer.ts).
 */
const WRITER = 'services/events/bookings/seats.ts';
const USES_WRITER = 'services/events/bookings/promo-uses.ts';
const SEATS = { table: 'event_slots', column: 'seats_taken' };
const TYPE_TABLE = 'show_ticket_type_seats';
const USES = { table: 'promo_codes', column: 'uses' };
const sources = serverSources();
const seatsTakenWrites = (code: string) => columnWrites(code, SEATS);

const withoutComments = (code: string) => code.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');

/** Every statement that writes any row of `table`, whatever its columns: Kysely or SQL insert, update, delete. */
function tableWrites(source: string, table: string): string[] {
  const code = withoutComments(source);
  const patterns = [
    new RegExp(
      `\\.(?:updateTable|insertInto|deleteFrom|replaceInto|mergeInto)\\(\\s*['"]${table}(?:\\s+as\\s+\\w+)?['"]`,
      'g',
    ),
    new RegExp(
      `\\b(?:insert\\s+into|update|delete\\s+from|merge\\s+into|truncate(?:\\s+table)?)\\s+(?:only\\s+)?[\\w."]*\\b${table}\\b`,
      'gi',
    ),
  ];
  return patterns.flatMap((pattern) => [...code.matchAll(pattern)].map((match) => match[0]));
}

const tableWritesOutside = (writer: string, table: string) =>
  sources
    .filter((file) => file.path !== writer && !file.path.startsWith('platform/db/migrations/'))
    .flatMap((file) => tableWrites(file.code, table).map((write) => `${file.path}: ${write}`));

const codeOf = (path: string) => sources.find((file) => file.path === path)?.code ?? '';

describe('seats have one writer', () => {
  it('finds the source files and the writer', () => {
    expect(sources.length).toBeGreaterThan(80);
    // takeSeatsStatement, and changeSeats's Kysely update: the scan sees both ways of writing.
    expect(seatsTakenWrites(codeOf(WRITER))).toHaveLength(2);
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

describe("a ticket type's seats in a show have the same writer", () => {
  it('sees every statement of the writer that writes the table', () => {
    // addTypeSeatsStatement, takeTypeSeats (its row, its count), changeTypeSeats, setTypeQuota.
    expect(tableWrites(codeOf(WRITER), TYPE_TABLE)).toHaveLength(5);
  });

  it(`no source file but ${WRITER} (and the migrations) writes any row of ${TYPE_TABLE}`, () => {
    expect(tableWritesOutside(WRITER, TYPE_TABLE)).toEqual([]);
  });

  it('recognises a write in any shape, and not a read', () => {
    const writes = [
      ".insertInto('show_ticket_type_seats').values({ slot_id, ticket_type_id, seats_taken: 1 })",
      ".updateTable('show_ticket_type_seats').set({ quota: 4 })",
      ".deleteFrom('show_ticket_type_seats').where('slot_id', '=', id)",
      'sql`update show_ticket_type_seats set seats_taken = 0`',
      'sql`INSERT INTO public.show_ticket_type_seats (slot_id) values ($1)`',
      'sql`delete from show_ticket_type_seats where slot_id = $1`',
    ];
    for (const write of writes) expect(tableWrites(write, TYPE_TABLE), write).toHaveLength(1);
    const reads = [
      "selectFrom('show_ticket_type_seats').select('seats_taken')",
      'sql`select t.id from ticket_types t left join show_ticket_type_seats sts on sts.slot_id = $1`',
      '// update show_ticket_type_seats set seats_taken = 0',
    ];
    for (const read of reads) expect(tableWrites(read, TYPE_TABLE), read).toEqual([]);
  });
});

describe("a promo code's uses have one writer", () => {
  it('sees the writer take and give back uses', () => {
    expect(columnWrites(codeOf(USES_WRITER), USES)).toHaveLength(2);
  });

  it(`no source file but ${USES_WRITER} (and the migrations) writes promo_codes.uses`, () => {
    expect(writesOutside(sources, USES_WRITER, USES)).toEqual([]);
  });

  it('recognises a write of uses, and not of another column', () => {
    expect(columnWrites(".updateTable('promo_codes').set({ active: false, uses: 0 })", USES)).toHaveLength(1);
    expect(columnWrites(".insertInto('promo_codes').values({ event_id, code, uses: 3 })", USES)).toHaveLength(
      1,
    );
    expect(columnWrites('sql`update promo_codes set uses = uses + 1 where id = $1`', USES)).toHaveLength(1);
    expect(columnWrites(".updateTable('promo_codes').set({ max_uses: 5, active: true })", USES)).toEqual([]);
    expect(columnWrites('sql`select uses, max_uses from promo_codes`', USES)).toEqual([]);
  });
});
