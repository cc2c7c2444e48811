// Decision 041: an employee is told once when an admin approves, rejects (credits returned) or pays (with the payout
// reference) their encashment, in the decision's transaction; a refused or rolled-back decision tells nothing.

import { employeeApi } from '@engagex/contracts/api/employee';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ledgerInvariantViolations } from '../../platform/ledger/ledger-invariants.js';
import { addCreditsAsAdmin, inject, walletOf } from '../../test/api.js';
import { DATABASE_KINDS, type Session, signIn } from '../../test/harness.js';
import { refuseNoticesTo, toldTo } from '../../test/notices.js';
import { useAdminCast } from '../../test/suite.js';

describe.each(DATABASE_KINDS)('encashment notifications on %s', (kind) => {
  const suite = useAdminCast(kind);
  let employee: Session;
  let keys = 0;

  beforeAll(async () => {
    employee = await signIn(suite.app, `told-staff-${kind}@engagex.dev`);
    await addCreditsAsAdmin(suite.app, suite.admin, employee.user.id, 5000);
  });
  afterEach(async () => expect(await ledgerInvariantViolations(suite.db.db)).toEqual([]));

  async function requested(credits: number) {
    const response = await inject(suite.app, employeeApi.requestEncashment, {
      session: employee,
      body: {
        credits,
        payout: { method: 'upi', upiId: 'esha@okbank' },
        idempotencyKey: `told-${kind}-${keys++}`,
      },
    });
    expect(response.statusCode).toBe(201);
    return response.data().id;
  }
  const approve = (id: string) =>
    inject(suite.app, employeeApi.approveEncashment, { session: suite.admin, params: { id } });
  const reject = (id: string, reason: string) =>
    inject(suite.app, employeeApi.rejectEncashment, {
      session: suite.admin,
      params: { id },
      body: { reason },
    });
  const markPaid = (id: string, payoutReference: string) =>
    inject(suite.app, employeeApi.markEncashmentPaid, {
      session: suite.admin,
      params: { id },
      body: { payoutReference },
    });
  const toldAbout = (id: string) => toldTo(suite.db, employee.user.id, { about: id });

  it('tells of the approval and then the payout with its reference, once each', async () => {
    const id = await requested(500);
    expect(await toldAbout(id)).toEqual([]);
    expect((await approve(id)).statusCode).toBe(200);
    expect((await approve(id)).statusCode).toBe(409);
    expect((await markPaid(id, 'UTR-88231')).statusCode).toBe(200);
    expect((await markPaid(id, 'UTR-88232')).statusCode).toBe(409);
    expect(await toldAbout(id)).toEqual([
      {
        kind: 'encashment-approved',
        title: 'Encashment approved',
        body:
          'Your encashment of 500 credits (₹5,000) was approved. It is paid to esha@okbank within 5 working days; ' +
          'you will be told when it is.',
        link: '/employee',
        details: {},
        onceKey: `encashment-approved:${id}`,
        emails: 1,
      },
      {
        kind: 'encashment-paid',
        title: 'Encashment paid',
        body: 'Your encashment of 500 credits was paid: ₹5,000 to esha@okbank. Payout reference: UTR-88231.',
        link: '/employee',
        details: { reference: 'UTR-88231' },
        onceKey: `encashment-paid:${id}`,
        emails: 1,
      },
    ]);
  });

  it('tells of a rejection with its reason and the credits returned; a cancellation by the employee tells nothing', async () => {
    const rejected = await requested(300);
    expect((await reject(rejected, 'The UPI id does not match your name')).statusCode).toBe(200);
    expect(await toldAbout(rejected)).toEqual([
      expect.objectContaining({
        kind: 'encashment-rejected',
        title: 'Encashment rejected',
        body:
          'Your encashment of 300 credits (₹3,000) was rejected. The reason given: The UPI id does not match ' +
          'your name. The 300 credits are back in your wallet.',
        details: { note: 'The UPI id does not match your name' },
        emails: 1,
      }),
    ]);
    const cancelled = await requested(200);
    expect(
      (
        await inject(suite.app, employeeApi.cancelEncashment, {
          session: employee,
          params: { id: cancelled },
        })
      ).statusCode,
    ).toBe(200);
    expect((await reject(cancelled, 'Too late for this')).statusCode).toBe(409);
    expect(await toldAbout(cancelled)).toEqual([]);
  });

  it('rolls a payout back whole when its notice cannot be written: still approved, the credits still held', async () => {
    const id = await requested(400);
    expect((await approve(id)).statusCode).toBe(200);
    const held = await walletOf(suite.app, employee);
    const undo = await refuseNoticesTo(suite.db, employee.user.id);
    try {
      expect((await markPaid(id, 'UTR-LOST')).statusCode).toBe(500);
    } finally {
      await undo();
    }
    expect(
      (await inject(suite.app, employeeApi.getEncashment, { session: employee, params: { id } })).json().data,
    ).toMatchObject({
      status: 'approved',
      payoutReference: null,
    });
    expect(await walletOf(suite.app, employee)).toEqual(held);
    expect((await toldAbout(id)).map((notice) => notice.kind)).toEqual(['encashment-approved']);

    expect((await markPaid(id, 'UTR-FOUND')).statusCode).toBe(200);
    expect((await toldAbout(id)).map((notice) => [notice.kind, notice.details])).toEqual([
      ['encashment-approved', {}],
      ['encashment-paid', { reference: 'UTR-FOUND' }],
    ]);
  });
});
