// Over 300 lines: the jobs journey end to end (openings, applying, fees, review, the cookie session) on both databases, one set-up.
import { SERVICE_PREFIXES } from '@engagex/contracts';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ledgerInvariantViolations } from '../../platform/ledger/ledger-invariants.js';
import { addCreditsAsAdmin, balanceOf } from '../../test/api.js';
import { DATABASE_KINDS, type Session, signIn, signInResponse } from '../../test/harness.js';
import { useAdminSuite } from '../../test/suite.js';

const COVER =
  'I have built payment systems for six years and care about correctness under concurrency a lot.';

describe.each(DATABASE_KINDS)('jobs internal on %s', (kind) => {
  const { suite, call } = useAdminSuite(kind, SERVICE_PREFIXES.jobs);
  let applicant: Session;

  beforeAll(async () => {
    applicant = await signIn(suite.app, `applicant-${kind}@example.com`);
  });
  afterEach(async () => expect(await ledgerInvariantViolations(suite.db.db)).toEqual([]));

  async function opening(category: string, closesInDays = 10) {
    const response = await call(suite.admin, 'POST', '/job-openings', {
      title: `Opening ${Math.random().toString(36).slice(2, 7)}`,
      department: 'Engineering',
      location: 'Pune',
      category,
      description: 'A role created by the test suite with a long enough description.',
      closesOn: new Date(Date.now() + closesInDays * 86_400_000).toISOString().slice(0, 10),
      questions: ['Why us?'],
    });
    expect(response.statusCode).toBe(201);
    return response.json().data as { id: string; feeCredits: number };
  }

  it('lists seeded openings and lets only admins create and close them', async () => {
    const list = (await call(applicant, 'GET', '/job-openings')).json().data;
    expect(list.total).toBeGreaterThanOrEqual(4);
    expect((await call(applicant, 'POST', '/job-openings', {})).statusCode).toBe(403);
    const created = await opening('internship');
    expect(created.feeCredits).toBe(0);
    expect((await call(suite.admin, 'POST', `/job-openings/${created.id}/close`)).json().data.status).toBe(
      'closed',
    );
    const refused = await call(applicant, 'POST', '/job-applications', {
      openingId: created.id,
      coverNote: COVER,
      experienceYears: 1,
      answers: ['Because'],
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toBe('This opening is closed to applications');
  });

  it('validates an application, allows one live application per opening, and keeps it private', async () => {
    const role = await opening('internship');
    const bad = await call(applicant, 'POST', '/job-applications', {
      openingId: role.id,
      coverNote: 'short',
      experienceYears: -1,
      links: ['ftp://x'],
    });
    expect(bad.statusCode).toBe(400);
    expect(
      bad
        .json()
        .details.map((d: { path: string }) => d.path)
        .sort(),
    ).toEqual(['body.coverNote', 'body.experienceYears', 'body.links.0']);
    const missingAnswer = await call(applicant, 'POST', '/job-applications', {
      openingId: role.id,
      coverNote: COVER,
      experienceYears: 2,
    });
    expect(missingAnswer.statusCode).toBe(400);
    const applied = await call(applicant, 'POST', '/job-applications', {
      openingId: role.id,
      coverNote: COVER,
      experienceYears: 2,
      links: ['https://github.com/example'],
      answers: ['Because of the ledger'],
    });
    expect(applied.statusCode).toBe(201);
    expect(applied.json().data).toMatchObject({
      status: 'PENDING',
      paymentStatus: 'COMPLETED',
      feeCredits: 0,
    });
    const again = await call(applicant, 'POST', '/job-applications', {
      openingId: role.id,
      coverNote: COVER,
      experienceYears: 2,
      answers: ['x'],
    });
    expect(again.statusCode).toBe(409);
    const other = await signIn(suite.app, `nosy-${kind}@example.com`);
    expect((await call(other, 'GET', `/job-applications/${applied.json().data.id}`)).statusCode).toBe(404);
    expect((await call(other, 'GET', '/job-applications')).statusCode).toBe(403);
    const mine = (await call(applicant, 'GET', '/job-applications/my-applications')).json().data;
    expect(mine.items.map((a: { id: string }) => a.id)).toContain(applied.json().data.id);
  });

  it('allows every status transition in the table and refuses every other', async () => {
    const statuses = ['PENDING', 'UNDER_REVIEW', 'APPROVED', 'REJECTED'] as const;
    const allowed: Record<string, string[]> = {
      PENDING: ['UNDER_REVIEW', 'REJECTED'],
      UNDER_REVIEW: ['APPROVED', 'REJECTED'],
    };
    const pathTo: Record<string, string[]> = {
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
          await call(person, 'POST', '/job-applications', {
            openingId: role.id,
            coverNote: COVER,
            experienceYears: 1,
            answers: ['ok'],
          })
        ).json().data;
        for (const step of pathTo[from] ?? []) {
          expect(
            (await call(suite.admin, 'PUT', `/job-applications/${application.id}/status`, { status: step }))
              .statusCode,
          ).toBe(200);
        }
        const response = await call(suite.admin, 'PUT', `/job-applications/${application.id}/status`, {
          status: to,
          notes: 'Reviewed',
        });
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
    const rates = (await call(applicant, 'GET', '/payments/rates')).json().data;
    expect(rates.rates).toContainEqual({ category: 'engineering', feeCredits: 20, feeInr: 200 });
    const application = (
      await call(applicant, 'POST', '/job-applications', {
        openingId: role.id,
        coverNote: COVER,
        experienceYears: 6,
        answers: ['Ledgers'],
      })
    ).json().data;
    expect(application.paymentStatus).toBe('PENDING');
    const early = await call(suite.admin, 'PUT', `/job-applications/${application.id}/status`, {
      status: 'UNDER_REVIEW',
    });
    expect(early.json().message).toBe('The application fee is unpaid');
    const broke = await call(applicant, 'POST', '/payments/initiate', {
      applicationId: application.id,
      method: 'credits',
    });
    expect(broke.statusCode).toBe(422);
    await addCreditsAsAdmin(suite.app, suite.admin, applicant.user.id, 50, `fee-${kind}`);
    const paid = await call(applicant, 'POST', '/payments/initiate', {
      applicationId: application.id,
      method: 'credits',
    });
    expect(paid.json().data).toMatchObject({
      status: 'COMPLETED',
      method: 'credits',
      amountCredits: 20,
      amountInr: 200,
    });
    expect(
      (
        await call(applicant, 'POST', '/payments/initiate', {
          applicationId: application.id,
          method: 'credits',
        })
      ).statusCode,
    ).toBe(409);
    expect(
      (await call(applicant, 'GET', `/applications/${application.id}/payment-status`)).json().data.status,
    ).toBe('COMPLETED');
    await call(suite.admin, 'PUT', `/job-applications/${application.id}/status`, {
      status: 'UNDER_REVIEW',
      notes: 'Strong profile',
    });
    await call(suite.admin, 'PUT', `/job-applications/${application.id}/status`, { status: 'APPROVED' });
    const seen = (await call(applicant, 'GET', `/job-applications/${application.id}`)).json().data;
    expect(seen.timeline.map((t: { to: string; changedBy: string }) => [t.to, t.changedBy])).toEqual([
      ['PENDING', `applicant-${kind}`],
      ['UNDER_REVIEW', 'Arjun Admin'],
      ['APPROVED', 'Arjun Admin'],
    ]);
    expect(await balanceOf(suite.app, applicant)).toBe(30);
  });

  it('takes the fee through the gateway only with a payment made for this application, once', async () => {
    const applyTo = async () =>
      (
        await call(applicant, 'POST', '/job-applications', {
          openingId: (await opening('engineering')).id,
          coverNote: COVER,
          experienceYears: 4,
          answers: ['Payments'],
        })
      ).json().data as { id: string };
    const first = await applyTo();
    const second = await applyTo();
    const creditsBefore = await balanceOf(suite.app, applicant);
    const started = await call(applicant, 'POST', '/payments/initiate', {
      applicationId: first.id,
      method: 'gateway',
    });
    expect(started.json().data).toMatchObject({ status: 'PENDING', method: 'gateway', amountCredits: 20 });
    const paymentUrl = started.json().data.paymentUrl as string;
    const pay = await suite.app.inject({ method: 'POST', url: `${new URL(paymentUrl).pathname}/pay` });
    const landing = new URL(pay.headers.location as string);
    expect(landing.pathname).toBe('/jobs/payment-return');
    const proof = {
      purchaseId: landing.searchParams.get('purchaseId'),
      paymentId: landing.searchParams.get('paymentId'),
      signature: landing.searchParams.get('signature'),
    };
    const feeStatus = async (applicationId: string) =>
      (await call(applicant, 'GET', `/applications/${applicationId}/payment-status`)).json().data.status;

    const misplaced = await call(applicant, 'POST', '/payments/complete', {
      applicationId: second.id,
      ...proof,
    });
    expect(misplaced.statusCode).toBe(400);
    expect(misplaced.json().message).toBe('This payment is not for this application');
    const stranger = await signIn(suite.app, `stranger-${kind}@example.com`);
    expect(
      (await call(stranger, 'POST', '/payments/complete', { applicationId: first.id, ...proof })).statusCode,
    ).toBe(404);
    expect(await feeStatus(first.id)).toBe('PENDING');
    expect(await feeStatus(second.id)).toBe('PENDING');

    const done = await call(applicant, 'POST', '/payments/complete', { applicationId: first.id, ...proof });
    expect(done.statusCode).toBe(200);
    expect(done.json().data).toMatchObject({ status: 'COMPLETED', method: 'gateway' });
    const again = await call(applicant, 'POST', '/payments/complete', { applicationId: first.id, ...proof });
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
      const read = await suite.app.inject({
        method: 'GET',
        url: '/api/jobs/job-openings',
        headers: { cookie: jar },
      });
      expect(read.statusCode).toBe(200);
      const body = { openingId: role.id, coverNote: COVER, experienceYears: 1, answers: ['Cookies'] };
      const forged = await suite.app.inject({
        method: 'POST',
        url: '/api/jobs/job-applications',
        headers: { cookie: jar },
        payload: body,
      });
      expect(forged.statusCode).toBe(403);
      expect(forged.json().message).toBe('CSRF token missing or invalid');
      const wrong = await suite.app.inject({
        method: 'POST',
        url: '/api/jobs/job-applications',
        headers: { cookie: jar, 'x-csrf-token': 'nope' },
        payload: body,
      });
      expect(wrong.statusCode).toBe(403);
      const applications = await suite.db.db
        .selectFrom('job_applications')
        .select('id')
        .where('opening_id', '=', role.id)
        .execute();
      expect(applications).toEqual([]);
      const real = await suite.app.inject({
        method: 'POST',
        url: '/api/jobs/job-applications',
        headers: { cookie: jar, 'x-csrf-token': csrf?.value ?? '' },
        payload: body,
      });
      expect(real.statusCode).toBe(201);
      const mainWithCookie = await suite.app.inject({
        method: 'GET',
        url: '/api/main/users/me',
        headers: { cookie: jar },
      });
      expect(mainWithCookie.statusCode).toBe(401);
    });

    it('establishes the cookie session from the signed-in token before the first write, not after a refusal', async () => {
      const signed = await signInResponse(suite.app, `no-cookie-${kind}@example.com`);
      const token = signed.json().data.token as string;
      // Signed in where no cookie was kept (expired, or the sign-in ran on another origin): only the token.
      const asked = await suite.app.inject({
        method: 'GET',
        url: '/api/jobs/session/csrf',
        headers: { authorization: `Bearer ${token}` },
      });
      expect(asked.statusCode).toBe(200);
      const cookies = asked.cookies as { name: string; value: string; httpOnly?: boolean }[];
      const csrf = cookies.find((cookie) => cookie.name === 'engagex-csrf');
      const session = cookies.find((cookie) => cookie.name === 'engagex-session');
      expect(asked.json().data.csrfToken).toBe(csrf?.value);
      expect(session).toMatchObject({ value: token, httpOnly: true });
      // The session it set carries a write with its CSRF token, cookies alone.
      const role = await opening('internship');
      const applied = await suite.app.inject({
        method: 'POST',
        url: '/api/jobs/job-applications',
        headers: {
          cookie: `engagex-session=${token}; engagex-csrf=${csrf?.value}`,
          'x-csrf-token': csrf?.value ?? '',
        },
        payload: { openingId: role.id, coverNote: COVER, experienceYears: 1, answers: ['Cookies'] },
      });
      expect(applied.statusCode).toBe(201);
      // Nobody signed in gets nothing.
      const anonymous = await suite.app.inject({ method: 'GET', url: '/api/jobs/session/csrf' });
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
