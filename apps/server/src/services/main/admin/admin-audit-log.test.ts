/**
 * The admin console's routes, one block of them (decision 064 split them by block): the append-only audit log and
 * its reads. Changes when that part of the console changes; the cast is admin.fixtures.ts useAdminConsoleSuite.
 */
import { adminApi } from '@engagex/contracts/api/admin';
import { employeeApi } from '@engagex/contracts/api/employee';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { inject } from '../../../test/api.js';
import { DATABASE_KINDS, type Session, signIn } from '../../../test/harness.js';
import { auditRowsOf, credits, useAdminConsoleSuite } from './admin.fixtures.js';

describe.each(DATABASE_KINDS)('admin console on %s', (kind) => {
  const { suite } = useAdminConsoleSuite(kind);

  describe('audit log', () => {
    it('filters by actor, target, action and time, newest first, a page at a time', async () => {
      const dave = await signIn(suite.app, `dave.audit.${kind}@example.com`);
      const by = (session: Session) =>
        inject(suite.app, adminApi.grantRole, {
          session: session,
          params: { id: dave.user.id, role: 'employee' },
        });
      await by(suite.otherAdmin);
      await inject(suite.app, adminApi.revokeRole, {
        session: suite.otherAdmin,
        params: { id: dave.user.id, role: 'employee' },
      });
      await inject(suite.app, adminApi.adjustCredits, {
        session: suite.admin,
        params: { id: dave.user.id },
        body: credits('grant', 5),
      });
      const page = async (query: string) => {
        const response = await inject(suite.app, adminApi.audit, {
          session: suite.admin,
          query: Object.fromEntries(new URLSearchParams(query)),
        });
        expect(response.statusCode, response.body).toBe(200);
        return response.json().data as {
          entries: { action: string; actor: { id: string } }[];
          nextCursor: string | null;
        };
      };
      const aboutDave = await page(`targetId=${dave.user.id}`);
      expect(aboutDave.entries.map((entry) => entry.action)).toEqual([
        'credits.grant',
        'role.revoke',
        'role.grant',
      ]);
      expect(aboutDave.entries[0]).toMatchObject({
        actor: { id: suite.admin.user.id, email: 'admin@engagex.dev' },
        target: { id: dave.user.id, email: `dave.audit.${kind}@example.com` },
        reason: 'Goodwill for a failed booking',
      });
      const byOther = await page(`targetId=${dave.user.id}&actorId=${suite.otherAdmin.user.id}`);
      expect(byOther.entries.map((entry) => entry.action)).toEqual(['role.revoke', 'role.grant']);
      expect((await page(`targetId=${dave.user.id}&action=role.grant`)).entries).toHaveLength(1);
      const today = new Date().toISOString().slice(0, 10);
      expect((await page(`targetId=${dave.user.id}&from=${today}&to=${today}`)).entries).toHaveLength(3);
      expect((await page(`targetId=${dave.user.id}&to=2000-01-01`)).entries).toHaveLength(0);
      const first = await page(`targetId=${dave.user.id}&limit=2`);
      const second = await page(`targetId=${dave.user.id}&limit=2&cursor=${first.nextCursor}`);
      expect([...first.entries, ...second.entries].map((entry) => entry.action)).toEqual(
        aboutDave.entries.map((entry) => entry.action),
      );
      expect(second.nextCursor).toBeNull();
      expect(
        (await inject(suite.app, adminApi.audit, { session: suite.admin, query: { cursor: 'abc' } }))
          .statusCode,
      ).toBe(400);
      expect(
        (await inject(suite.app, adminApi.audit, { session: suite.admin, query: { from: '0000-01-01' } }))
          .statusCode,
      ).toBe(400);
    });

    it('logs a payout reveal in its transaction', async () => {
      const esha = await signIn(suite.app, `esha.payout.${kind}@engagex.dev`);
      await inject(suite.app, adminApi.adjustCredits, {
        session: suite.admin,
        params: { id: esha.user.id },
        body: credits('grant', 300),
      });
      const made = await inject(suite.app, employeeApi.requestEncashment, {
        session: esha,
        body: {
          credits: 100,
          payout: {
            method: 'bank_transfer',
            accountName: 'Esha Rao',
            accountNumber: '123456789012',
            ifsc: 'HDFC0001234',
          },
          idempotencyKey: `reveal-${kind}`,
        },
      });
      expect(made.statusCode, made.body).toBe(201);
      const reveal = await inject(suite.app, employeeApi.revealPayout, {
        session: suite.admin,
        params: { id: made.data().id },
      });
      expect(reveal.statusCode).toBe(200);
      const rows = await auditRowsOf(suite.db, esha.user.id, 'payout.reveal');
      expect(rows).toEqual([
        expect.objectContaining({
          actor_id: suite.admin.user.id,
          after: { encashmentRequestId: made.json().data.id },
          request_id: reveal.headers['x-request-id'],
        }),
      ]);
    });

    it('refuses UPDATE, DELETE and TRUNCATE of the audit log', async () => {
      const count = async () =>
        Number(
          (await sql<{ n: string }>`select count(*) as n from admin_audit_log`.execute(suite.db.db)).rows[0]
            ?.n,
        );
      const before = await count();
      expect(before).toBeGreaterThan(0);
      await expect(sql`update admin_audit_log set reason = 'edited'`.execute(suite.db.db)).rejects.toThrow(
        /append-only/,
      );
      await expect(sql`delete from admin_audit_log`.execute(suite.db.db)).rejects.toThrow(/append-only/);
      await expect(sql`truncate admin_audit_log`.execute(suite.db.db)).rejects.toThrow(/append-only/);
      expect(await count()).toBe(before);
    });
  });
});
