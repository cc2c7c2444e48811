import { describe, expect, it } from 'vitest';
import { columnWrites, serverSources, writesOutside } from '../../test/one-writer.js';

/**
 * Document numbers have one writer (decision 079): only numbering.ts changes `invoice_series.last_number`, by the one
 * upsert whose row lock keeps the series without gap or repeat. Migrations make the table; test code is not scanned.
 */
const WRITER = 'platform/invoicing/numbering.ts';
const LAST_NUMBER = { table: 'invoice_series', column: 'last_number' };
const sources = serverSources();

describe('document numbers have one writer', () => {
  it('finds the writer’s upsert (its insert and its conflict update)', () => {
    const code = sources.find((file) => file.path === WRITER)?.code ?? '';
    expect(columnWrites(code, LAST_NUMBER)).toHaveLength(2);
  });

  it(`no source file but ${WRITER} (and the migrations) writes invoice_series.last_number`, () => {
    expect(writesOutside(sources, WRITER, LAST_NUMBER)).toEqual([]);
  });

  it('no source file but the writer names the table in a write at all', () => {
    const writes = sources
      .filter((file) => file.path !== WRITER && !file.path.startsWith('platform/db/migrations/'))
      .filter((file) =>
        /\.(?:updateTable|insertInto|deleteFrom)\(\s*['"]invoice_series['"]|\b(?:insert\s+into|update|delete\s+from)\s+invoice_series\b/i.test(
          file.code,
        ),
      )
      .map((file) => file.path);
    expect(writes).toEqual([]);
  });
});
