/**
 * The admin console's routes, one block of them (decision 064 split them by block): finding people by name or
 * email, and paging through them. Changes when that part of the console changes; the cast is admin.fixtures.ts
 * useAdminConsoleSuite.
 */

import { adminApi } from '@engagex/contracts/api/admin';
import { describe, expect, it } from 'vitest';
import { inject } from '../../../test/api.js';
import { DATABASE_KINDS, signIn } from '../../../test/harness.js';
import { useAdminConsoleSuite } from './admin.fixtures.js';

describe.each(DATABASE_KINDS)('admin console on %s', (kind) => {
  const { suite } = useAdminConsoleSuite(kind);

  describe('search', () => {
    const search = async (query: string) => {
      const response = await inject(suite.app, adminApi.users, {
        session: suite.admin,
        query: Object.fromEntries(new URLSearchParams(query)),
      });
      expect(response.statusCode, response.body).toBe(200);
      return response.json().data as { users: { id: string; email: string }[]; nextCursor: string | null };
    };

    it('finds a person by any word of their name or email, or its start, in any case', async () => {
      for (const q of ['anna', 'ANNA', 'kap', 'rao-kap', 'gmail', `anna.rao+${kind}@gm`, 'Anna Rao']) {
        const found = await search(`q=${encodeURIComponent(q)}`);
        expect(
          found.users.map((user) => user.id),
          q,
        ).toContain(suite.anna.user.id);
      }
      expect((await search('q=nna')).users.map((user) => user.id)).not.toContain(suite.anna.user.id);
      expect((await search('q=zzqqxx')).users).toEqual([]);
      // Only punctuation: no word to look for, so nobody, and no database error.
      expect(await search(`q=${encodeURIComponent("@.'&|!:*")}`)).toEqual({ users: [], nextCursor: null });
    });

    it('answers roles, granted roles and standing in each row', async () => {
      const found = await search('q=second');
      expect(found.users).toEqual([
        expect.objectContaining({
          id: suite.otherAdmin.user.id,
          roles: ['user', 'employee', 'admin'],
          grantedRoles: [],
          suspended: false,
        }),
      ]);
    });

    it('walks everyone newest first, a page at a time, with no one twice or left out', async () => {
      for (let index = 0; index < 5; index += 1)
        await signIn(suite.app, `pager.${index}.${kind}@example.com`);
      const everyone = await suite.db.db.selectFrom('users').select('id').execute();
      const seen: string[] = [];
      let cursor: string | null = null;
      do {
        const page = await search(`limit=2${cursor ? `&cursor=${cursor}` : ''}`);
        expect(page.users.length).toBeLessThanOrEqual(2);
        seen.push(...page.users.map((user) => user.id));
        cursor = page.nextCursor;
      } while (cursor);
      expect(seen).toHaveLength(everyone.length);
      expect(new Set(seen)).toEqual(new Set(everyone.map((row) => row.id)));
      const pagers = await search('q=pager&limit=3');
      expect(pagers.users.map((user) => user.email)).toEqual(
        [4, 3, 2].map((i) => `pager.${i}.${kind}@example.com`),
      );
      const rest = await search(`q=pager&limit=3&cursor=${pagers.nextCursor}`);
      expect(rest.users.map((user) => user.email)).toEqual(
        [1, 0].map((i) => `pager.${i}.${kind}@example.com`),
      );
      expect(rest.nextCursor).toBeNull();
    });

    it('refuses a cursor it did not make with 400', async () => {
      for (const cursor of ['nonsense', Buffer.from('2026-02-30T10:00:00.000000Z|x').toString('base64url')]) {
        const response = await inject(suite.app, adminApi.users, { session: suite.admin, query: { cursor } });
        expect(response.statusCode).toBe(400);
        expect(response.json()).toMatchObject({ success: false, code: 'VALIDATION_ERROR' });
      }
    });
  });
});
