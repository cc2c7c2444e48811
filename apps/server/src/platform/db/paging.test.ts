import { beforeAll, describe, expect, it } from 'vitest';
import { DATABASE_KINDS, useTestDatabase } from '../../test/harness.js';
import { paginated, readPage } from './paging.js';

/** The module catalogue, which an app seeds when it starts, is the list walked here. */
describe.each(DATABASE_KINDS)('paging on %s', (kind) => {
  const database = useTestDatabase(kind);
  beforeAll(async () => {
    await (await database()).build();
  });

  it('walks an ordered list page by page, each row once, and counts every row of it', async () => {
    const { db } = await database();
    const ordered = db.selectFrom('modules').select(['id', 'name']).orderBy('name', 'desc').orderBy('id');
    const everything = await ordered.execute();
    expect(everything.length).toBeGreaterThan(4);

    const limit = 3;
    const walked: string[] = [];
    const totalPages = Math.ceil(everything.length / limit);
    for (let page = 1; page <= totalPages + 1; page++) {
      const { rows, total } = await readPage(ordered, { page, limit });
      expect(total).toBe(everything.length);
      expect(rows.length).toBe(
        page <= totalPages ? Math.min(limit, everything.length - (page - 1) * limit) : 0,
      );
      walked.push(...rows.map((row) => row.id));
    }
    expect(walked).toEqual(everything.map((row) => row.id));
  });

  it('counts only the rows the filter keeps', async () => {
    const { db } = await database();
    const live = db.selectFrom('modules').selectAll().where('status', '=', 'live').orderBy('name');
    const expected = (await live.execute()).length;
    const all = (await db.selectFrom('modules').select('id').execute()).length;
    expect(expected).toBeGreaterThan(0);
    expect(expected).toBeLessThan(all);
    expect((await readPage(live, { page: 1, limit: 1 })).total).toBe(expected);
  });
});

describe('paginated', () => {
  it('wraps items in the wire envelope with the page count rounded up', () => {
    expect(paginated(['a', 'b'], 7, { page: 2, limit: 2 })).toEqual({
      items: ['a', 'b'],
      page: 2,
      limit: 2,
      total: 7,
      totalPages: 4,
    });
    expect(paginated([], 0, { page: 1, limit: 20 }).totalPages).toBe(0);
  });
});
