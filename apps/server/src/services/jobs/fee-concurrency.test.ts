import { SERVICE_PREFIXES } from '@engagex/contracts';
import { describe, expect, it } from 'vitest';
import { ledgerInvariantViolations } from '../../platform/ledger/ledger-invariants.js';
import { addCreditsAsAdmin, apiClient } from '../../test/api.js';
import { signIn } from '../../test/harness.js';
import { useAdminSuite } from '../../test/suite.js';

const COVER = 'A cover note written by the test suite, long enough for the form, about paying one fee once.';

/*
 * Decision 049: an application's payment reads from the purchase it names, so it names only the payment that took
 * the fee. A card checkout opened while (or before) the fee is paid in credits no longer shows as the payment.
 */
describe('a job fee paid in credits while a card checkout opens, on two processes on PostgreSQL', () => {
  const { suite, call } = useAdminSuite('postgres', SERVICE_PREFIXES.jobs);

  it('reads as paid in credits, with no checkout left open', async () => {
    const other = await suite.db.build({}, {}, { ownPool: true });
    const callOther = apiClient(other, SERVICE_PREFIXES.jobs);
    const applicant = await signIn(suite.app, 'fee-racer@example.com');
    await addCreditsAsAdmin(suite.app, suite.admin, applicant.user.id, 200, 'fee-racer');
    const applications: string[] = [];
    for (let index = 0; index < 5; index += 1) {
      const opening = (
        await call(suite.admin, 'POST', '/job-openings', {
          title: `Racing fee ${index}`,
          department: 'Engineering',
          location: 'Pune',
          category: 'engineering',
          description: 'A role created by the test suite with a long enough description.',
          closesOn: new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 10),
          questions: ['Why us?'],
        })
      ).json().data;
      const applied = await call(applicant, 'POST', '/job-applications', {
        openingId: opening.id,
        coverNote: COVER,
        experienceYears: 3,
        answers: ['Ledgers'],
      });
      expect(applied.statusCode).toBe(201);
      applications.push(applied.json().data.id);
    }
    const answers = await Promise.all(
      applications.flatMap((applicationId) => [
        call(applicant, 'POST', '/payments/initiate', { applicationId, method: 'credits' }),
        callOther(applicant, 'POST', '/payments/initiate', { applicationId, method: 'gateway' }),
      ]),
    );
    expect(answers.map((answer) => answer.statusCode).filter((code) => code !== 200 && code !== 409)).toEqual(
      [],
    );
    for (const applicationId of applications) {
      const status = (await call(applicant, 'GET', `/applications/${applicationId}/payment-status`)).json()
        .data;
      expect(status).toMatchObject({
        status: 'COMPLETED',
        method: 'credits',
        purchaseId: null,
        paymentUrl: null,
      });
    }
    expect(await ledgerInvariantViolations(suite.db.db)).toEqual([]);
  });
});
