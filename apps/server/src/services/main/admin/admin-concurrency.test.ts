import { adminApi } from '@engagex/contracts/api/admin';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { ledgerInvariantViolations } from '../../../platform/ledger/ledger-invariants.js';
import { inject } from '../../../test/api.js';
import {
  DATABASE_KINDS,
  type Session,
  signIn,
  type TestDatabase,
  useTestDatabase,
} from '../../../test/harness.js';
import { auditRowsOf, credits, ledgerBalance } from './admin.fixtures.js';

/**
 * Real concurrent requests through two API instances, each with its own connection pool (on PostgreSQL; PGlite
 * runs one transaction at a time, so there it proves the same answers in a serial order).
 */
describe.each(DATABASE_KINDS)('admin console under concurrent requests on %s', (kind) => {
  const database = useTestDatabase(kind);
  let db: TestDatabase;
  let apps: FastifyInstance[];
  let admin: Session;
  let secondAdmin: Session;

  beforeAll(async () => {
    db = await database();
    const env = { ADMIN_EMAILS: `admin@engagex.dev,second.admin@engagex.dev` };
    apps = [await db.build(env), await db.build(env, {}, { ownPool: true })];
    admin = await signIn(apps[0] as FastifyInstance, 'admin@engagex.dev');
    secondAdmin = await signIn(apps[1] as FastifyInstance, 'second.admin@engagex.dev');
  });

  /** Alternates the two instances, as a load balancer would. */
  const on = (index: number) => apps[index % 2] as FastifyInstance;
  const balanceOf = (userId: string) => ledgerBalance(on(0), admin, userId);
  const adjust = (index: number, session: Session, userId: string, body: ReturnType<typeof credits>) =>
    inject(on(index), adminApi.adjustCredits, { session, params: { id: userId }, body });

  it('moves credits once for many concurrent grants with one idempotency key, with one audit row', async () => {
    const person = await signIn(apps[0] as FastifyInstance, `grant.race.${kind}@example.com`);
    const body = credits('grant', 70, `race-grant-${kind}`);
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, index) =>
        adjust(index, index % 2 ? secondAdmin : admin, person.user.id, body),
      ),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(10).fill(201));
    const first = answers[0]?.json().data;
    for (const answer of answers) expect(answer.json().data).toEqual(first);
    expect(answers.filter((answer) => answer.headers['idempotent-replayed'] !== 'true')).toHaveLength(1);
    expect(await balanceOf(person.user.id)).toBe(70);
    expect(await auditRowsOf(db, person.user.id, 'credits.grant')).toHaveLength(1);
    expect(await ledgerInvariantViolations(db.db)).toEqual([]);
  });

  it('lets one of two concurrent deductions that together exceed the balance win; the other is 409', async () => {
    const person = await signIn(apps[0] as FastifyInstance, `deduct.race.${kind}@example.com`);
    await adjust(0, admin, person.user.id, credits('grant', 100));
    for (let round = 0; round < 3; round += 1) {
      const balance = await balanceOf(person.user.id);
      const amount = Math.floor(balance / 2) + 1;
      const answers = await Promise.all(
        [admin, secondAdmin].map((who, index) =>
          adjust(index, who, person.user.id, credits('deduct', amount)),
        ),
      );
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409]);
      const refused = answers.find((answer) => answer.statusCode === 409);
      expect(refused?.json().message).toMatch(/^Cannot deduct .*; nothing was deducted$/);
      expect(await balanceOf(person.user.id)).toBe(balance - amount);
      // Refill for the next round.
      await adjust(0, admin, person.user.id, credits('grant', amount));
    }
    expect(await auditRowsOf(db, person.user.id, 'credits.deduct')).toHaveLength(3);
    expect(await ledgerInvariantViolations(db.db)).toEqual([]);
  });

  it('ends concurrent grants and revokes of one role consistent, with exactly the audit rows of the changes', async () => {
    const person = await signIn(apps[0] as FastifyInstance, `role.race.${kind}@example.com`);
    const params = { id: person.user.id, role: 'employee' } as const;
    const answers = await Promise.all(
      Array.from({ length: 16 }, (_, index) =>
        inject(on(index), index % 3 === 0 ? adminApi.revokeRole : adminApi.grantRole, {
          session: index % 2 ? secondAdmin : admin,
          params,
        }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(16).fill(200));
    const rows = await auditRowsOf(db, person.user.id);
    // Each row is a change from the state the one before left: grant, revoke, grant… never two grants in a row.
    rows.forEach((row, index) => {
      expect(row.action).toBe(index % 2 === 0 ? 'role.grant' : 'role.revoke');
      expect(row.before).toEqual({
        roles: index % 2 === 0 ? ['user'] : ['user', 'employee'],
        grantedRoles: index % 2 === 0 ? [] : ['employee'],
      });
    });
    expect(rows.length).toBeGreaterThan(0);
    const user = await db.db
      .selectFrom('users')
      .select('granted_roles')
      .where('id', '=', person.user.id)
      .executeTakeFirstOrThrow();
    expect(user.granted_roles).toEqual(rows.at(-1)?.action === 'role.grant' ? ['employee'] : []);
  });

  it('suspends once when two admins suspend the same person at once: one 200, one 409, one audit row', async () => {
    const person = await signIn(apps[0] as FastifyInstance, `suspend.race.${kind}@example.com`);
    const answers = await Promise.all(
      [admin, secondAdmin].map((who, index) =>
        inject(on(index), adminApi.suspend, {
          session: who,
          params: { id: person.user.id },
          body: { reason: `Race ${index}` },
        }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    expect(await auditRowsOf(db, person.user.id, 'user.suspend')).toHaveLength(1);
  });

  it('never deadlocks when two admins act on each other at once: the one who acts second finds themself suspended', async () => {
    // Granted admins, not configured ones: the configuration's admins cannot be suspended (decision 050).
    const emails = [`mutual.one.${kind}@example.com`, `mutual.two.${kind}@example.com`];
    const ids: string[] = [];
    for (const email of emails) {
      const person = await signIn(apps[0] as FastifyInstance, email);
      const granted = await inject(on(0), adminApi.grantRole, {
        session: admin,
        params: { id: person.user.id, role: 'admin' },
      });
      expect(granted.statusCode).toBe(200);
      ids.push(person.user.id);
    }
    const [oneId, twoId] = ids as [string, string];
    const reason = { reason: 'Mutual suspension check' };
    type Move = (app: FastifyInstance, session: Session, id: string) => ReturnType<typeof inject>;
    const organiser = (id: string) => ({ id, role: 'organiser' }) as const;
    const gift = credits('grant', 5);
    /** What the second admin does to the first while the first suspends them. */
    const counterMoves: [path: string, move: Move][] = [
      [
        'suspend',
        (app, session, id) => inject(app, adminApi.suspend, { session, params: { id }, body: reason }),
      ],
      [
        'roles/organiser',
        (app, session, id) => inject(app, adminApi.grantRole, { session, params: organiser(id) }),
      ],
      [
        'roles/organiser',
        (app, session, id) => inject(app, adminApi.revokeRole, { session, params: organiser(id) }),
      ],
      [
        'credits',
        (app, session, id) => inject(app, adminApi.adjustCredits, { session, params: { id }, body: gift }),
      ],
      [
        'sessions/revoke',
        (app, session, id) => inject(app, adminApi.revokeSessions, { session, params: { id }, body: reason }),
      ],
      [
        'suspend',
        (app, session, id) => inject(app, adminApi.suspend, { session, params: { id }, body: reason }),
      ],
    ];
    const statuses: number[][] = [];
    for (let round = 0; round < 12; round += 1) {
      const [actorId, targetId] = round % 2 ? [twoId, oneId] : [oneId, twoId];
      const [path, move] = counterMoves[round % counterMoves.length] as (typeof counterMoves)[number];
      // Fresh sessions each round: the last round's suspension ended someone's.
      const sessions = await Promise.all(
        emails.map((email, index) => signIn(apps[index] as FastifyInstance, email)),
      );
      const byId = (id: string) => sessions[ids.indexOf(id)] as Session;
      const answers = await Promise.all([
        inject(on(0), adminApi.suspend, { session: byId(actorId), params: { id: targetId }, body: reason }),
        move(on(1), byId(targetId), actorId),
      ]);
      statuses.push(answers.map((answer) => answer.statusCode));
      for (const answer of answers) expect(answer.statusCode, answer.body).toBeLessThan(500);
      if (path === 'suspend') {
        // The second to take the rows finds themself suspended: "This account is suspended", as any request of theirs.
        expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 401]);
        expect(answers.find((answer) => answer.statusCode === 401)?.json().message).toBe(
          'This account is suspended',
        );
      }
      const suspended = await db.db
        .selectFrom('users')
        .select('id')
        .where('id', 'in', ids)
        .where('suspended_at', 'is not', null)
        .execute();
      // Two admins never take each other out: at most one of them ends up suspended.
      expect(suspended.length).toBeLessThanOrEqual(1);
      for (const { id } of suspended) {
        const restored = await inject(on(0), adminApi.restore, {
          session: admin,
          params: { id },
          body: reason,
        });
        expect(restored.statusCode).toBe(200);
      }
    }
    expect(statuses.flat().filter((status) => status >= 500)).toEqual([]);
  });
});
