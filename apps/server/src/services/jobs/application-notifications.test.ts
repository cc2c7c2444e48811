// Decision 041: an applicant is told of every status a reviewer gives their application (with the note) and of its fee
// paid, once, whichever path pays it; a fee paid at checkout gets this notice as its receipt, not a credit receipt.

import { jobsApi } from '@engagex/contracts/api/jobs';
import { beforeAll, describe, expect, it } from 'vitest';
import { addCreditsAsAdmin, inject } from '../../test/api.js';
import { DATABASE_KINDS, type Session, signIn } from '../../test/harness.js';
import { toldTo } from '../../test/notices.js';
import { payAtSandbox } from '../../test/sandbox-checkout.js';
import { useAdminCast } from '../../test/suite.js';
import { captured, sandboxOrderId, sandboxWebhook } from '../../test/webhooks.js';

const COVER = 'I have reviewed payment systems for years and would like to help this team ship calmly.';

describe.each(DATABASE_KINDS)('job application notifications on %s', (kind) => {
  const suite = useAdminCast(kind);
  let applicant: Session;

  beforeAll(async () => {
    applicant = await signIn(suite.app, `told-applicant-${kind}@example.com`);
    await addCreditsAsAdmin(suite.app, suite.admin, applicant.user.id, 200);
  });

  /** An application to a new opening of the category (engineering asks a 20-credit fee, internships none). */
  async function applied(category: 'engineering' | 'internship') {
    const title = `Ledger engineer ${Math.random().toString(36).slice(2, 7)}`;
    const opening = await inject(suite.app, jobsApi.createOpening, {
      session: suite.admin,
      body: {
        title,
        department: 'Engineering',
        location: 'Pune',
        category,
        description: 'A role created by the notifications suite, with a long enough description.',
        closesOn: new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 10),
        questions: ['Why us?'],
      },
    });
    const application = await inject(suite.app, jobsApi.apply, {
      session: applicant,
      body: {
        openingId: opening.json().data.id,
        coverNote: COVER,
        experienceYears: 5,
        answers: ['Ledgers'],
      },
    });
    expect(application.statusCode).toBe(201);
    return { id: application.json().data.id as string, title };
  }
  const toldAbout = (applicationId: string) => toldTo(suite.db, applicant.user.id, { about: applicationId });
  const move = (
    applicationId: string,
    status: 'APPROVED' | 'PENDING' | 'REJECTED' | 'UNDER_REVIEW',
    notes?: string,
  ) =>
    inject(suite.app, jobsApi.changeStatus, {
      session: suite.admin,
      params: { id: applicationId },
      body: {
        status,
        ...(notes ? { notes } : {}),
      },
    });

  it('tells of the fee paid from the wallet and of each status, with the reviewer’s note; refusals tell nothing', async () => {
    const application = await applied('engineering');
    expect(await toldAbout(application.id)).toEqual([]);
    expect((await move(application.id, 'UNDER_REVIEW')).statusCode).toBe(422);
    const paid = await inject(suite.app, jobsApi.initiatePayment, {
      session: applicant,
      body: {
        applicationId: application.id,
        method: 'credits',
      },
    });
    expect(paid.json().data.status).toBe('COMPLETED');
    expect((await move(application.id, 'UNDER_REVIEW', 'Strong ledger background')).statusCode).toBe(200);
    expect((await move(application.id, 'APPROVED')).statusCode).toBe(200);
    expect((await move(application.id, 'REJECTED', 'Too late')).statusCode).toBe(422);

    const link = `/jobs/applications/${application.id}`;
    expect(await toldAbout(application.id)).toEqual([
      {
        kind: 'application-status',
        title: 'Application fee paid',
        body: `20 credits from your wallet paid the fee of your application for ${application.title}. It now waits for a reviewer.`,
        link,
        details: { reference: null },
        onceKey: `application-fee-paid:${application.id}`,
        emails: 1,
      },
      {
        kind: 'application-status',
        title: 'Application under review',
        body: `Your application for ${application.title} is now under review. The reviewer's note: Strong ledger background`,
        link,
        details: { note: 'Strong ledger background' },
        onceKey: `application-status:${application.id}:UNDER_REVIEW`,
        emails: 1,
      },
      {
        kind: 'application-status',
        title: 'Application approved',
        body: `Your application for ${application.title} was approved.`,
        link,
        details: { note: null },
        onceKey: `application-status:${application.id}:APPROVED`,
        emails: 1,
      },
    ]);
  });

  it('tells of a rejection with its note', async () => {
    const application = await applied('internship');
    expect((await move(application.id, 'REJECTED', 'We hired from an earlier round')).statusCode).toBe(200);
    expect(await toldAbout(application.id)).toEqual([
      expect.objectContaining({
        title: 'Application rejected',
        body: `Your application for ${application.title} was rejected. The reviewer's note: We hired from an earlier round`,
        details: { note: 'We hired from an earlier round' },
      }),
    ]);
  });

  it('tells of a fee paid at checkout once, as its receipt, when the return and the webhook both confirm it', async () => {
    const application = await applied('engineering');
    const started = await inject(suite.app, jobsApi.initiatePayment, {
      session: applicant,
      body: {
        applicationId: application.id,
        method: 'gateway',
      },
    });
    const { paymentUrl } = started.json().data as { paymentUrl: string };
    const proof = await payAtSandbox(suite.app, paymentUrl);
    const done = await inject(suite.app, jobsApi.completePayment, {
      session: applicant,
      body: {
        applicationId: application.id,
        ...(proof as { purchaseId: string; paymentId: string; signature: string }),
      },
    });
    expect(done.json().data.status).toBe('COMPLETED');
    const sandbox = suite.app.sandboxGateway;
    if (!sandbox) throw new Error('the test suite.app pays at the sandbox');
    const hook = await sandboxWebhook(
      suite.app,
      (raw) => sandbox.signWebhook(raw),
      captured(sandboxOrderId(paymentUrl), proof.paymentId as string),
    );
    expect(hook.json().data.status).toBe('applied');

    expect(await toldAbout(application.id)).toEqual([
      expect.objectContaining({
        title: 'Application fee paid',
        body:
          `You paid ₹200 for the fee of your application for ${application.title}. It now waits for a reviewer. ` +
          `Payment reference: ${proof.paymentId}.`,
        details: { reference: proof.paymentId },
        emails: 1,
      }),
    ]);
    // A purchase that pays for something sends no credit receipt of its own (decision 023).
    expect(await toldTo(suite.db, applicant.user.id, { about: proof.purchaseId as string })).toEqual([]);
  });
});
