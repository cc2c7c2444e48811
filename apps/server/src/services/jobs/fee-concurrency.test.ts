import { jobsApi } from '@engagex/contracts/api/jobs';
import { describe, expect, it } from 'vitest';
import { ledgerInvariantViolations } from '../../platform/ledger/ledger-invariants.js';
import { addCreditsAsAdmin, inject } from '../../test/api.js';
import { signIn } from '../../test/harness.js';
import { createOpening } from '../../test/jobs.js';
import { useAdminCast } from '../../test/suite.js';

const COVER = 'A cover note written by the test suite, long enough for the form, about paying one fee once.';

/*
 * Decision 049: an application's payment reads from the purchase it names, so it names only the payment that took
 * the fee. A card checkout opened while (or before) the fee is paid in credits no longer shows as the payment.
 */
describe('a job fee paid in credits while a card checkout opens, on two processes on PostgreSQL', () => {
  const suite = useAdminCast('postgres');

  it('reads as paid in credits, with no checkout left open', async () => {
    const other = await suite.db.build({}, {}, { ownPool: true });
    const applicant = await signIn(suite.app, 'fee-racer@example.com');
    await addCreditsAsAdmin(suite.app, suite.admin, applicant.user.id, 200, 'fee-racer');
    const applications: string[] = [];
    for (let index = 0; index < 5; index += 1) {
      const opening = await createOpening(suite.app, suite.admin, {
        category: 'engineering',
        title: `Racing fee ${index}`,
      });
      const applied = await inject(suite.app, jobsApi.apply, {
        session: applicant,
        body: { openingId: opening.id, coverNote: COVER, experienceYears: 3, answers: ['Ledgers'] },
      });
      expect(applied.statusCode).toBe(201);
      applications.push(applied.data().id);
    }
    const answers = await Promise.all(
      applications.flatMap((applicationId) => [
        inject(suite.app, jobsApi.initiatePayment, {
          session: applicant,
          body: { applicationId, method: 'credits' },
        }),
        inject(other, jobsApi.initiatePayment, {
          session: applicant,
          body: { applicationId, method: 'gateway' },
        }),
      ]),
    );
    expect(answers.map((answer) => answer.statusCode).filter((code) => code !== 200 && code !== 409)).toEqual(
      [],
    );
    for (const applicationId of applications) {
      const status = (
        await inject(suite.app, jobsApi.paymentStatus, { session: applicant, params: { id: applicationId } })
      ).data();
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
