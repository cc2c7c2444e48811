import { describe, expect, it } from 'vitest';
import { ledgerInvariantViolations } from '../platform/ledger/ledger-invariants.js';
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
    const config = await app.inject({
      method: 'GET',
      url: '/api/employee/encashment/config',
      headers: employee.headers,
    });
    expect(config.json().data.encashableCredits).toBe(DEMO_EMPLOYEE_EARNED_CREDITS);

    // A second start seeds nothing again.
    expect(await seedDemoDataOnce(db.db)).toEqual([]);
    const again = await app.inject({
      method: 'GET',
      url: '/api/employee/encashment/config',
      headers: employee.headers,
    });
    expect(again.json().data.encashableCredits).toBe(DEMO_EMPLOYEE_EARNED_CREDITS);

    const request = await app.inject({
      method: 'POST',
      url: '/api/employee/encashment/requests',
      headers: employee.headers,
      payload: { credits: 500, payout: { method: 'upi', upiId: 'esha@okbank' }, idempotencyKey: 'demo-try' },
    });
    expect(request.statusCode).toBe(201);
    expect(await ledgerInvariantViolations(db.db)).toEqual([]);
  });
});
