import { employeeApi } from '@engagex/contracts/api/employee';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { addCreditsAsAdmin, inject } from '../../test/api.js';
import {
  DATABASE_KINDS,
  type Session,
  signIn,
  type TestDatabase,
  useTestDatabase,
} from '../../test/harness.js';

const BANK = {
  method: 'bank_transfer',
  accountName: 'Esha Rao',
  accountNumber: '123456789012',
  ifsc: 'HDFC0001234',
} as const;

/** Decision 008: the payout admin sees the full destination, logged; nobody else sees it, and nothing is logged. */
describe.each(DATABASE_KINDS)('payout destination reveal on %s', (kind) => {
  const database = useTestDatabase(kind);
  let db: TestDatabase;
  let app: FastifyInstance;
  let payoutAdmin: Session;
  let reviewer: Session;
  let employee: Session;
  let requestId: string;

  beforeAll(async () => {
    db = await database();
    app = await db.build({ ADMIN_EMAILS: `admin@engagex.dev,reviewer-${kind}@engagex.dev` });
    payoutAdmin = await signIn(app, 'admin@engagex.dev');
    reviewer = await signIn(app, `reviewer-${kind}@engagex.dev`);
    employee = await signIn(app, `staff-${kind}@engagex.dev`);
    const granted = await addCreditsAsAdmin(app, payoutAdmin, employee.user.id, 300, `g-${kind}`);
    expect(granted.statusCode).toBe(200);
    const made = await inject(app, employeeApi.requestEncashment, {
      session: employee,
      body: { credits: 100, payout: BANK, idempotencyKey: `reveal-${kind}` },
    });
    expect(made.statusCode).toBe(201);
    requestId = made.data().id;
  });

  const reveal = (session: Session, id = requestId) =>
    inject(app, employeeApi.revealPayout, { session, params: { id } });
  const reveals = async () =>
    db.db.selectFrom('payout_reveals').selectAll().where('encashment_request_id', '=', requestId).execute();

  it('gives the payout role only to admins it is configured or granted for', () => {
    expect(payoutAdmin.user.roles).toEqual(['user', 'employee', 'admin', 'payout']);
    expect(reviewer.user.roles).toEqual(['user', 'employee', 'admin']);
    expect(employee.user.roles).toEqual(['user', 'employee']);
  });

  it('shows everyone else the masked destination only, and refuses them the reveal without logging', async () => {
    const queue = await inject(app, employeeApi.encashmentQueue, {
      session: reviewer,
      query: { status: 'pending' },
    });
    const listed = queue.data().items.find((item) => item.id === requestId);
    expect(listed?.payoutTo).toBe('Esha Rao · ••••9012 · HDFC0001234');
    expect(queue.body).not.toContain(BANK.accountNumber);
    const own = await inject(app, employeeApi.getEncashment, {
      session: employee,
      params: { id: requestId },
    });
    expect(own.body).not.toContain(BANK.accountNumber);

    const byReviewer = await reveal(reviewer);
    expect(byReviewer.statusCode).toBe(403);
    expect(byReviewer.json().code).toBe('FORBIDDEN');
    expect(byReviewer.body).not.toContain(BANK.accountNumber);
    const byEmployee = await reveal(employee);
    expect(byEmployee.statusCode).toBe(403);
    expect(byEmployee.body).not.toContain(BANK.accountNumber);
    expect(await reveals()).toEqual([]);
  });

  it('reveals the full destination to a payout admin and logs exactly one row: who, whose, when, which request', async () => {
    const before = Date.now();
    const response = await reveal(payoutAdmin);
    expect(response.statusCode).toBe(200);
    const data = response.data();
    expect(data).toMatchObject({ requestId, destination: BANK });
    const rows = await reveals();
    expect(rows).toHaveLength(1);
    const [row] = rows;
    expect(row).toMatchObject({
      encashment_request_id: requestId,
      employee_id: employee.user.id,
      revealed_by: payoutAdmin.user.id,
    });
    expect(row?.http_request_id).toEqual(expect.any(String));
    expect(row?.http_request_id.length).toBeGreaterThan(0);
    expect(row?.revealed_at.getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(new Date(data.revealedAt).getTime()).toBe(row?.revealed_at.getTime());
  });

  it('answers 404 for a request that does not exist, logging nothing', async () => {
    const response = await reveal(payoutAdmin, '00000000-0000-4000-8000-000000000000');
    expect(response.statusCode).toBe(404);
    const all = await db.db.selectFrom('payout_reveals').select('id').execute();
    expect(all).toHaveLength(1);
  });

  it('shows nothing once the request is closed: a cancelled request answers 409, logging nothing', async () => {
    const other = await inject(app, employeeApi.requestEncashment, {
      session: employee,
      body: { credits: 100, payout: BANK, idempotencyKey: `closed-${kind}` },
    });
    const id = other.data().id;
    const cancelled = await inject(app, employeeApi.cancelEncashment, { session: employee, params: { id } });
    expect(cancelled.statusCode).toBe(200);
    const response = await reveal(payoutAdmin, id);
    expect(response.statusCode).toBe(409);
    expect(response.body).not.toContain(BANK.accountNumber);
    const all = await db.db.selectFrom('payout_reveals').select('id').execute();
    expect(all).toHaveLength(1);
  });

  it('keeps the audit record append-only: UPDATE, DELETE and TRUNCATE are refused', async () => {
    await expect(
      sql`update payout_reveals set revealed_by = ${employee.user.id}`.execute(db.db),
    ).rejects.toThrow(/append-only/);
    await expect(sql`delete from payout_reveals`.execute(db.db)).rejects.toThrow(/append-only/);
    await expect(sql`truncate payout_reveals`.execute(db.db)).rejects.toThrow(/append-only/);
    expect(await reveals()).toHaveLength(1);
  });
});
