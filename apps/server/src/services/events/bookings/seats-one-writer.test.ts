import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * Seats have one writer (decision 024): only seats.ts changes `event_slots.seats_taken`; migrations create the column
 * and its CHECK. Test code may set a slot's count to stage a race, so it is not scanned (as in architecture.test.ts).
 */
const src = join(dirname(fileURLToPath(import.meta.url)), '../../..');
const WRITER = 'services/events/bookings/seats.ts';
const isTestCode = (path: string) =>
  path.startsWith('test/') || path.startsWith('faults/') || /\.(test|fixtures)\.ts$/.test(path);

const sources = readdirSync(src, { recursive: true, encoding: 'utf8' })
  .map((path) => path.split('\\').join('/'))
  .filter((path) => path.endsWith('.ts') && !isTestCode(path))
  .map((path) => ({ path, code: readFileSync(join(src, path), 'utf8') }));

/** The text inside the parentheses that open at `open`, nested ones included. */
function argumentsAt(code: string, open: number) {
  let depth = 0;
  for (let at = open; at < code.length; at += 1) {
    if (code[at] === '(') depth += 1;
    else if (code[at] === ')' && --depth === 0) return code.slice(open + 1, at);
  }
  return code.slice(open + 1);
}

const withoutComments = (code: string) => code.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');

/** Every statement in `code` that writes seats_taken: Kysely's set/values naming it, or SQL updating or inserting it. */
function seatsTakenWrites(source: string): string[] {
  const code = withoutComments(source);
  const found: string[] = [];
  for (const call of code.matchAll(/\.(?:set|values|doUpdateSet)\(/g)) {
    const args = argumentsAt(code, (call.index ?? 0) + call[0].length - 1);
    if (/\bseats_taken\b/.test(args)) found.push(`${call[0]}${args.trim().slice(0, 60)}`);
  }
  const sqlWrites = [
    /\bupdate\s+(?:only\s+)?[\w."]*event_slots\b[^;`]*?\bset\b(?:(?!\bwhere\b|\breturning\b|\bfrom\b)[^;`])*?\bseats_taken\s*=(?!=)/gi,
    /\binsert\s+into\s+[\w."]*event_slots\b[^;`]*?\bseats_taken\b/gi,
  ];
  for (const pattern of sqlWrites) for (const match of code.matchAll(pattern)) found.push(match[0]);
  return found;
}

describe('seats have one writer', () => {
  it('finds the source files and the writer', () => {
    expect(sources.length).toBeGreaterThan(80);
    // takeSeatsStatement, and changeSeats's Kysely update: the scan sees both ways of writing.
    expect(seatsTakenWrites(sources.find((file) => file.path === WRITER)?.code ?? '')).toHaveLength(2);
  });

  it(`no source file but ${WRITER} (and the migrations) writes event_slots.seats_taken`, () => {
    const others = sources.filter(
      (file) => file.path !== WRITER && !file.path.startsWith('platform/db/migrations/'),
    );
    const writes = others.flatMap((file) =>
      seatsTakenWrites(file.code).map((write) => `${file.path}: ${write}`),
    );
    expect(writes).toEqual([]);
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
