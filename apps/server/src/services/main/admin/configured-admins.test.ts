import { adminApi } from '@engagex/contracts/api/admin';
import { identityApi } from '@engagex/contracts/api/identity';
import { beforeAll, describe, expect, it } from 'vitest';
import { inject } from '../../../test/api.js';
import { DATABASE_KINDS, type Session, signIn } from '../../../test/harness.js';
import { useAdminCast } from '../../../test/suite.js';
import { auditRowsOf, credits } from './admin.fixtures.js';

type Sessions = { id: string; endedAt: string | null; current: boolean }[];

/**
 * No console action locks out an admin the configuration names (ADMIN_EMAILS, decision 050): not a suspension,
 * not ending their sessions, not revoking the configured role, whoever acts. They may end their own other
 * sessions, keeping the one they use.
 */
describe.each(DATABASE_KINDS)('admins the configuration names, on %s', (kind) => {
  const secondEmail = `second.configured.${kind}@engagex.dev`;
  const suite = useAdminCast(kind, {
    ADMIN_EMAILS: `admin@engagex.dev,${secondEmail}`,
  });
  /** An admin by grant, as the attacker was. */
  let granted: Session;
  let second: Session;

  beforeAll(async () => {
    const person = await signIn(suite.app, `granted.console.${kind}@example.com`);
    const grant = await inject(suite.app, adminApi.grantRole, {
      session: suite.admin,
      params: { id: person.user.id, role: 'admin' },
    });
    expect(grant.statusCode, grant.body).toBe(200);
    granted = await signIn(suite.app, `granted.console.${kind}@example.com`);
    second = await signIn(suite.app, secondEmail);
  });

  const sessionsOf = async (userId: string, as = suite.admin) =>
    (await inject(suite.app, adminApi.user, { session: as, params: { id: userId } })).json().data
      .sessions as Sessions;
  const standingOf = (userId: string) =>
    suite.db.db
      .selectFrom('users')
      .select(['suspended_at', 'sessions_ended_at'])
      .where('id', '=', userId)
      .executeTakeFirstOrThrow();

  it('says which roles come from the configuration', async () => {
    const detail = (
      await inject(suite.app, adminApi.user, { session: granted, params: { id: suite.admin.user.id } })
    ).json().data;
    expect(detail.user.configuredRoles).toEqual(['employee', 'admin', 'payout']);
    const grantedDetail = (
      await inject(suite.app, adminApi.user, { session: suite.admin, params: { id: granted.user.id } })
    ).json().data;
    expect(grantedDetail.user).toMatchObject({ roles: ['user', 'admin'], configuredRoles: [] });
  });

  it('refuses to suspend a configured admin or end their sessions, with 409 naming the setting, changing nothing', async () => {
    const target = suite.admin.user.id;
    const openBefore = (await sessionsOf(target)).filter((session) => session.endedAt === null);
    expect(openBefore.length).toBeGreaterThan(0);
    const before = await standingOf(target);
    for (const actor of [granted, second]) {
      const session = actor;
      const params = { id: target };
      const reason = 'Taking over the console';
      const attempts = [
        ['suspend', () => inject(suite.app, adminApi.suspend, { session, params, body: { reason } })],
        [
          'sessions/revoke',
          () => inject(suite.app, adminApi.revokeSessions, { session, params, body: { reason } }),
        ],
        [
          'sessions/revoke',
          () =>
            inject(suite.app, adminApi.revokeSessions, {
              session,
              params,
              body: { reason, sessionId: openBefore[0]?.id },
            }),
        ],
      ] as const;
      for (const [path, attempt] of attempts) {
        const response = await attempt();
        expect(response.statusCode, `${path} ${response.body}`).toBe(409);
        expect(response.json()).toMatchObject({ success: false, code: 'CONFLICT' });
        expect(response.json().message).toMatch(/named in the server's configuration \(ADMIN_EMAILS\)/);
      }
    }
    expect(await standingOf(target)).toEqual(before);
    expect((await sessionsOf(target)).filter((session) => session.endedAt === null)).toEqual(openBefore);
    expect(await auditRowsOf(suite.db, target)).toEqual([]);
    // The configured roles stay too (decision 043): a grant that repeats one can go, the role cannot.
    for (const role of ['admin', 'payout'] as const) {
      const revoked = await inject(suite.app, adminApi.revokeRole, {
        session: granted,
        params: { id: target, role },
      });
      if (revoked.statusCode === 200) expect(revoked.json().data.roles).toContain(role);
      const again = await inject(suite.app, adminApi.revokeRole, {
        session: granted,
        params: { id: target, role },
      });
      expect(again.statusCode, `${role} ${again.body}`).toBe(409);
      expect(again.json().message).toMatch(/comes from the server's configuration/);
    }
    expect((await inject(suite.app, identityApi.me, { session: suite.admin })).statusCode).toBe(200);
    expect(
      (await inject(suite.app, adminApi.user, { session: suite.admin, params: { id: granted.user.id } }))
        .statusCode,
    ).toBe(200);
  });

  it('lets a configured admin be given credits and restored, and a granted admin be suspended', async () => {
    const gift = await inject(suite.app, adminApi.adjustCredits, {
      session: granted,
      params: { id: second.user.id },
      body: credits('grant', 5),
    });
    expect(gift.statusCode, gift.body).toBe(201);
    // Suspended before this rule, or before the configuration named them: restoring is the way back in.
    await suite.db.db
      .updateTable('users')
      .set({ suspended_at: new Date(), suspended_reason: 'Before decision 050' })
      .where('id', '=', second.user.id)
      .execute();
    const restored = await inject(suite.app, adminApi.restore, {
      session: suite.admin,
      params: { id: second.user.id },
      body: {
        reason: 'Configured admin',
      },
    });
    expect(restored.statusCode, restored.body).toBe(200);
    const other = await signIn(suite.app, `granted.other.${kind}@example.com`);
    expect(
      (
        await inject(suite.app, adminApi.grantRole, {
          session: suite.admin,
          params: { id: other.user.id, role: 'admin' },
        })
      ).statusCode,
    ).toBe(200);
    const suspended = await inject(suite.app, adminApi.suspend, {
      session: suite.admin,
      params: { id: other.user.id },
      body: {
        reason: 'A granted admin can be suspended',
      },
    });
    expect(suspended.statusCode, suspended.body).toBe(200);
  });

  it('lets a configured admin end their own other sessions, keeping the one they use', async () => {
    const phone = await signIn(suite.app, secondEmail);
    const laptop = await signIn(suite.app, secondEmail);
    const own = await sessionsOf(second.user.id, laptop);
    expect(own.filter((session) => session.current)).toHaveLength(1);
    const ended = await inject(suite.app, adminApi.revokeSessions, {
      session: laptop,
      params: { id: second.user.id },
      body: {
        reason: 'Signing out my other devices',
      },
    });
    expect(ended.statusCode, ended.body).toBe(200);
    const after = ended.json().data as Sessions;
    expect(after.filter((session) => session.endedAt === null)).toEqual([
      expect.objectContaining({ current: true }),
    ]);
    expect((await inject(suite.app, identityApi.me, { session: laptop })).statusCode).toBe(200);
    for (const session of [phone, second])
      expect((await inject(suite.app, identityApi.me, { session: session })).statusCode).toBe(401);
    const [row] = await auditRowsOf(suite.db, second.user.id, 'sessions.revoke');
    expect(row).toMatchObject({ actor_id: second.user.id, after: { scope: 'others' } });
    expect((await standingOf(second.user.id)).suspended_at).toBeNull();
  });
});
