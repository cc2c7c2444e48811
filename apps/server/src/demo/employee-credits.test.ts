import { employeeApi } from '@engagex/contracts/api/employee';
import { describe, expect, it } from 'vitest';
import { ledgerInvariantViolations } from '../platform/ledger/ledger-invariants.js';
import { inject } from '../test/api.js';
import { signIn, useTestDatabase } from '../test/harness.js';
import { DEMO_EMPLOYEE_EARNED_CREDITS } from './employee-credits.js';
import { seedDemoDataOnce } from './seed.js';

/** The demo employee can try encashment at once, with credits earned through the ledger. */
describe('the demo employee’s earned credits', () => {
  const database = useTestDatabase('pglite');

  it('are encashable on a fresh demo database, once, and the ledger balances', async () => {
    const db = await database();
    const app = await db.build({ SEED_DEMO_DATA: 'true' });
    const employee = await signIn(app, 'employee@engagex.dev');
    const config = await inject(app, employeeApi.encashmentConfig, { session: employee });
    expect(config.data().encashableCredits).toBe(DEMO_EMPLOYEE_EARNED_CREDITS);

    // A second start seeds nothing again.
    expect(await seedDemoDataOnce(db.db)).toEqual([]);
    const again = await inject(app, employeeApi.encashmentConfig, { session: employee });
    expect(again.data().encashableCredits).toBe(DEMO_EMPLOYEE_EARNED_CREDITS);

    const request = await inject(app, employeeApi.requestEncashment, {
      session: employee,
      body: { credits: 500, payout: { method: 'upi', upiId: 'esha@okbank' }, idempotencyKey: 'demo-try' },
    });
    expect(request.statusCode).toBe(201);
    expect(await ledgerInvariantViolations(db.db)).toEqual([]);
  });
});
