import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';

/**
 * Reads an export as a spreadsheet would (RFC 4180: quoted cells may hold commas, quotes and line breaks), after
 * checking what every export promises: CSV in UTF-8 with a byte order mark, as an attachment with a name.
 */
export function readCsvExport(response: LightMyRequestResponse, namePrefix: string): string[][] {
  expect(response.statusCode, response.body).toBe(200);
  expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
  expect(response.headers['content-disposition']).toMatch(
    new RegExp(`^attachment; filename="${namePrefix}[^"]*\\.csv"`),
  );
  expect(response.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
  return parseCsv(response.rawPayload.subarray(3).toString('utf8'));
}

export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const char = text[i];
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      row.push(cell);
      cell = '';
    } else if (char === '\r' && text[i + 1] === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      i++;
    } else cell += char;
  }
  if (cell !== '' || row.length > 0) rows.push([...row, cell]);
  return rows;
}

/** The rows of an export as objects keyed by its header row. */
export function csvRecords(rows: string[][]): Record<string, string>[] {
  const [header = [], ...body] = rows;
  return body.map((cells) => Object.fromEntries(header.map((name, i) => [name, cells[i] ?? ''])));
}
