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
});
