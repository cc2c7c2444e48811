import { randomUUID } from 'node:crypto';
import { SERVICE_PREFIXES } from '@engagex/contracts';
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiClient } from '../../../test/api.js';
import { createEventWithSlot } from '../../../test/events.js';
import { DATABASE_KINDS, type Session, signIn } from '../../../test/harness.js';
import { useAdminSuite } from '../../../test/suite.js';
import { auditRowsOf, credits } from './admin.fixtures.js';

describe.each(DATABASE_KINDS)('admin console on %s', (kind) => {
  const { suite, call } = useAdminSuite(kind, SERVICE_PREFIXES.main, {
    ADMIN_EMAILS: `admin@engagex.dev,second.admin.${kind}@engagex.dev`,
  });
  let anna: Session;
  let otherAdmin: Session;

  beforeAll(async () => {
    anna = await signIn(suite.app, `anna.rao+${kind}@gmail.com`, 'Anna Rao-Kapoor');
    otherAdmin = await signIn(suite.app, `second.admin.${kind}@engagex.dev`, 'Second Admin');
  });

  describe('search', () => {
    const search = async (query: string) => {
      const response = await call(suite.admin, 'GET', `/admin/users?${query}`);
      expect(response.statusCode, response.body).toBe(200);
      return response.json().data as { users: { id: string; email: string }[]; nextCursor: string | null };
    };

    it('finds a person by any word of their name or email, or its start, in any case', async () => {
      for (const q of ['anna', 'ANNA', 'kap', 'rao-kap', 'gmail', `anna.rao+${kind}@gm`, 'Anna Rao']) {
        const found = await search(`q=${encodeURIComponent(q)}`);
        expect(
          found.users.map((user) => user.id),
          q,
        ).toContain(anna.user.id);
      }
      expect((await search('q=nna')).users.map((user) => user.id)).not.toContain(anna.user.id);
      expect((await search('q=zzqqxx')).users).toEqual([]);
      // Only punctuation: no word to look for, so nobody, and no database error.
      expect(await search(`q=${encodeURIComponent("@.'&|!:*")}`)).toEqual({ users: [], nextCursor: null });
    });

    it('answers roles, granted roles and standing in each row', async () => {
      const found = await search('q=second');
      expect(found.users).toEqual([
        expect.objectContaining({
          id: otherAdmin.user.id,
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
        const response = await call(suite.admin, 'GET', `/admin/users?cursor=${cursor}`);
        expect(response.statusCode).toBe(400);
        expect(response.json()).toMatchObject({ success: false, code: 'VALIDATION_ERROR' });
      }
    });
  });

  describe('one person', () => {
    it('shows the profile, wallet, ledger, sessions, activity and history in every module', async () => {
      const events = apiClient(suite.app, SERVICE_PREFIXES.events);
      const cultural = apiClient(suite.app, SERVICE_PREFIXES.culturalEvents);
      for (const [prefix, client] of [
        [SERVICE_PREFIXES.events, events],
        [SERVICE_PREFIXES.culturalEvents, cultural],
      ] as const) {
        const { eventId, slotId } = await createEventWithSlot(suite.app, prefix, suite.admin, {
          capacity: 5,
          priceCredits: 0,
        });
        expect((await client(anna, 'POST', '/bookings', { eventId, slotId, seats: 1 })).statusCode).toBe(201);
      }
      const competition = await createEventWithSlot(suite.app, SERVICE_PREFIXES.culturalEvents, suite.admin, {
        capacity: 5,
        priceCredits: 0,
        competition: { fee: 0, perExtra: 0, maxGroup: 1 },
      });
      const entry = await cultural(anna, 'POST', '/contestants', {
        eventId: competition.eventId,
        personalDetails: {
          fullName: 'Anna Rao',
          dateOfBirth: '1995-05-05',
          phone: '+91 9876543210',
          email: 'anna.contestant@example.com',
          city: 'Pune',
        },
        performance: {
          title: 'Raga Yaman',
          category: 'vocal',
          durationMinutes: 5,
          description: 'A classical piece.',
        },
      });
      expect(entry.statusCode, entry.body).toBe(201);
      const jobs = apiClient(suite.app, SERVICE_PREFIXES.jobs);
      const opening = await jobs(suite.admin, 'POST', '/job-openings', {
        title: 'Console tester',
        department: 'Engineering',
        location: 'Pune',
        category: 'engineering',
        description: 'An opening made by the admin console tests, long enough to pass.',
        closesOn: new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 10),
      });
      const applied = await jobs(anna, 'POST', '/job-applications', {
        openingId: opening.json().data.id,
        coverNote: 'I would like to join because testing consoles is what I do best, every single day.',
        experienceYears: 4,
      });
      expect(applied.statusCode, applied.body).toBe(201);
      expect(
        (await call(suite.admin, 'POST', `/admin/users/${anna.user.id}/credits`, credits('grant', 40)))
          .statusCode,
      ).toBe(201);

      const detail = await call(suite.admin, 'GET', `/admin/users/${anna.user.id}`);
      expect(detail.statusCode, detail.body).toBe(200);
      const data = detail.json().data;
      expect(data.user).toMatchObject({
        id: anna.user.id,
        name: 'Anna Rao-Kapoor',
        roles: ['user'],
        grantedRoles: [],
        suspended: false,
        suspendedAt: null,
        country: 'IN',
      });
      expect(data.wallet).toMatchObject({ balance: 40, totalEarned: 40 });
      expect(data.ledger).toEqual([expect.objectContaining({ kind: 'grant', amount: 40, balanceAfter: 40 })]);
      expect(data.sessions.length).toBeGreaterThanOrEqual(1);
      expect(data.activity.length).toBeGreaterThan(0);
      expect(data.bookings.map((booking: { service: string }) => booking.service).sort()).toEqual([
        'cultural-events',
        'events',
      ]);
      expect(data.registrations).toEqual([
        expect.objectContaining({ id: entry.json().data.id, service: 'cultural-events' }),
      ]);
      expect(data.applications).toEqual([
        expect.objectContaining({ id: applied.json().data.id, service: 'jobs', title: 'Console tester' }),
      ]);
    });

    it('answers 404 for someone who does not exist', async () => {
      const response = await call(suite.admin, 'GET', `/admin/users/${randomUUID()}`);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ code: 'NOT_FOUND', message: 'User not found' });
    });
  });

  describe('roles', () => {
    const role = (method: 'PUT' | 'DELETE', who: Session, name: string, as = suite.admin) =>
      call(as, method, `/admin/users/${who.user.id}/roles/${name}`);

    it('grants a role once: granting it again changes nothing and writes no second audit row', async () => {
      const first = await role('PUT', anna, 'organiser');
      expect(first.statusCode, first.body).toBe(200);
      expect(first.json().data).toMatchObject({ roles: ['user', 'organiser'], grantedRoles: ['organiser'] });
      const again = await role('PUT', anna, 'organiser');
      expect(again.json().data).toEqual(first.json().data);
      const rows = await auditRowsOf(suite.db, anna.user.id, 'role.grant');
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({
        actor_id: suite.admin.user.id,
        before: { roles: ['user'], grantedRoles: [] },
        after: { roles: ['user', 'organiser'], grantedRoles: ['organiser'] },
      });
      // The role holds from the person's next request.
      const me = await call(anna, 'GET', '/users/me');
      expect(me.json().data.roles).toContain('organiser');
    });

    it('revokes a granted role, once', async () => {
      const revoked = await role('DELETE', anna, 'organiser');
      expect(revoked.json().data).toMatchObject({ roles: ['user'], grantedRoles: [] });
      expect((await role('DELETE', anna, 'organiser')).statusCode).toBe(200);
      expect(await auditRowsOf(suite.db, anna.user.id, 'role.revoke')).toHaveLength(1);
    });

    it('refuses to revoke a role that comes from configuration, with 409 and a clear message', async () => {
      const response = await role('DELETE', otherAdmin, 'admin');
      expect(response.statusCode).toBe(409);
      expect(response.json().message).toMatch(/comes from the server's configuration \(ADMIN_EMAILS\)/);
      expect(await auditRowsOf(suite.db, otherAdmin.user.id)).toEqual([]);
    });

    it("refuses an admin's revoking their own admin role, even a granted one", async () => {
      const granted = await signIn(suite.app, `granted.admin.${kind}@example.com`);
      expect((await role('PUT', granted, 'admin')).statusCode).toBe(200);
      const self = await signIn(suite.app, `granted.admin.${kind}@example.com`);
      expect(self.user.roles).toContain('admin');
      const response = await role('DELETE', granted, 'admin', self);
      expect(response.statusCode).toBe(409);
      expect(response.json().message).toBe(
        'You cannot remove your own admin role; ask another admin to do it',
      );
      expect((await role('DELETE', granted, 'admin')).statusCode).toBe(200);
    });

    it('refuses a role it does not know with 400', async () => {
      expect((await role('PUT', anna, 'user')).statusCode).toBe(400);
      expect((await role('PUT', anna, 'superuser')).statusCode).toBe(400);
    });
  });

  describe('credits', () => {
    const adjust = (who: Session, body: object) =>
      call(suite.admin, 'POST', `/admin/users/${who.user.id}/credits`, body);

    it('grants and deducts through the ledger, with the reason in the ledger and the audit log', async () => {
      const start = (await call(suite.admin, 'GET', `/admin/users/${anna.user.id}`)).json().data.wallet
        .balance;
      const granted = await adjust(anna, credits('grant', 100, undefined, 'Apology for the outage'));
      expect(granted.statusCode, granted.body).toBe(201);
      expect(granted.json().data).toMatchObject({ balance: start + 100, creditBalance: start + 100 });
      const deducted = await adjust(anna, credits('deduct', 30, undefined, 'Granted twice by mistake'));
      expect(deducted.json().data.balance).toBe(start + 70);
      const ledger = await suite.db.db
        .selectFrom('ledger_transactions')
        .select(['kind', 'description', 'created_by'])
        .where('id', 'in', [granted.json().data.transactionId, deducted.json().data.transactionId])
        .orderBy('created_at')
        .execute();
      expect(ledger).toEqual(
        expect.arrayContaining([
          { kind: 'grant', description: 'Apology for the outage', created_by: suite.admin.user.id },
          { kind: 'spend', description: 'Granted twice by mistake', created_by: suite.admin.user.id },
        ]),
      );
      const rows = await auditRowsOf(suite.db, anna.user.id, 'credits.deduct');
      expect(rows.at(-1)).toMatchObject({
        reason: 'Granted twice by mistake',
        before: { balance: start + 100 },
        after: { balance: start + 70, amount: 30 },
      });
    });

    it('answers a retry with the same key with the first result, moving credits once', async () => {
      const body = credits('grant', 25);
      const first = await adjust(anna, body);
      const audits = (await auditRowsOf(suite.db, anna.user.id)).length;
      const retry = await adjust(anna, body);
      expect(retry.statusCode).toBe(201);
      expect(retry.headers['idempotent-replayed']).toBe('true');
      expect(retry.json().data).toEqual(first.json().data);
      expect((await auditRowsOf(suite.db, anna.user.id)).length).toBe(audits);
      const reused = await adjust(anna, { ...body, amount: 26 });
      expect(reused.statusCode).toBe(409);
      expect(reused.json().message).toBe('This idempotency key was already used for a different request');
    });

    it('refuses a deduction beyond the balance with 409, changing nothing', async () => {
      const balance = (await call(suite.admin, 'GET', `/admin/users/${anna.user.id}`)).json().data.wallet
        .balance;
      const audits = (await auditRowsOf(suite.db, anna.user.id)).length;
      const refused = await adjust(anna, credits('deduct', balance + 1));
      expect(refused.statusCode).toBe(409);
      expect(refused.json().message).toBe(
        `Cannot deduct ${balance + 1} credits: the wallet holds ${balance} credits available; nothing was deducted`,
      );
      expect(
        (await call(suite.admin, 'GET', `/admin/users/${anna.user.id}`)).json().data.wallet.balance,
      ).toBe(balance);
      expect((await auditRowsOf(suite.db, anna.user.id)).length).toBe(audits);
    });

    it('requires a reason, a whole positive amount and a key (400, nothing moved)', async () => {
      const balance = (await call(suite.admin, 'GET', `/admin/users/${anna.user.id}`)).json().data.wallet
        .balance;
      for (const body of [
        { ...credits('grant', 10), reason: ' ' },
        { direction: 'grant', amount: 10, idempotencyKey: 'missing-reason-1' },
        credits('grant', 0),
        credits('grant', 1.5),
        { ...credits('grant', 10), idempotencyKey: 'short' },
      ]) {
        const response = await adjust(anna, body);
        expect(response.statusCode, JSON.stringify(body)).toBe(400);
      }
      expect(
        (await call(suite.admin, 'GET', `/admin/users/${anna.user.id}`)).json().data.wallet.balance,
      ).toBe(balance);
    });

    it('answers 404 for an unknown person and moves nothing', async () => {
      const response = await call(
        suite.admin,
        'POST',
        `/admin/users/${randomUUID()}/credits`,
        credits('grant', 5),
      );
      expect(response.statusCode).toBe(404);
    });
  });

  describe('sessions and standing', () => {
    it('ends one session, then all, and their tokens stop working', async () => {
      const bob = await signIn(suite.app, `bob.sessions.${kind}@example.com`);
      const second = await signIn(suite.app, `bob.sessions.${kind}@example.com`);
      const sessions = (await call(suite.admin, 'GET', `/admin/users/${bob.user.id}`)).json().data
        .sessions as {
        id: string;
        endedAt: string | null;
      }[];
      expect(sessions.filter((session) => session.endedAt === null)).toHaveLength(2);
      const one = sessions[0]?.id as string;
      const ended = await call(suite.admin, 'POST', `/admin/users/${bob.user.id}/sessions/revoke`, {
        sessionId: one,
        reason: 'Lost phone',
      });
      expect(ended.statusCode, ended.body).toBe(200);
      expect(ended.json().data.find((session: { id: string }) => session.id === one)).toMatchObject({
        endedReason: 'revoked',
      });
      const all = await call(suite.admin, 'POST', `/admin/users/${bob.user.id}/sessions/revoke`, {
        reason: 'Account shared',
      });
      expect(all.json().data.every((session: { endedAt: string | null }) => session.endedAt !== null)).toBe(
        true,
      );
      for (const session of [bob, second])
        expect((await call(session, 'GET', '/users/me')).statusCode).toBe(401);
      const rows = await auditRowsOf(suite.db, bob.user.id, 'sessions.revoke');
      expect(rows.map((row) => row.reason)).toEqual(['Lost phone', 'Account shared']);
      const unknown = await call(suite.admin, 'POST', `/admin/users/${bob.user.id}/sessions/revoke`, {
        sessionId: randomUUID(),
        reason: 'Not theirs',
      });
      expect(unknown.statusCode).toBe(404);
    });

    it('suspends (signing the person out) and restores, each once, with the reason logged', async () => {
      const carol = await signIn(suite.app, `carol.standing.${kind}@example.com`);
      const suspended = await call(suite.admin, 'POST', `/admin/users/${carol.user.id}/suspend`, {
        reason: 'Chargeback fraud',
      });
      expect(suspended.statusCode, suspended.body).toBe(200);
      expect(suspended.json().data).toMatchObject({ suspended: true, suspendedReason: 'Chargeback fraud' });
      expect((await call(carol, 'GET', '/users/me')).statusCode).toBe(401);
      const again = await call(suite.admin, 'POST', `/admin/users/${carol.user.id}/suspend`, {
        reason: 'Twice',
      });
      expect(again.statusCode).toBe(409);
      const restored = await call(suite.admin, 'POST', `/admin/users/${carol.user.id}/restore`, {
        reason: 'Bank confirmed',
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
      const response = await call(suite.admin, 'POST', `/admin/users/${suite.admin.user.id}/suspend`, {
        reason: 'Testing myself',
      });
      expect(response.statusCode).toBe(409);
      expect(response.json().message).toBe('You cannot suspend your own account; ask another admin to do it');
      expect((await call(suite.admin, 'GET', '/users/me')).statusCode).toBe(200);
    });
  });

  describe('audit log', () => {
    it('filters by actor, target, action and time, newest first, a page at a time', async () => {
      const dave = await signIn(suite.app, `dave.audit.${kind}@example.com`);
      const by = (session: Session) => call(session, 'PUT', `/admin/users/${dave.user.id}/roles/employee`);
      await by(otherAdmin);
      await call(otherAdmin, 'DELETE', `/admin/users/${dave.user.id}/roles/employee`);
      await call(suite.admin, 'POST', `/admin/users/${dave.user.id}/credits`, credits('grant', 5));
      const page = async (query: string) => {
        const response = await call(suite.admin, 'GET', `/admin/audit?${query}`);
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
      const byOther = await page(`targetId=${dave.user.id}&actorId=${otherAdmin.user.id}`);
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
      expect((await call(suite.admin, 'GET', '/admin/audit?cursor=abc')).statusCode).toBe(400);
      expect((await call(suite.admin, 'GET', '/admin/audit?from=0000-01-01')).statusCode).toBe(400);
    });

    it('logs a payout reveal in its transaction', async () => {
      const esha = await signIn(suite.app, `esha.payout.${kind}@engagex.dev`);
      await call(suite.admin, 'POST', `/admin/users/${esha.user.id}/credits`, credits('grant', 300));
      const made = await suite.app.inject({
        method: 'POST',
        url: '/api/employee/encashment/requests',
        headers: esha.headers,
        payload: {
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
      const reveal = await suite.app.inject({
        method: 'POST',
        url: `/api/employee/encashment/requests/${made.json().data.id}/payout-destination`,
        headers: suite.admin.headers,
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
