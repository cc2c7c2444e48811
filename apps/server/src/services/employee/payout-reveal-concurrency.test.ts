// Decision 050 under racing processes: each look at a payout destination takes both people's rows in one order
// (lockActorAndTarget) and writes its own payout_reveals row and its own audit row, once, on any process.
import { employeeApi } from '@engagex/contracts/api/employee';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { addCreditsAsAdmin, inject } from '../../test/api.js';
import { type Session, signIn, type TestDatabase, useTestDatabase } from '../../test/harness.js';

const BANK = {
  method: 'bank_transfer',
  accountName: 'Esha Rao',
  accountNumber: '123456789012',
  ifsc: 'HDFC0001234',
} as const;
const LOOKS = 8;

/** Two API processes with pools of their own, as production runs them: only PostgreSQL has that. */
describe('payout destination reveals raced from two processes', () => {
  const database = useTestDatabase('postgres');
  let db: TestDatabase;
  let apps: FastifyInstance[];
  let payoutAdmin: Session;
  let employee: Session;

  beforeAll(async () => {
    db = await database();
    const env = { ADMIN_EMAILS: 'admin@engagex.dev' };
    apps = [await db.build(env), await db.build(env, {}, { ownPool: true })];
    payoutAdmin = await signIn(apps[0] as FastifyInstance, 'admin@engagex.dev');
    employee = await signIn(apps[1] as FastifyInstance, 'staff-race@engagex.dev');
    await addCreditsAsAdmin(apps[0] as FastifyInstance, payoutAdmin, employee.user.id, 300, 'reveal-race');
  });

  it('audits each of many concurrent looks exactly once, on whichever process answered it', async () => {
    const made = await inject(apps[0] as FastifyInstance, employeeApi.requestEncashment, {
      session: employee,
      body: { credits: 100, payout: BANK, idempotencyKey: 'reveal-race-request' },
    });
    expect(made.statusCode).toBe(201);
    const requestId = made.data().id;

    const answers = await Promise.all(
      Array.from({ length: LOOKS }, (_, index) =>
        inject(apps[index % 2] as FastifyInstance, employeeApi.revealPayout, {
          session: payoutAdmin,
          params: { id: requestId },
        }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(LOOKS).fill(200));
    for (const answer of answers) expect(answer.data().destination).toEqual(BANK);

    const reveals = await db.db
      .selectFrom('payout_reveals')
      .select(['http_request_id', 'revealed_by', 'employee_id'])
      .where('encashment_request_id', '=', requestId)
      .execute();
    const audits = await db.db
      .selectFrom('admin_audit_log')
      .select(['request_id', 'actor_id'])
      .where('target_id', '=', employee.user.id)
      .where('action', '=', 'payout.reveal')
      .execute();
    expect(reveals).toHaveLength(LOOKS);
    expect(audits).toHaveLength(LOOKS);
    // One audit row per look, paired by the HTTP request that made it: none lost, none twice.
    const lookIds = reveals.map((row) => row.http_request_id).sort();
    expect(new Set(lookIds).size).toBe(LOOKS);
    expect(audits.map((row) => row.request_id).sort()).toEqual(lookIds);
    for (const row of reveals)
      expect(row).toMatchObject({ revealed_by: payoutAdmin.user.id, employee_id: employee.user.id });
    for (const row of audits) expect(row.actor_id).toBe(payoutAdmin.user.id);
  });
});
