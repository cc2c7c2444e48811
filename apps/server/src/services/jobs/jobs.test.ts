// Over 300 lines: the jobs journey end to end (openings, applying, fees, review, the cookie session) on both databases, one set-up.
import type { TJobCategory } from '@engagex/contracts';
import type { BodyOf } from '@engagex/contracts/api/define';
import { identityApi } from '@engagex/contracts/api/identity';
import { jobsApi } from '@engagex/contracts/api/jobs';
import { sandboxPaymentsApi } from '@engagex/contracts/api/payments';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ledgerInvariantViolations } from '../../platform/ledger/ledger-invariants.js';
import { addCreditsAsAdmin, balanceOf, inject, offContract } from '../../test/api.js';
import { DATABASE_KINDS, type Session, signIn, signInResponse } from '../../test/harness.js';
import { createOpening } from '../../test/jobs.js';
import { useAdminCast } from '../../test/suite.js';
import { sandboxOrderId } from '../../test/webhooks.js';

const COVER =
  'I have built payment systems for six years and care about correctness under concurrency a lot.';

describe.each(DATABASE_KINDS)('jobs internal on %s', (kind) => {
  const suite = useAdminCast(kind);
  let applicant: Session;

  beforeAll(async () => {
    applicant = await signIn(suite.app, `applicant-${kind}@example.com`);
  });
  afterEach(async () => expect(await ledgerInvariantViolations(suite.db.db)).toEqual([]));

  const opening = (category: TJobCategory) => createOpening(suite.app, suite.admin, { category });
  const changeStatus = (id: string, body: BodyOf<typeof jobsApi.changeStatus>) =>
    inject(suite.app, jobsApi.changeStatus, { session: suite.admin, params: { id }, body });

  it('lists seeded openings and lets only admins create and close them', async () => {
    const list = (await inject(suite.app, jobsApi.listOpenings, { session: applicant })).data();
    expect(list.total).toBeGreaterThanOrEqual(4);
    expect(
      (await inject(suite.app, jobsApi.createOpening, { session: applicant, body: offContract({}) }))
        .statusCode,
    ).toBe(403);
    const created = await opening('internship');
    expect(created.feeCredits).toBe(0);
    const closed = await inject(suite.app, jobsApi.closeOpening, {
      session: suite.admin,
      params: { id: created.id },
    });
    expect(closed.data().status).toBe('closed');
    const refused = await inject(suite.app, jobsApi.apply, {
      session: applicant,
      body: { openingId: created.id, coverNote: COVER, experienceYears: 1, answers: ['Because'] },
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toBe('This opening is closed to applications');
  });

  it('validates an application, allows one live application per opening, and keeps it private', async () => {
    const role = await opening('internship');
    const bad = await inject(suite.app, jobsApi.apply, {
      session: applicant,
      body: offContract({ openingId: role.id, coverNote: 'short', experienceYears: -1, links: ['ftp://x'] }),
    });
    expect(bad.statusCode).toBe(400);
    expect(
      bad
        .json()
        .details.map((d: { path: string }) => d.path)
        .sort(),
    ).toEqual(['body.coverNote', 'body.experienceYears', 'body.links.0']);
    const missingAnswer = await inject(suite.app, jobsApi.apply, {
      session: applicant,
      body: { openingId: role.id, coverNote: COVER, experienceYears: 2 },
    });
    expect(missingAnswer.statusCode).toBe(400);
    const applied = await inject(suite.app, jobsApi.apply, {
      session: applicant,
      body: {
        openingId: role.id,
        coverNote: COVER,
        experienceYears: 2,
        links: ['https://github.com/example'],
        answers: ['Because of the ledger'],
      },
    });
    expect(applied.statusCode).toBe(201);
    expect(applied.data()).toMatchObject({
      status: 'PENDING',
      paymentStatus: 'COMPLETED',
      feeCredits: 0,
    });
    const again = await inject(suite.app, jobsApi.apply, {
      session: applicant,
      body: { openingId: role.id, coverNote: COVER, experienceYears: 2, answers: ['x'] },
    });
    expect(again.statusCode).toBe(409);
    const other = await signIn(suite.app, `nosy-${kind}@example.com`);
    const id = applied.data().id;
    expect(
      (await inject(suite.app, jobsApi.getApplication, { session: other, params: { id } })).statusCode,
    ).toBe(404);
    expect((await inject(suite.app, jobsApi.listApplications, { session: other })).statusCode).toBe(403);
    const mine = (await inject(suite.app, jobsApi.myApplications, { session: applicant })).data();
    expect(mine.items.map((a) => a.id)).toContain(id);
  });

  it('allows every status transition in the table and refuses every other', async () => {
    const statuses = ['PENDING', 'UNDER_REVIEW', 'APPROVED', 'REJECTED'] as const;
    const allowed: Record<string, string[]> = {
      PENDING: ['UNDER_REVIEW', 'REJECTED'],
      UNDER_REVIEW: ['APPROVED', 'REJECTED'],
    };
    const pathTo: Record<string, (typeof statuses)[number][]> = {
      PENDING: [],
      UNDER_REVIEW: ['UNDER_REVIEW'],
      APPROVED: ['UNDER_REVIEW', 'APPROVED'],
      REJECTED: ['REJECTED'],
    };
    const role = await opening('internship');
    let n = 0;
    for (const from of statuses) {
      for (const to of statuses) {
        n += 1;
        const person = await signIn(suite.app, `transition-${kind}-${n}@example.com`);
        const application = (
          await inject(suite.app, jobsApi.apply, {
            session: person,
            body: { openingId: role.id, coverNote: COVER, experienceYears: 1, answers: ['ok'] },
          })
        ).data();
        for (const step of pathTo[from] ?? []) {
          expect((await changeStatus(application.id, { status: step })).statusCode).toBe(200);
        }
        const response = await changeStatus(application.id, { status: to, notes: 'Reviewed' });
        expect({ from, to, status: response.statusCode }).toEqual({
          from,
          to,
          status: (allowed[from] ?? []).includes(to) ? 200 : 422,
        });
      }
    }
  });

  it('takes the fee once, in credits, before review; the applicant sees the timeline', async () => {
    const role = await opening('engineering');
    expect(role.feeCredits).toBe(20);
    const rates = (await inject(suite.app, jobsApi.paymentRates, { session: applicant })).data();
    expect(rates.rates).toContainEqual({ category: 'engineering', feeCredits: 20, feeInr: 200 });
    const application = (
      await inject(suite.app, jobsApi.apply, {
        session: applicant,
        body: { openingId: role.id, coverNote: COVER, experienceYears: 6, answers: ['Ledgers'] },
      })
    ).data();
    expect(application.paymentStatus).toBe('PENDING');
    const early = await changeStatus(application.id, { status: 'UNDER_REVIEW' });
    expect(early.json().message).toBe('The application fee is unpaid');
    const payInCredits = () =>
      inject(suite.app, jobsApi.initiatePayment, {
        session: applicant,
        body: { applicationId: application.id, method: 'credits' },
      });
    const broke = await payInCredits();
    expect(broke.statusCode).toBe(422);
    await addCreditsAsAdmin(suite.app, suite.admin, applicant.user.id, 50, `fee-${kind}`);
    const paid = await payInCredits();
    expect(paid.data()).toMatchObject({
      status: 'COMPLETED',
      method: 'credits',
      amountCredits: 20,
      amountInr: 200,
    });
    expect((await payInCredits()).statusCode).toBe(409);
    const status = await inject(suite.app, jobsApi.paymentStatus, {
      session: applicant,
      params: { id: application.id },
    });
    expect(status.data().status).toBe('COMPLETED');
    await changeStatus(application.id, { status: 'UNDER_REVIEW', notes: 'Strong profile' });
    await changeStatus(application.id, { status: 'APPROVED' });
    const seen = (
      await inject(suite.app, jobsApi.getApplication, { session: applicant, params: { id: application.id } })
    ).data();
    expect(seen.timeline.map((t) => [t.to, t.changedBy])).toEqual([
      ['PENDING', `applicant-${kind}`],
      ['UNDER_REVIEW', 'Arjun Admin'],
      ['APPROVED', 'Arjun Admin'],
    ]);
    expect(await balanceOf(suite.app, applicant)).toBe(30);
  });

  it('takes the fee through the gateway only with a payment made for this application, once', async () => {
    const applyTo = async () =>
      (
        await inject(suite.app, jobsApi.apply, {
          session: applicant,
          body: {
            openingId: (await opening('engineering')).id,
            coverNote: COVER,
            experienceYears: 4,
            answers: ['Payments'],
          },
        })
      ).data();
    const first = await applyTo();
    const second = await applyTo();
    const creditsBefore = await balanceOf(suite.app, applicant);
    const started = await inject(suite.app, jobsApi.initiatePayment, {
      session: applicant,
      body: { applicationId: first.id, method: 'gateway' },
    });
    expect(started.data()).toMatchObject({ status: 'PENDING', method: 'gateway', amountCredits: 20 });
    const paymentUrl = started.data().paymentUrl as string;
    const pay = await inject(suite.app, sandboxPaymentsApi.pay, {
      params: { orderId: sandboxOrderId(paymentUrl) },
    });
    const landing = new URL(pay.headers.location as string);
    expect(landing.pathname).toBe('/jobs/payment-return');
    const proof = {
      purchaseId: landing.searchParams.get('purchaseId') ?? '',
      paymentId: landing.searchParams.get('paymentId') ?? '',
      signature: landing.searchParams.get('signature') ?? '',
    };
    const feeStatus = async (applicationId: string) =>
      (
        await inject(suite.app, jobsApi.paymentStatus, { session: applicant, params: { id: applicationId } })
      ).data().status;
    const complete = (who: Session, applicationId: string) =>
      inject(suite.app, jobsApi.completePayment, { session: who, body: { applicationId, ...proof } });

    const misplaced = await complete(applicant, second.id);
    expect(misplaced.statusCode).toBe(400);
    expect(misplaced.json().message).toBe('This payment is not for this application');
    const stranger = await signIn(suite.app, `stranger-${kind}@example.com`);
    expect((await complete(stranger, first.id)).statusCode).toBe(404);
    expect(await feeStatus(first.id)).toBe('PENDING');
    expect(await feeStatus(second.id)).toBe('PENDING');

    const done = await complete(applicant, first.id);
    expect(done.statusCode).toBe(200);
    expect(done.data()).toMatchObject({ status: 'COMPLETED', method: 'gateway' });
    const again = await complete(applicant, first.id);
    expect(again.statusCode).toBe(200);
    expect(await feeStatus(second.id)).toBe('PENDING');
    // The gateway bought exactly the fee, and the fee spent it: the wallet ends where it began.
    expect(await balanceOf(suite.app, applicant)).toBe(creditsBefore);
  });

  describe('cookie session', () => {
    it('sets HttpOnly, SameSite=Lax session cookies at sign-in and asks for the CSRF token on unsafe calls', async () => {
      const signed = await signInResponse(suite.app, `cookie-${kind}@example.com`);
      const cookies = signed.cookies as {
        name: string;
        value: string;
        httpOnly?: boolean;
        sameSite?: string;
        path?: string;
        secure?: boolean;
      }[];
      const session = cookies.find((cookie) => cookie.name === 'engagex-session');
      const csrf = cookies.find((cookie) => cookie.name === 'engagex-csrf');
      expect(session).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
      expect(csrf?.httpOnly).toBeFalsy();
      const jar = `engagex-session=${session?.value}; engagex-csrf=${csrf?.value}`;
      const role = await opening('internship');
      const read = await inject(suite.app, jobsApi.listOpenings, { headers: { cookie: jar } });
      expect(read.statusCode).toBe(200);
      const body = { openingId: role.id, coverNote: COVER, experienceYears: 1, answers: ['Cookies'] };
      const forged = await inject(suite.app, jobsApi.apply, { headers: { cookie: jar }, body });
      expect(forged.statusCode).toBe(403);
      expect(forged.json().message).toBe('CSRF token missing or invalid');
      const wrong = await inject(suite.app, jobsApi.apply, {
        headers: { cookie: jar, 'x-csrf-token': 'nope' },
        body,
      });
      expect(wrong.statusCode).toBe(403);
      const applications = await suite.db.db
        .selectFrom('job_applications')
        .select('id')
        .where('opening_id', '=', role.id)
        .execute();
      expect(applications).toEqual([]);
      const real = await inject(suite.app, jobsApi.apply, {
        headers: { cookie: jar, 'x-csrf-token': csrf?.value ?? '' },
        body,
      });
      expect(real.statusCode).toBe(201);
      const mainWithCookie = await inject(suite.app, identityApi.me, { headers: { cookie: jar } });
      expect(mainWithCookie.statusCode).toBe(401);
    });

    it('establishes the cookie session from the signed-in token before the first write, not after a refusal', async () => {
      const signed = await signInResponse(suite.app, `no-cookie-${kind}@example.com`);
      const token = signed.json().data.token as string;
      // Signed in where no cookie was kept (expired, or the sign-in ran on another origin): only the token.
      const asked = await inject(suite.app, jobsApi.csrf, { headers: { authorization: `Bearer ${token}` } });
      expect(asked.statusCode).toBe(200);
      const cookies = asked.cookies as { name: string; value: string; httpOnly?: boolean }[];
      const csrf = cookies.find((cookie) => cookie.name === 'engagex-csrf');
      const session = cookies.find((cookie) => cookie.name === 'engagex-session');
      expect(asked.data().csrfToken).toBe(csrf?.value);
      expect(session).toMatchObject({ value: token, httpOnly: true });
      // The session it set carries a write with its CSRF token, cookies alone.
      const role = await opening('internship');
      const applied = await inject(suite.app, jobsApi.apply, {
        headers: {
          cookie: `engagex-session=${token}; engagex-csrf=${csrf?.value}`,
          'x-csrf-token': csrf?.value ?? '',
        },
        body: { openingId: role.id, coverNote: COVER, experienceYears: 1, answers: ['Cookies'] },
      });
      expect(applied.statusCode).toBe(201);
      // Nobody signed in gets nothing.
      const anonymous = await inject(suite.app, jobsApi.csrf);
      expect(anonymous.statusCode).toBe(401);
      expect(anonymous.cookies).toEqual([]);
    });

    it('marks cookies Secure with the __Host- prefix when served over HTTPS', async () => {
      const secureApp = await suite.db.build({ PUBLIC_URL: 'https://portal.engagex.dev' });
      const signed = await signInResponse(secureApp, `secure-${kind}@example.com`);
      const session = (
        signed.cookies as {
          name: string;
          secure?: boolean;
          httpOnly?: boolean;
          path?: string;
          domain?: string;
        }[]
      ).find((cookie) => cookie.name === '__Host-engagex-session');
      expect(session).toMatchObject({ secure: true, httpOnly: true, path: '/' });
      expect(session?.domain).toBeUndefined();
    });
  });
});
