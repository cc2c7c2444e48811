/**
 * The admin console's routes, one block of them (decision 064 split them by block): ending a person's sessions and
 * suspending or restoring them. Changes when that part of the console changes; the cast is admin.fixtures.ts
 * useAdminConsoleSuite.
 */

import { randomUUID } from 'node:crypto';
import { adminApi } from '@engagex/contracts/api/admin';
import { identityApi } from '@engagex/contracts/api/identity';
import { describe, expect, it } from 'vitest';
import { inject } from '../../../test/api.js';
import { DATABASE_KINDS, signIn } from '../../../test/harness.js';
import { auditRowsOf, useAdminConsoleSuite } from './admin.fixtures.js';

describe.each(DATABASE_KINDS)('admin console on %s', (kind) => {
  const { suite } = useAdminConsoleSuite(kind);

  describe('sessions and standing', () => {
    it('ends one session, then all, and their tokens stop working', async () => {
      const bob = await signIn(suite.app, `bob.sessions.${kind}@example.com`);
      const second = await signIn(suite.app, `bob.sessions.${kind}@example.com`);
      const sessions = (
        await inject(suite.app, adminApi.user, { session: suite.admin, params: { id: bob.user.id } })
      ).json().data.sessions as {
        id: string;
        endedAt: string | null;
      }[];
      expect(sessions.filter((session) => session.endedAt === null)).toHaveLength(2);
      const one = sessions[0]?.id as string;
      const ended = await inject(suite.app, adminApi.revokeSessions, {
        session: suite.admin,
        params: { id: bob.user.id },
        body: {
          sessionId: one,
          reason: 'Lost phone',
        },
      });
      expect(ended.statusCode, ended.body).toBe(200);
      expect(ended.json().data.find((session: { id: string }) => session.id === one)).toMatchObject({
        endedReason: 'revoked',
      });
      const all = await inject(suite.app, adminApi.revokeSessions, {
        session: suite.admin,
        params: { id: bob.user.id },
        body: {
          reason: 'Account shared',
        },
      });
      expect(all.json().data.every((session: { endedAt: string | null }) => session.endedAt !== null)).toBe(
        true,
      );
      for (const session of [bob, second])
        expect((await inject(suite.app, identityApi.me, { session: session })).statusCode).toBe(401);
      const rows = await auditRowsOf(suite.db, bob.user.id, 'sessions.revoke');
      expect(rows.map((row) => row.reason)).toEqual(['Lost phone', 'Account shared']);
      const unknown = await inject(suite.app, adminApi.revokeSessions, {
        session: suite.admin,
        params: { id: bob.user.id },
        body: {
          sessionId: randomUUID(),
          reason: 'Not theirs',
        },
      });
      expect(unknown.statusCode).toBe(404);
    });

    it('suspends (signing the person out) and restores, each once, with the reason logged', async () => {
      const carol = await signIn(suite.app, `carol.standing.${kind}@example.com`);
      const suspended = await inject(suite.app, adminApi.suspend, {
        session: suite.admin,
        params: { id: carol.user.id },
        body: {
          reason: 'Chargeback fraud',
        },
      });
      expect(suspended.statusCode, suspended.body).toBe(200);
      expect(suspended.json().data).toMatchObject({ suspended: true, suspendedReason: 'Chargeback fraud' });
      expect((await inject(suite.app, identityApi.me, { session: carol })).statusCode).toBe(401);
      const again = await inject(suite.app, adminApi.suspend, {
        session: suite.admin,
        params: { id: carol.user.id },
        body: {
          reason: 'Twice',
        },
      });
      expect(again.statusCode).toBe(409);
      const restored = await inject(suite.app, adminApi.restore, {
        session: suite.admin,
        params: { id: carol.user.id },
        body: {
          reason: 'Bank confirmed',
        },
      });
      expect(restored.json().data).toMatchObject({ suspended: false, suspendedAt: null });
      expect((await signIn(suite.app, `carol.standing.${kind}@example.com`)).token).toBeTruthy();
      const rows = await auditRowsOf(suite.db, carol.user.id);
      expect(rows.map((row) => [row.action, row.reason])).toEqual([
        ['user.suspend', 'Chargeback fraud'],
        ['user.restore', 'Bank confirmed'],
      ]);
    });

    it('refuses an admin suspending themself with 409, changing nothing', async () => {
      const response = await inject(suite.app, adminApi.suspend, {
        session: suite.admin,
        params: { id: suite.admin.user.id },
        body: {
          reason: 'Testing myself',
        },
      });
      expect(response.statusCode).toBe(409);
      expect(response.json().message).toBe('You cannot suspend your own account; ask another admin to do it');
      expect((await inject(suite.app, identityApi.me, { session: suite.admin })).statusCode).toBe(200);
    });
  });
});
