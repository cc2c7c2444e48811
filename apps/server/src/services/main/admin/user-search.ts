/**
 * Finding people for the console: by any word of their name or email, or the start of one, in any case; newest
 * first, a page at a time after a keyset cursor. Words are looked up in the GIN index of migration 0025 first
 * (a materialized step, so the planner cannot choose to walk every person newest first and test each), then the
 * matches are ordered: a rare word costs its matches, not the table (decision 043 has the figures).
 * Changes when people are found by something else.
 */
import type { TAdminUserPage } from '@engagex/contracts';
import { sql } from 'kysely';
import type { RoleConfig } from '../../../platform/auth/roles.js';
import type { Database } from '../../../platform/db/database.js';
import { before, decodeCursor, encodeCursor, type Keyset, keysetTime } from './cursor.js';
import { SUMMARY_COLUMNS, toSummary } from './user-summary.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
/** More words than anyone types into a search box; each is one more index probe. */
const MAX_WORDS = 8;

/**
 * The words of a search, each matched as a prefix: letters and digits only, so nothing typed can reach the
 * text-search syntax. "anna.rao@gm" → anna rao gm, as the index splits the email.
 */
export function searchWords(q: string) {
  return (q.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).slice(0, MAX_WORDS);
}

const MATCH = (words: string[]) =>
  sql<boolean>`to_tsvector('simple'::regconfig, u.name || ' ' || translate(u.email, '@.+_-', '     '))
    @@ to_tsquery('simple'::regconfig, ${words.map((word) => `${word}:*`).join(' & ')})`;

/** One page of people matching every word (everyone when there are none), after the cursor. */
export function searchQuery(db: Database, words: string[], after: Keyset | null, limit: number) {
  const summary = [...SUMMARY_COLUMNS, keysetTime('u.created_at').as('created_key')] as const;
  if (words.length === 0) {
    // Everyone, newest first, straight off users_newest_idx.
    return db
      .selectFrom('users as u')
      .select(summary)
      .$if(after !== null, (query) => query.where(before('u.created_at', 'u.id', after as Keyset, 'uuid')))
      .orderBy('u.created_at', 'desc')
      .orderBy('u.id', 'desc')
      .limit(limit);
  }
  // The matches' keys only, then the page of them: the people table is read for the page's rows alone.
  return db
    .with(
      (cte) => cte('matches').materialized(),
      (qb) =>
        qb
          .selectFrom('users as u')
          .select(['u.id', 'u.created_at'])
          .where(MATCH(words))
          .$if(after !== null, (query) =>
            query.where(before('u.created_at', 'u.id', after as Keyset, 'uuid')),
          ),
    )
    .with('page', (qb) =>
      qb.selectFrom('matches').selectAll().orderBy('created_at', 'desc').orderBy('id', 'desc').limit(limit),
    )
    .selectFrom('page as m')
    .innerJoin('users as u', 'u.id', 'm.id')
    .select(summary)
    .orderBy('m.created_at', 'desc')
    .orderBy('m.id', 'desc');
}

export async function searchUsers(
  db: Database,
  config: RoleConfig,
  input: { q: string; cursor?: string | undefined; limit: number },
): Promise<TAdminUserPage> {
  const after = input.cursor ? decodeCursor(input.cursor, UUID) : null;
  const words = searchWords(input.q);
  // Only punctuation typed: nothing can match it.
  if (input.q !== '' && words.length === 0) return { users: [], nextCursor: null };
  // One more than the page, to know whether another follows.
  const rows = await searchQuery(db, words, after, input.limit + 1).execute();
  const page = rows.slice(0, input.limit);
  const last = page.at(-1);
  return {
    users: page.map((row) => toSummary(row, config)),
    nextCursor:
      rows.length > input.limit && last ? encodeCursor({ at: last.created_key, id: last.id }) : null,
  };
}
