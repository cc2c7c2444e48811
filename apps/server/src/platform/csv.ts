/**
 * The CSV dialect every export shares, streamed (docs/product.md "Exports"). Changes when that dialect does.
 */
import { pipeline, Readable } from 'node:stream';
import { type Options, stringify } from 'csv-stringify';
import { stringify as stringifyAll } from 'csv-stringify/sync';
import { type RawBuilder, type SqlBool, sql } from 'kysely';

/**
 * CSV files for the exports (docs/product.md "Exports"). csv-stringify does the RFC 4180 quoting; this
 * module fixes the dialect every export shares and streams a table of any size with flat memory:
 * - UTF-8 with a byte order mark, so Excel reads names outside ASCII; CRLF line ends; a header row.
 * - Formula injection neutralised (OWASP "CSV Injection"): a text cell starting with = + - @, a tab or a carriage
 *   return (or their full-width forms) gets a leading apostrophe, so a spreadsheet shows it instead of running it.
 *   A number stays a number: -3 is not a formula.
 * - Dates as ISO 8601 in UTC, yes/no for flags, an empty cell for a missing value.
 */

export type CsvCell = string | number | boolean | Date | null | undefined;

/** One column of an export: its header and how a row gives its cell. */
export type CsvColumn<Row> = readonly [header: string, cell: (row: Row) => CsvCell];

const DIALECT: Options = {
  bom: true,
  header: true,
  record_delimiter: 'windows',
  escape_formulas: true,
};

/**
 * A moment as the event's wall clock, "2026-05-02 00:00", beside a Time zone column: what an organiser reads and a
 * spreadsheet takes as a date and time, where ISO 8601 UTC read as the wrong hour (decision 055).
 */
export function zonedStamp(value: Date | null | undefined, timeZone: string): string | null {
  if (!value) return null;
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(value)
      .map((part) => [part.type, part.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute}`;
}

/** A stored code as a word a person reads: "confirmed" → "Confirmed", "FAILED" → "Failed", "bank_transfer" → "Bank transfer". */
export function codeWord(code: string | null | undefined): string | null {
  if (!code) return null;
  const words = code.toLowerCase().replaceAll('_', ' ');
  return `${words.charAt(0).toUpperCase()}${words.slice(1)}`;
}

const text = (value: CsvCell): string | number => {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  return value;
};

const recordOf =
  <Row>(columns: readonly CsvColumn<Row>[]) =>
  (row: Row): (string | number)[] =>
    columns.map(([, cell]) => text(cell(row)));

const headersOf = <Row>(columns: readonly CsvColumn<Row>[]) => columns.map(([header]) => header);

/** A whole (small) file at once: the header row and a line for each row. */
export function toCsv<Row>(columns: readonly CsvColumn<Row>[], rows: Iterable<Row>): string {
  return stringifyAll([...rows].map(recordOf(columns)), { ...DIALECT, columns: headersOf(columns) });
}

/**
 * A file of any size as a stream: rows are taken from `rows` only as fast as the reader (the HTTP reply) drains
 * the text, so a database cursor behind it pages on demand and memory holds about one page. A failure of the
 * source ends the stream with that error: the reply, already started, is cut short rather than looking complete.
 */
export function csvStream<Row>(columns: readonly CsvColumn<Row>[], rows: AsyncIterable<Row>): Readable {
  const toRecord = recordOf(columns);
  async function* records() {
    for await (const row of rows) yield toRecord(row);
  }
  const stringifier = stringify({ ...DIALECT, columns: headersOf(columns) });
  // pipeline destroys both sides on an error; the stringifier, handed to the reply, carries it.
  pipeline(Readable.from(records()), stringifier, () => {});
  return stringifier;
}

/** How many rows one query of an export reads. */
export const EXPORT_BATCH = 500;

/**
 * Every row of an ordered query, read a batch at a time by keyset ("after the last row seen"), never by offset: each
 * batch is one short query whatever its depth, and a row added or removed meanwhile neither repeats nor shifts
 * another. `page(after, limit)` reads the batch after the row `after` (the first when undefined) in a total order.
 */
export async function* keysetRows<Row>(
  page: (after: Row | undefined, limit: number) => Promise<Row[]>,
  batch = EXPORT_BATCH,
): AsyncGenerator<Row> {
  let after: Row | undefined;
  for (;;) {
    const rows = await page(after, batch);
    yield* rows;
    if (rows.length < batch) return;
    after = rows[rows.length - 1];
  }
}

/**
 * `(a, b) > (x, y)` (or `<` for a descending order): the rows after a key in the order `a, b`, with `b` unique.
 * A row comparison PostgreSQL and PGlite both read, and that an index on `(a, b)` can serve.
 */
export function afterKey(
  columns: readonly [string, string],
  key: readonly [unknown, unknown],
  direction: 'asc' | 'desc',
): RawBuilder<SqlBool> {
  const [a, b] = columns;
  return sql<SqlBool>`(${sql.ref(a)}, ${sql.ref(b)}) ${sql.raw(direction === 'asc' ? '>' : '<')} (${key[0]}, ${key[1]})`;
}

/** `bookings-spring-gala-2026-11-26.csv`: the parts in lower case, words joined by hyphens, and the day. */
export function csvFilename(parts: readonly (string | null | undefined)[], day: Date = new Date()): string {
  const words = parts
    .filter((part): part is string => Boolean(part))
    .map((part) =>
      part
        .toLowerCase()
        .replace(/[^\p{L}\p{N}]+/gu, '-')
        .replace(/^-+|-+$/g, '')
        .slice(0, 60),
    )
    .filter(Boolean);
  return `${[...words, day.toISOString().slice(0, 10)].join('-')}.csv`;
}
