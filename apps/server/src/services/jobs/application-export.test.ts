// The admins' CSV export of job applications (docs/product.md "Exports"): the admin list's filters, formulas neutralised.

import { jobsApi } from '@engagex/contracts/api/jobs';
import { beforeAll, describe, expect, it } from 'vitest';
import { inject, offContract } from '../../test/api.js';
import { csvRecords, readCsvExport } from '../../test/csv.js';
import { DATABASE_KINDS, type Session, signIn } from '../../test/harness.js';
import { createOpening } from '../../test/jobs.js';
import { useAdminCast } from '../../test/suite.js';

const COVER = "=cmd|' /C calc'!A0 and then a long enough cover note to pass the fifty character rule.";

describe.each(DATABASE_KINDS)('job applications export on %s', (kind) => {
  const suite = useAdminCast(kind);
  let first: Session;
  let second: Session;
  let openings: string[];
  const applied: Record<string, string> = {};

  beforeAll(async () => {
    first = await signIn(suite.app, `first-applicant-${kind}@example.com`, '+Ada Lovelace');
    second = await signIn(suite.app, `second-applicant-${kind}@example.com`, 'Grace Hopper');
    openings = [];
    for (const title of ['Export role A', 'Export role B']) {
      openings.push((await createOpening(suite.app, suite.admin, { category: 'internship', title })).id);
    }
    for (const [who, session, opening] of [
      ['first', first, openings[0]],
      ['second', second, openings[0]],
      ['other', second, openings[1]],
    ] as const) {
      const response = await inject(suite.app, jobsApi.apply, {
        session: session,
        body: {
          openingId: opening as string,
          coverNote: COVER,
          experienceYears: 3,
          links: ['https://example.com/a', 'https://example.com/b'],
          answers: ['Because'],
        },
      });
      expect(response.statusCode, response.body).toBe(201);
      applied[who] = response.json().data.id;
    }
    const reviewed = await inject(suite.app, jobsApi.changeStatus, {
      session: suite.admin,
      params: { id: applied.second as string },
      body: {
        status: 'UNDER_REVIEW',
      },
    });
    expect(reviewed.statusCode, reviewed.body).toBe(200);
  });

  it("holds the opening's applications, oldest first, with their details and formulas neutralised", async () => {
    const rows = readCsvExport(
      await inject(suite.app, jobsApi.exportApplications, {
        session: suite.admin,
        query: { openingId: openings[0] as string },
      }),
      'job-applications-',
    );
    expect(rows[0]).toEqual([
      'Application id',
      'Opening',
      'Department',
      'Category',
      'Applicant',
      'Email',
      'Experience (years)',
      'Status',
      'Paid with',
      'Credits',
      'Card payment',
      'Card currency',
      'Amount (₹)',
      'Refund',
      'Applied at',
      'Links',
      'Answers',
      'Cover note',
    ]);
    const records = csvRecords(rows);
    expect(records.map((r) => r['Application id'])).toEqual([applied.first, applied.second]);
    expect(records[0]).toMatchObject({
      Opening: 'Export role A',
      Applicant: "'+Ada Lovelace",
      Email: `first-applicant-${kind}@example.com`,
      'Experience (years)': '3',
      Links: 'https://example.com/a https://example.com/b',
      'Cover note': `'${COVER}`,
    });
  });

  it('respects the status filter', async () => {
    const records = csvRecords(
      readCsvExport(
        await inject(suite.app, jobsApi.exportApplications, {
          session: suite.admin,
          query: { status: 'UNDER_REVIEW' },
        }),
        'job-applications-under-review',
      ),
    );
    expect(records.map((r) => r['Application id'])).toContain(applied.second);
    expect(records.every((r) => r.Status === 'UNDER_REVIEW')).toBe(true);
  });

  it('refuses an applicant and a bad filter with the envelope', async () => {
    const refused = await inject(suite.app, jobsApi.exportApplications, { session: first });
    expect(refused.statusCode).toBe(403);
    expect(refused.headers['content-type']).toMatch(/^application\/json/);
    expect(refused.json()).toMatchObject({ success: false, code: 'FORBIDDEN' });
    const bad = await inject(suite.app, jobsApi.exportApplications, {
      session: suite.admin,
      query: { openingId: offContract('x') },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ success: false, code: 'VALIDATION_ERROR' });
  });
});
