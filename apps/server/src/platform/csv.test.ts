import { once } from 'node:events';
import { describe, expect, it } from 'vitest';
import { parseCsv } from '../test/csv.js';
import { type CsvColumn, codeWord, csvFilename, csvStream, keysetRows, toCsv, zonedStamp } from './csv.js';

type Person = { name: string; seats: number; at: Date | null; vip: boolean; note?: string };
const COLUMNS: CsvColumn<Person>[] = [
  ['Name', (p) => p.name],
  ['Seats', (p) => p.seats],
  ['At', (p) => p.at],
  ['VIP', (p) => p.vip],
  ['Note', (p) => p.note],
];
const BOM = '\uFEFF';

describe('the CSV dialect of every export', () => {
  it('writes UTF-8 with a byte order mark, a header row, CRLF lines and RFC 4180 quoting', () => {
    const text = toCsv(COLUMNS, [
      { name: 'Zoë "Z" Q', seats: 2, at: new Date('2026-05-01T18:30:00Z'), vip: true, note: 'a,b\nc' },
      { name: 'Ravi', seats: -3, at: null, vip: false },
    ]);
    expect(text).toBe(
      `${BOM}Name,Seats,At,VIP,Note\r\n` +
        `"Zoë ""Z"" Q",2,2026-05-01T18:30:00.000Z,yes,"a,b\nc"\r\n` +
        `Ravi,-3,,no,\r\n`,
    );
    expect(parseCsv(text.slice(1))[1]).toEqual([
      'Zoë "Z" Q',
      '2',
      '2026-05-01T18:30:00.000Z',
      'yes',
      'a,b\nc',
    ]);
  });

  it('writes the header row alone when nothing matches', () => {
    expect(toCsv(COLUMNS, [])).toBe(`${BOM}Name,Seats,At,VIP,Note\r\n`);
  });

  it.each([
    ['=1+1'],
    ['+44 20 7946 0958'],
    ['-2+3'],
    ['@SUM(A1)'],
    ['\tcmd'],
    ['\rcmd'],
    ['＝1+1'],
    ['=HYPERLINK("http://evil.example","Click")'],
  ])('neutralises text a spreadsheet would run as a formula: %j', (name) => {
    const [, row] = parseCsv(toCsv(COLUMNS, [{ name, seats: 1, at: null, vip: false }]).slice(1));
    expect(row?.[0]).toBe(`'${name}`);
  });

  it('leaves a negative number and text with a formula sign inside alone', () => {
    const [, row] = parseCsv(toCsv(COLUMNS, [{ name: 'A=B', seats: -1, at: null, vip: false }]).slice(1));
    expect(row?.slice(0, 2)).toEqual(['A=B', '-1']);
  });
});

describe('keysetRows', () => {
  it('reads batch after batch from the last row seen, and stops at a short batch', async () => {
    const all = Array.from({ length: 7 }, (_, i) => ({ id: i }));
    const asked: (number | undefined)[] = [];
    const rows = keysetRows(async (after: { id: number } | undefined, limit) => {
      asked.push(after?.id);
      const from = after ? after.id + 1 : 0;
      return all.slice(from, from + limit);
    }, 3);
    const seen: number[] = [];
    for await (const row of rows) seen.push(row.id);
    expect(seen).toEqual([0, 1, 2, 3, 4, 5, 6]);
    expect(asked).toEqual([undefined, 2, 5]);
  });

  it('asks once more after a full last batch, and gets nothing', async () => {
    const asked: (number | undefined)[] = [];
    const rows = keysetRows(async (after: { id: number } | undefined) => {
      asked.push(after?.id);
      return after ? [] : [{ id: 0 }, { id: 1 }];
    }, 2);
    for await (const _ of rows);
    expect(asked).toEqual([undefined, 1]);
  });
});

describe('csvStream', () => {
  it('streams the same text toCsv writes', async () => {
    const people: Person[] = Array.from({ length: 1200 }, (_, i) => ({
      name: i % 7 === 0 ? `=evil${i}` : `Person ${i}`,
      seats: i,
      at: null,
      vip: i % 2 === 0,
    }));
    const rows = keysetRows(async (after: Person | undefined, limit) => {
      const from = after ? after.seats + 1 : 0;
      return people.slice(from, from + limit);
    }, 500);
    let text = '';
    for await (const chunk of csvStream(COLUMNS, rows)) text += chunk;
    expect(text).toBe(toCsv(COLUMNS, people));
  });

  it('reads the source only as fast as the reader drains it (backpressure)', async () => {
    let batches = 0;
    const rows = keysetRows(async (_after: Person | undefined, limit) => {
      batches++;
      return Array.from({ length: limit }, (_, i) => ({
        name: `Row ${i} ${'x'.repeat(80)}`,
        seats: i,
        at: null,
        vip: false,
      }));
    }, 500);
    const stream = csvStream(COLUMNS, rows);
    // Nobody reads: the stream fills its buffers, then stops asking for rows, though the source never ends.
    stream.once('readable', () => {});
    await new Promise((resolve) => setTimeout(resolve, 200));
    const pausedAt = batches;
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(batches).toBe(pausedAt);
    expect(pausedAt).toBeLessThan(10);
    // A reader takes some: the source is asked for more.
    for (let i = 0; i < 400; i++) if (stream.read() === null) await once(stream, 'readable');
    expect(batches).toBeGreaterThan(pausedAt);
    stream.destroy();
  });

  it('ends with the error when the source fails', async () => {
    async function* failing() {
      yield { name: 'First', seats: 1, at: null, vip: false } as Person;
      throw new Error('database unavailable');
    }
    const read = async () => {
      for await (const _ of csvStream(COLUMNS, failing()));
    };
    await expect(read()).rejects.toThrow('database unavailable');
  });
});

describe('csvFilename', () => {
  it('joins the parts in lower case with hyphens, then the day', () => {
    const day = new Date('2026-11-26T10:00:00Z');
    expect(csvFilename(['bookings', 'Spring Gala: Live!', undefined, 'held'], day)).toBe(
      'bookings-spring-gala-live-held-2026-11-26.csv',
    );
    expect(csvFilename(['attendees', 'Café Nuit'], day)).toBe('attendees-café-nuit-2026-11-26.csv');
  });
});

describe('words and wall clocks in a file a person reads (decision 055)', () => {
  it("writes a moment as the event's clock reads it, and a stored code as a word", () => {
    const midnightInPune = new Date('2026-05-01T18:30:00.000Z');
    expect(zonedStamp(midnightInPune, 'Asia/Kolkata')).toBe('2026-05-02 00:00');
    expect(zonedStamp(midnightInPune, 'America/New_York')).toBe('2026-05-01 14:30');
    expect(zonedStamp(null, 'Asia/Kolkata')).toBeNull();
    expect([codeWord('confirmed'), codeWord('FAILED'), codeWord('under_review'), codeWord(null)]).toEqual([
      'Confirmed',
      'Failed',
      'Under review',
      null,
    ]);
  });
});
