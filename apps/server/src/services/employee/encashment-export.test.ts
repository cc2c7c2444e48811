// The admins' CSV export of the encashment payout queue (docs/product.md "Exports"): the queue's filter, destinations masked.

import { employeeApi } from '@engagex/contracts/api/employee';
import { beforeAll, describe, expect, it } from 'vitest';
import { addCreditsAsAdmin, inject, offContract } from '../../test/api.js';
import { csvRecords, readCsvExport } from '../../test/csv.js';
import { DATABASE_KINDS, type Session, signIn } from '../../test/harness.js';
import { useAdminCast } from '../../test/suite.js';

describe.each(DATABASE_KINDS)('encashment queue export on %s', (kind) => {
  const suite = useAdminCast(kind);
  let staff: Session;
  const requested: string[] = [];

  beforeAll(async () => {
    staff = await signIn(suite.app, `export-staff-${kind}@engagex.dev`, '@Esha Kulkarni');
    await addCreditsAsAdmin(suite.app, suite.admin, staff.user.id, 2000, `export-${kind}`);
    for (const n of [0, 1]) {
      const created = await inject(suite.app, employeeApi.requestEncashment, {
        session: staff,
        body: {
          credits: 500,
          payout: {
            method: 'bank_transfer',
            accountName: 'Esha K',
            accountNumber: '123456789012',
            ifsc: 'HDFC0001234',
          },
          idempotencyKey: `export-${kind}-${n}`,
        },
      });
      expect(created.statusCode, created.body).toBe(201);
      requested.push(created.json().data.id);
    }
    const rejected = await inject(suite.app, employeeApi.rejectEncashment, {
      session: suite.admin,
      params: { id: requested[1] as string },
      body: {
        reason: 'Wrong UPI id',
      },
    });
    expect(rejected.statusCode, rejected.body).toBe(200);
  });

  it('holds the queue oldest first, with amounts, the masked destination and formulas neutralised', async () => {
    const response = await inject(suite.app, employeeApi.exportEncashmentQueue, { session: suite.admin });
    const rows = readCsvExport(response, 'encashment-requests-');
    expect(rows[0]).toEqual([
      'Request id',
      'Employee',
      'Email',
      'Credits',
      'Amount (INR)',
      'Payout method',
      'Payout to (masked)',
      'Status',
      'Requested at',
      'Reviewed at',
      'Paid at',
      'Payout reference',
      'Rejection reason',
    ]);
    const mine = csvRecords(rows).filter((r) => requested.includes(r['Request id'] as string));
    expect(mine.map((r) => r['Request id'])).toEqual(requested);
    expect(mine[0]).toMatchObject({ Employee: "'@Esha Kulkarni", Credits: '500', Status: 'pending' });
    expect(Number(mine[0]?.['Amount (INR)'])).toBeGreaterThan(0);
    expect(mine[1]).toMatchObject({ Status: 'rejected', 'Rejection reason': 'Wrong UPI id' });
    // The full destination is revealed one at a time, audited (decision 008): never in a file.
    expect(response.body).not.toContain('123456789012');
    expect(mine[0]?.['Payout to (masked)']).toContain('••••9012');
    const queue = (await inject(suite.app, employeeApi.encashmentQueue, { session: suite.admin })).json().data
      .items;
    const listed = queue.find((item: { id: string }) => item.id === requested[0]);
    expect(mine[0]?.['Payout to (masked)']).toBe(listed.payoutTo);
  });

  it("respects the queue's status filter", async () => {
    const records = csvRecords(
      readCsvExport(
        await inject(suite.app, employeeApi.exportEncashmentQueue, {
          session: suite.admin,
          query: { status: 'rejected' },
        }),
        'encashment-requests-rejected',
      ),
    );
    expect(records.map((r) => r['Request id'])).toContain(requested[1]);
    expect(records.map((r) => r['Request id'])).not.toContain(requested[0]);
  });

  it('refuses an employee who is not an admin, and a bad status, with the envelope', async () => {
    const refused = await inject(suite.app, employeeApi.exportEncashmentQueue, { session: staff });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ success: false, code: 'FORBIDDEN' });
    const bad = await inject(suite.app, employeeApi.exportEncashmentQueue, {
      session: suite.admin,
      query: { status: offContract('lost') },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ success: false, code: 'VALIDATION_ERROR' });
  });
});
