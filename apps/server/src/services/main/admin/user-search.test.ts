import { adminApi } from '@engagex/contracts/api/admin';
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { inject } from '../../../test/api.js';
import { DATABASE_KINDS } from '../../../test/harness.js';
import { useAdminCast } from '../../../test/suite.js';
import { searchQuery, searchWords } from './user-search.js';

const PEOPLE = 10_000;

/** The search among 10,000 people reads the GIN index of migration 0025 for a word, not every row (decision 043). */
describe.each(DATABASE_KINDS)('finding people among 10,000 on %s', (kind) => {
  const suite = useAdminCast(kind);

  beforeAll(async () => {
    await sql`insert into users (issuer, subject, email, email_verified, name, created_at)
      select 'bulk', 'bulk-' || i, 'person' || i || '.' || substr(md5(i::text), 1, 6) || '@example.com', true,
        'Person ' || substr(md5(i::text), 7, 8), now() - make_interval(secs => i)
      from generate_series(1, ${PEOPLE}) as i`.execute(suite.db.db);
    await sql`analyze users`.execute(suite.db.db);
  }, 120_000);

  const plan = async (q: string) =>
    (await searchQuery(suite.db.db, searchWords(q), null, 26).explain())
      .map((row) => Object.values(row).join(' '))
      .join('\n');

  it('looks a rare word up in the search index', async () => {
    const rare = (
      await sql<{ name: string }>`select name from users where subject = 'bulk-4321'`.execute(suite.db.db)
    ).rows[0]?.name.split(' ')[1] as string;
    expect(await plan(rare)).toContain('users_search_idx');
    expect(await plan('')).toContain('users_newest_idx');
    const found = await inject(suite.app, adminApi.users, { session: suite.admin, query: { q: rare } });
    expect(found.json().data.users.map((user: { email: string }) => user.email)).toEqual([
      expect.stringMatching(/^person4321\./),
    ]);
  });

  it('pages through a word everyone shares, newest first', async () => {
    const first = await inject(suite.app, adminApi.users, {
      session: suite.admin,
      query: { q: 'person', limit: 100 },
    });
    const page = first.json().data;
    expect(page.users).toHaveLength(100);
    expect(page.users[0].email).toMatch(/^person1\./);
    const next = await inject(suite.app, adminApi.users, {
      session: suite.admin,
      query: { q: 'person', limit: 100, cursor: page.nextCursor },
    });
    expect(next.json().data.users[0].email).toMatch(/^person101\./);
  });
});
