import { SERVICE_PREFIXES } from '@engagex/contracts';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { ledgerInvariantViolations } from '../../../platform/ledger/ledger-invariants.js';
import { apiClient } from '../../../test/api.js';
import {
  DATABASE_KINDS,
  type Session,
  signIn,
  type TestDatabase,
  useTestDatabase,
} from '../../../test/harness.js';
import { auditRowsOf, credits } from './admin.fixtures.js';

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
  const callOn = (index: number) => apiClient(apps[index % 2] as FastifyInstance, SERVICE_PREFIXES.main);
  const balanceOf = async (userId: string) =>
    (await callOn(0)(admin, 'GET', `/admin/users/${userId}`)).json().data.wallet.balance as number;

  it('moves credits once for many concurrent grants with one idempotency key, with one audit row', async () => {
    const person = await signIn(apps[0] as FastifyInstance, `grant.race.${kind}@example.com`);
    const body = credits('grant', 70, `race-grant-${kind}`);
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, index) =>
        callOn(index)(
          index % 2 ? secondAdmin : admin,
          'POST',
          `/admin/users/${person.user.id}/credits`,
          body,
        ),
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
    await callOn(0)(admin, 'POST', `/admin/users/${person.user.id}/credits`, credits('grant', 100));
    for (let round = 0; round < 3; round += 1) {
      const balance = await balanceOf(person.user.id);
      const amount = Math.floor(balance / 2) + 1;
      const answers = await Promise.all(
        [admin, secondAdmin].map((who, index) =>
          callOn(index)(who, 'POST', `/admin/users/${person.user.id}/credits`, credits('deduct', amount)),
        ),
      );
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409]);
      const refused = answers.find((answer) => answer.statusCode === 409);
      expect(refused?.json().message).toMatch(/^Cannot deduct .*; nothing was deducted$/);
      expect(await balanceOf(person.user.id)).toBe(balance - amount);
      // Refill for the next round.
      await callOn(0)(admin, 'POST', `/admin/users/${person.user.id}/credits`, credits('grant', amount));
    }
    expect(await auditRowsOf(db, person.user.id, 'credits.deduct')).toHaveLength(3);
    expect(await ledgerInvariantViolations(db.db)).toEqual([]);
  });

  it('ends concurrent grants and revokes of one role consistent, with exactly the audit rows of the changes', async () => {
    const person = await signIn(apps[0] as FastifyInstance, `role.race.${kind}@example.com`);
    const url = `/admin/users/${person.user.id}/roles/employee`;
    const answers = await Promise.all(
      Array.from({ length: 16 }, (_, index) =>
        callOn(index)(index % 2 ? secondAdmin : admin, index % 3 === 0 ? 'DELETE' : 'PUT', url),
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
        callOn(index)(who, 'POST', `/admin/users/${person.user.id}/suspend`, { reason: `Race ${index}` }),
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
      expect((await callOn(0)(admin, 'PUT', `/admin/users/${person.user.id}/roles/admin`)).statusCode).toBe(
        200,
      );
      ids.push(person.user.id);
    }
    const [oneId, twoId] = ids as [string, string];
    const reason = { reason: 'Mutual suspension check' };
    /** What the second admin does to the first while the first suspends them. */
    const counterMoves: [method: 'POST' | 'PUT' | 'DELETE', path: string, body?: object][] = [
      ['POST', 'suspend', reason],
      ['PUT', 'roles/organiser'],
      ['DELETE', 'roles/organiser'],
      ['POST', 'credits', credits('grant', 5)],
      ['POST', 'sessions/revoke', reason],
      ['POST', 'suspend', reason],
    ];
    const statuses: number[][] = [];
    for (let round = 0; round < 12; round += 1) {
      const [actorId, targetId] = round % 2 ? [twoId, oneId] : [oneId, twoId];
      const [method, path, body] = counterMoves[round % counterMoves.length] as (typeof counterMoves)[number];
      // Fresh sessions each round: the last round's suspension ended someone's.
      const sessions = await Promise.all(
        emails.map((email, index) => signIn(apps[index] as FastifyInstance, email)),
      );
      const byId = (id: string) => sessions[ids.indexOf(id)] as Session;
      const answers = await Promise.all([
        callOn(0)(byId(actorId), 'POST', `/admin/users/${targetId}/suspend`, reason),
        callOn(1)(byId(targetId), method, `/admin/users/${actorId}/${path}`, body),
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
        expect((await callOn(0)(admin, 'POST', `/admin/users/${id}/restore`, reason)).statusCode).toBe(200);
      }
    }
    expect(statuses.flat().filter((status) => status >= 500)).toEqual([]);
  });
});
